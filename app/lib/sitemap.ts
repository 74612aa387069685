import { navigation } from "~/content/navigation";
import { portfolioItems } from "~/content/portfolio";
import { languages, pathInLanguage } from "~/i18n/language";
import { buildCanonicalUrl, pageAlternates } from "./meta";

/** Every page search engines may list, by its English path: the five pages, then each design's. */
export const indexablePaths: readonly string[] = [
  ...navigation.map((page) => page.to),
  ...portfolioItems.map((item) => `/portfolio/${item.slug}`),
];

/**
 * Every indexable page in each language, by its canonical URL (the same one
 * its `<link rel="canonical">` names), each with its alternates in every
 * language, as in the page's head.
 */
export function buildSitemapXml(origin: string): string {
  const urls = indexablePaths.flatMap((path) =>
    languages.map((language) => {
      const alternates = pageAlternates(origin, path).map(
        ({ hrefLang, href }) => `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${href}"/>`,
      );
      return [`  <url>`, `    <loc>${buildCanonicalUrl(origin, pathInLanguage(language, path))}</loc>`, ...alternates, `  </url>`].join("\n");
    }),
  );
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
