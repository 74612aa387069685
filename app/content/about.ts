/**
 * The About page's words, from `content/pages/about.json`, in both
 * languages. The proprietor is shown by role only, never by name.
 */

import aboutFile from "../../content/pages/about.json";
import type { Localized } from "~/i18n/language";
import { asChecked } from "./read-content";
import type { AboutFile } from "./schemas/pages";

export type AboutPageCopy = AboutFile["en"];

export const aboutPage: Localized<AboutPageCopy> = asChecked<AboutFile>(aboutFile);
