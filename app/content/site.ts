/**
 * What every page's head says, from `content/pages/site.json`: the business's
 * name and tagline, the sharing card's words and each page's title and
 * description, in each language. Route `meta` runs in the browser too, so this
 * file is read as it is, without its schema: the build has checked it
 * (`app/content/build/check-content.ts`), and the type check holds it to the
 * schema's shape.
 */

import siteFile from "../../content/pages/site.json";
import type { Language, Localized } from "~/i18n/language";
import type { SiteFile } from "./schemas/site";

export type SiteWords = SiteFile["en"];

export const siteWords: Localized<SiteWords> = siteFile satisfies SiteFile;

export type PageId = keyof SiteWords["pages"];

/** A page's head: its title and description, and whether search engines should leave it out. */
export interface PageHead {
  title: string;
  description: string;
  noindex?: boolean;
}

/** A page's head in a language: the home page's title is the tagline, and the not-found page stays out of search results. */
export function pageHeadIn(language: Language, page: PageId): PageHead {
  const words = siteWords[language];
  if (page === "home") return { title: words.tagline, description: words.pages.home.description };
  return { ...words.pages[page], ...(page === "notFound" ? { noindex: true } : {}) };
}
