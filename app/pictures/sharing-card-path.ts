import type { Language } from "~/i18n/language";

/** Every sharing card is this size (Open Graph's recommended 1.91 : 1). */
export const sharingCardSize = { width: 1200, height: 630 } as const;

/*
 * The build makes every card at a stable address: a link shared before a
 * release keeps its preview.
 */

/** Where the build puts a design's sharing card in a language. */
export function sharingCardPath(language: Language, slug: string): string {
  return `/images/designs/${language}/${slug}.jpg`;
}

/** Where the build puts the site's own sharing card in a language: the picture of every page without one of its own. */
export function siteCardPath(language: Language): string {
  return `/images/cards/${language}.jpg`;
}

/** Where the build puts a journal post's sharing card, drawn from its cover and title in its language. */
export function journalCardPath(language: Language, slug: string): string {
  return `/images/journal/${language}/${slug}.jpg`;
}
