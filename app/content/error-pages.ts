/**
 * The not-found page, the pages shown when something fails and the plain-text
 * refusals of requests the site does not take, from
 * `content/pages/errors.json`, in both languages.
 */

import errorsFile from "../../content/pages/errors.json";
import type { Localized } from "~/i18n/language";
import { readContent } from "./read-content";
import { errorPagesSchema, type ErrorPagesFile } from "./schema";

export type ErrorPagesCopy = ErrorPagesFile["en"];

export type Refusal = keyof ErrorPagesCopy["refusals"];

export const errorPages: Localized<ErrorPagesCopy> = readContent(errorPagesSchema, "content/pages/errors.json", "the not-found and error pages", errorsFile);
