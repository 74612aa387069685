import { pathInLanguage, type Language } from "../i18n/language.ts";

/*
 * The journal's addresses, for the pages and for the build, which writes
 * them into the feeds (app/journal/build/journal-feed.ts): a relative import,
 * as the build's modules are loaded without the app's `~/` paths.
 */

/** The journal's page `page` (from 1), `/journal` or `/journal/page/2`, in a language. */
export function journalListPath(language: Language, page = 1): string {
  return pathInLanguage(language, page > 1 ? `/journal/page/${page}` : "/journal");
}

/** A post's page, `/gu/journal/<slug>`. */
export function journalPostPath(language: Language, slug: string): string {
  return pathInLanguage(language, `/journal/${slug}`);
}

/** A language's Atom feed, `/journal/feed.xml` and `/gu/journal/feed.xml`: every post of that language. */
export function journalFeedPath(language: Language): string {
  return pathInLanguage(language, "/journal/feed.xml");
}
