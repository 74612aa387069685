import { navigation } from "~/content/navigation";
import { languages, pathInLanguage } from "~/i18n/language";
import { buildCanonicalUrl, pageAlternates } from "./meta";

/**
 * The five pages in each language, by their canonical URLs (the same ones
 * their `<link rel="canonical">` names), each with its alternates in every
 * language, as in the page's head.
 */
export function buildSitemapXml(origin: string): string {
  const urls = navigation.flatMap((page) =>
    languages.map((language) => {
      const alternates = pageAlternates(origin, page.to).map(
        ({ hrefLang, href }) => `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${href}"/>`,
      );
      return [`  <url>`, `    <loc>${buildCanonicalUrl(origin, pathInLanguage(language, page.to))}</loc>`, ...alternates, `  </url>`].join("\n");
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

export function buildRobotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", origin).href}\n`;
}
