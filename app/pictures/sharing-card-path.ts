import type { Language } from "~/i18n/language";

/** Every design's sharing card is this size (Open Graph's recommended 1.91 : 1). */
export const sharingCardSize = { width: 1200, height: 630 } as const;

/**
 * Where the build puts a design's sharing card in a language (a stable
 * address: a link shared before a release keeps its preview).
 */
export function sharingCardPath(language: Language, slug: string): string {
  return `/images/designs/${language}/${slug}.jpg`;
}
