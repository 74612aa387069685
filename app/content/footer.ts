/** The footer's words beyond its headings and links, from `content/pages/footer.json`, in both languages. */

import footerFile from "../../content/pages/footer.json";
import type { Localized } from "~/i18n/language";
import { asChecked } from "./read-content";
import type { FooterFile } from "./schemas/site";

export const footerWords: Localized<FooterFile["en"]> = asChecked<FooterFile>(footerFile);
