import { pageHeadIn, siteWords, type PageId } from "~/content/site";
import { languages, type Language } from "~/i18n/language";
import { sharingCardSize, siteCardPath } from "~/pictures/sharing-card-path";

/**
 * A page's head in its language, made on the server from the content
 * (`content/pages/site.json`) and handed to the route's `meta` as loader data:
 * the browser's `meta` then carries no page's words, in neither language
 * (docs/decisions/007-performance.md, "The pages' heads"). No `server-only`
 * here: `meta` calls it while the document is rendered after a form post
 * (app/lib/meta.ts).
 */

/**
 * What a page's head says in its language, as the server makes it
 * (below) and hands it to the page's `meta` (app/lib/meta.ts) in its loader data:
 * `meta` runs in the browser too, on every page the app shows, and this way
 * the browser carries no page's words.
 */
export interface HeadWords {
  /** The whole title, with the tagline where the page's own title lacks the business name. */
  title: string;
  description: string;
  /** The business's name in the page's language (`og:site_name`). */
  siteName: string;
  /** The picture a shared link shows. */
  image: { src: string; width: number; height: number; alt: string };
  /** Pages that must stay out of search results (the not-found page). */
  noindex?: boolean;
  /** The languages the page is written in, when not every one (a journal post without a twin). */
  languages?: Language[];
  /** Open Graph's type when not `website`: a journal post is an `article`. */
  type?: "article";
}

/** A page's own head: its title without the tagline, its description, and its picture if it has one. */
export interface PageMeta {
  title: string;
  description: string;
  /** Pages that must stay out of search results (the not-found page). */
  noindex?: boolean;
  /** The picture a shared link shows; the site's card in the page's language when left out. */
  image?: HeadWords["image"];
  /** The languages the page is written in, when not every one. */
  languages?: Language[];
  type?: HeadWords["type"];
}

/** Spec §1: a title without the business name gets the tagline appended, in the page's language. */
export function buildTitle(title: string, language: Language): string {
  const { name, tagline } = siteWords[language];
  return title.includes(name) ? title : `${title} | ${tagline}`;
}

/** The head of a page with words of its own (a design's page). */
export function headWords(language: Language, page: PageMeta): HeadWords {
  const { name, socialCard } = siteWords[language];
  return {
    title: buildTitle(page.title, language),
    description: page.description,
    siteName: name,
    image: page.image ?? { src: siteCardPath(language), ...sharingCardSize, alt: socialCard.alt },
    ...(page.noindex ? { noindex: true } : {}),
    ...(page.languages && page.languages.length < languages.length ? { languages: page.languages } : {}),
    ...(page.type ? { type: page.type } : {}),
  };
}

/** The head of one of the site's pages, from `content/pages/site.json`. */
export function pageHeadWords(language: Language, page: PageId): HeadWords {
  return headWords(language, pageHeadIn(language, page));
}
