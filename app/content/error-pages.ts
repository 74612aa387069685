/**
 * The not-found page, the pages shown when something fails and the plain-text
 * refusals of requests the site does not take, from
 * `content/pages/errors.json`, in both languages.
 */

import errorsFile from "../../content/pages/errors.json";
import type { Localized } from "~/i18n/language";
import { asChecked } from "./read-content";
import type { ErrorPagesFile } from "./schemas/error-pages";

export type ErrorPagesCopy = ErrorPagesFile["en"];

export type Refusal = keyof ErrorPagesCopy["refusals"];

export const errorPages: Localized<ErrorPagesCopy> = asChecked<ErrorPagesFile>(errorsFile);
