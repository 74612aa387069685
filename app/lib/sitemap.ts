import { journalListPath, journalPostPath, journalPostsIn, postLanguages } from "~/content/journal";
import { navigation } from "~/content/navigation";
import { portfolioItems } from "~/content/portfolio";
import { languages, pathInLanguage } from "~/i18n/language";
import { buildCanonicalUrl, pageAlternates } from "./meta";

/** Every page search engines may list, by its English path: the five pages, then each design's. */
export const indexablePaths: readonly string[] = [
  ...navigation.map((page) => page.to),
  ...portfolioItems.map((item) => `/portfolio/${item.slug}`),
];

/** One page of the sitemap: its canonical URL, the day it last changed where that is known, and its alternates. */
function urlEntry(loc: string, alternates: readonly { hrefLang: string; href: string }[], lastmod?: string): string {
  return [
    `  <url>`,
    `    <loc>${loc}</loc>`,
    ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
    ...alternates.map(({ hrefLang, href }) => `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${href}"/>`),
    `  </url>`,
  ].join("\n");
}

/**
 * Every indexable page in each language, by its canonical URL (the same one
 * its `<link rel="canonical">` names), each with its alternates in every
 * language, as in the page's head; then the journal in each language, and
 * every post with the day it last changed, and its alternates only when it
 * has a twin in the other language.
 */
export function buildSitemapXml(origin: string): string {
  const canonical = (path: string) => buildCanonicalUrl(origin, path);
  const urls = [
    ...indexablePaths.flatMap((path) => languages.map((language) => urlEntry(canonical(pathInLanguage(language, path)), pageAlternates(origin, path)))),
    ...languages.map((language) => urlEntry(canonical(journalListPath(language)), pageAlternates(origin, journalListPath(language)))),
    ...languages.flatMap((language) =>
      journalPostsIn(language).map((post) => {
        const path = journalPostPath(language, post.slug);
        const alternates = postLanguages(post.slug).length === languages.length ? pageAlternates(origin, path) : [];
        return urlEntry(canonical(path), alternates, post.updated ?? post.date);
      }),
    ),
  ];
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
}

/** The owner's CMS (public/admin/): no page for search engines; its page also says noindex, for links from elsewhere. */
export const cmsPath = "/admin/";

export function buildRobotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: ${cmsPath}\n\nSitemap: ${new URL("/sitemap.xml", origin).href}\n`;
}
