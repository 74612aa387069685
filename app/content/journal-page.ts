import journalPageFile from "../../content/pages/journal.json";
import type { Localized } from "~/i18n/language";
import { asChecked } from "./read-content";
import type { JournalPageFile } from "./schemas/journal";

export type JournalPageCopy = JournalPageFile["en"];

/** The journal's own words around the posts, from `content/pages/journal.json`. */
export const journalPage: Localized<JournalPageCopy> = asChecked<JournalPageFile>(journalPageFile);
