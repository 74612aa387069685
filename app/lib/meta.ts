import type { MetaDescriptor } from "react-router";
import { pageHeadIn, siteWords, type PageId } from "~/content/site";
import { languageOfPath, languages, languageTag, onSitePath, openGraphLocale, pathInLanguage, pathWithoutLanguage, type Language } from "~/i18n/language";
import { sharingCardSize, siteCardPath } from "~/pictures/sharing-card-path";
import { toSiteOrigin } from "./site-origin";

export interface PageMeta {
  title: string;
  description: string;
  /** Pages that must stay out of search results (the not-found page). */
  noindex?: boolean;
  /** The picture a shared link shows; the site's card in the page's language when left out. */
  image?: { src: string; width: number; height: number; alt: string };
}

/** Spec §1: a title without the business name gets the tagline appended, in the page's language. */
export function buildTitle(title: string, language: Language): string {
  const { name, tagline } = siteWords[language];
  return title.includes(name) ? title : `${title} | ${tagline}`;
}

/**
 * The page in every language, each with its `hreflang`, and English again as
 * the default for visitors whose language is neither (`x-default`): for the
 * page's head and the sitemap.
 */
export function pageAlternates(origin: string, pathname: string): { hrefLang: string; href: string }[] {
  const path = pathWithoutLanguage(new URL(buildCanonicalUrl(origin, pathname)).pathname);
  const alternate = (hrefLang: string, language: Language) => ({ hrefLang, href: new URL(onSitePath(pathInLanguage(language, path)), origin).href });
  return [...languages.map((language) => alternate(languageTag[language], language)), alternate("x-default", "en")];
}

/** Origin + path, without query string or fragment, and no trailing slash except for `/`; always on `origin`. */
export function buildCanonicalUrl(origin: string, pathname: string): string {
  const path = pathname.split(/[?#]/)[0]!.replace(/\/+$/, "") || "/";
  return new URL(onSitePath(path), origin).href;
}

/** Every route's `meta` export goes through here. */
export function buildMeta(
  page: PageMeta,
  { origin, pathname }: { origin: string; pathname: string },
): MetaDescriptor[] {
  const language = languageOfPath(pathname);
  const title = buildTitle(page.title, language);
  const image = page.image ?? { src: siteCardPath(language), ...sharingCardSize, alt: siteWords[language].socialCard.alt };
  const imageUrl = new URL(image.src, origin).href;
  const url = buildCanonicalUrl(origin, pathname);

  return [
    { title },
    { name: "description", content: page.description },
    ...(page.noindex
      ? [{ name: "robots", content: "noindex" }]
      : [{ tagName: "link", rel: "canonical", href: url }, ...pageAlternates(origin, pathname).map((alternate) => ({ tagName: "link", rel: "alternate", ...alternate }))]),
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteWords[language].name },
    { property: "og:locale", content: openGraphLocale[language] },
    ...languages
      .filter((other) => other !== language)
      .map((other) => ({ property: "og:locale:alternate", content: openGraphLocale[other] })),
    ...(page.noindex ? [] : [{ property: "og:url", content: url }]),
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  ];
}

interface MetaArgsLike {
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

/**
 * The site origin comes from the root loader (it reads `SITE_URL` on the
 * server); `meta` runs in the browser too, where that variable is unknown.
 * A page rendered after a refused form post has no loader data: the fallback.
 */
export function siteOriginFrom(matches: MetaArgsLike["matches"]): string {
  const rootData = matches.find((match) => match?.id === "root")?.loaderData;
  return toSiteOrigin((rootData as { siteOrigin?: unknown } | undefined)?.siteOrigin);
}

/** A page's `meta`: its title and description (`content/pages/site.json`) in the language of its path. */
export function pageMetaIn(args: MetaArgsLike, page: PageId): MetaDescriptor[] {
  return pageMeta(args, pageHeadIn(languageOfPath(args.location.pathname), page));
}

/** Shorthand for route modules: `export const meta = (args) => pageMeta(args, {...})`. */
export function pageMeta(args: MetaArgsLike, page: PageMeta): MetaDescriptor[] {
  return buildMeta(page, { origin: siteOriginFrom(args.matches), pathname: args.location.pathname });
}
