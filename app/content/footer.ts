/** The footer's words beyond its headings and links, from `content/pages/footer.json`, in both languages. */

import footerFile from "../../content/pages/footer.json";
import type { Localized } from "~/i18n/language";
import { readContent } from "./read-content";
import { footerSchema, type FooterFile } from "./schema";

export const footerWords: Localized<FooterFile["en"]> = readContent(footerSchema, "content/pages/footer.json", "the footer", footerFile);
