import journalPageFile from "../../content/pages/journal.json";
import type { Language, Localized } from "~/i18n/language";
import { journalFeedPath } from "./journal-addresses";
import { asChecked } from "./read-content";
import type { JournalPageFile } from "./schemas/journal";

export type JournalPageCopy = JournalPageFile["en"];

/** The journal's own words around the posts, from `content/pages/journal.json`. */
export const journalPage: Localized<JournalPageCopy> = asChecked<JournalPageFile>(journalPageFile);

/** A language's feed as the journal's pages name it in their heads: its title and address. */
export function journalFeedLink(language: Language): { title: string; href: string } {
  return { title: journalPage[language].feed.title, href: journalFeedPath(language) };
}
