/**
 * The About page's words, from `content/pages/about.json`, in both
 * languages. The proprietor is shown by role only, never by name.
 */

import aboutFile from "../../content/pages/about.json";
import type { Localized } from "~/i18n/language";
import { readContent } from "./read-content";
import { aboutSchema, type AboutFile } from "./schema";

export type AboutPageCopy = AboutFile["en"];

export const aboutPage: Localized<AboutPageCopy> = readContent(aboutSchema, "content/pages/about.json", "the About page", aboutFile);
