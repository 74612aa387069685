/**
 * The few words about the business that every page's head needs, in each
 * language: its name, the tagline that follows page titles, the opening hours
 * and what the sharing card shows. Route `meta` functions run in the browser
 * too, so these are kept apart from the rest of the business's words
 * (`businessText` in `business-text.ts`), which the browser does not need.
 */

import type { Localized } from "~/i18n/language";
import { business } from "./business";

export interface HeadWords {
  name: string;
  /** Follows every page title that does not name the business (spec §1). */
  tagline: string;
  hoursDisplay: string;
  /** What the sharing card (`business.socialCard`) shows, for a link preview read aloud. */
  socialCardAlt: string;
}

const gujaratiName = "પુષ્પાંજલિ ડેકોર";
const gujaratiTagline = `${gujaratiName} – અમદાવાદમાં ફૂલોની સજાવટ`;

export const headWords: Localized<HeadWords> = {
  en: {
    name: business.name,
    tagline: business.tagline,
    hoursDisplay: business.hours.display,
    socialCardAlt: `${business.tagline}: the marigold emblem beside a garlanded mandap`,
  },
  gu: {
    name: gujaratiName,
    tagline: gujaratiTagline,
    hoursDisplay: "સવારે 8:00 થી રાત્રે 8:00",
    socialCardAlt: `${gujaratiTagline}: ફૂલોના હારથી શણગારેલા મંડપ પાસે ગલગોટાનું પ્રતીક`,
  },
};
