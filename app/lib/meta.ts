import type { MetaDescriptor } from "react-router";
import type { PageId } from "~/content/site";
import { languageOfPath, languages, languageTag, onSitePath, openGraphLocale, pathInLanguage, pathWithoutLanguage, type Language } from "~/i18n/language";
import type { HeadWords } from "./page-head";
import { toSiteOrigin } from "./site-origin";

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
  page: HeadWords,
  { origin, pathname }: { origin: string; pathname: string },
): MetaDescriptor[] {
  const language = languageOfPath(pathname);
  const { title, image } = page;
  const imageUrl = new URL(image.src, origin).href;
  const url = buildCanonicalUrl(origin, pathname);

  return [
    { title },
    { name: "description", content: page.description },
    ...(page.noindex
      ? [{ name: "robots", content: "noindex" }]
      : [
          { tagName: "link", rel: "canonical", href: url },
          // A page in one language only (a journal post without a twin) has no alternate to name.
          ...(page.languages ? [] : pageAlternates(origin, pathname).map((alternate) => ({ tagName: "link", rel: "alternate", ...alternate }))),
        ]),
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    // A journal post's days are in its page (app/journal/journal-head.tsx).
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: page.siteName },
    { property: "og:locale", content: openGraphLocale[language] },
    ...(page.languages ?? languages)
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
  /** The route's own loader data, which carries its head (`head`). */
  loaderData?: unknown;
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

/**
 * After a form post React Router renders the page without running loaders
 * (docs/decisions/005-quote-form.md), so its head is not in its loader data.
 * The server then makes it from the content, as the loader would have; the
 * browser, hydrating that page, keeps the head the server wrote. The content
 * is imported on the server only: the browser's build drops the branch.
 */
const headWithoutLoaderData: (language: Language, page: PageId) => HeadWords = import.meta.env.SSR
  ? (await import("./page-head")).pageHeadWords
  : headOfDocument;

/** The head as the server wrote it into the document. */
function headOfDocument(): HeadWords {
  const content = (attribute: string) => document.head.querySelector<HTMLMetaElement>(`meta[${attribute}]`)?.content ?? "";
  return {
    title: document.title,
    description: content('name="description"'),
    siteName: content('property="og:site_name"'),
    image: {
      src: content('property="og:image"'),
      width: Number(content('property="og:image:width"')),
      height: Number(content('property="og:image:height"')),
      alt: content('property="og:image:alt"'),
    },
    ...(content('name="robots"') ? { noindex: true } : {}),
  };
}

/**
 * Every page's `meta`: the head its loader made (`head`, app/lib/page-head.ts),
 * or, without loader data, the head of `page` in the language of its path.
 */
export function pageMeta(args: MetaArgsLike, page: PageId): MetaDescriptor[] {
  const { pathname } = args.location;
  const head = (args.loaderData as { head?: HeadWords } | null | undefined)?.head ?? headWithoutLoaderData(languageOfPath(pathname), page);
  return buildMeta(head, { origin: siteOriginFrom(args.matches), pathname });
}
