/**
 * The few words about the business that every page's head needs, in each
 * language: its name, the tagline that follows page titles and what the
 * sharing card shows. Route `meta` functions run in the browser too, so these
 * read no content file; the rest of the business's words are in
 * `business-text.ts`, which the browser does not need.
 */

import type { Localized } from "~/i18n/language";
import { brand } from "./brand";

export interface HeadWords {
  name: string;
  /** Follows every page title that does not name the business (spec §1). */
  tagline: string;
  /** What the sharing card (`brand.socialCard`) shows, for a link preview read aloud. */
  socialCardAlt: string;
}

const gujaratiName = "પુષ્પાંજલિ ડેકોર";
const gujaratiTagline = `${gujaratiName} – અમદાવાદમાં ફૂલોની સજાવટ`;

export const headWords: Localized<HeadWords> = {
  en: {
    name: brand.name,
    tagline: brand.tagline,
    socialCardAlt: `${brand.tagline}: the marigold emblem beside a garlanded mandap`,
  },
  gu: {
    name: gujaratiName,
    tagline: gujaratiTagline,
    socialCardAlt: `${gujaratiTagline}: ફૂલોના હારથી શણગારેલા મંડપ પાસે ગલગોટાનું પ્રતીક`,
  },
};
