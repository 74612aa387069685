import { navigation } from "~/content/navigation";
import { buildCanonicalUrl } from "./meta";

/** The five pages, by their canonical URLs (the same ones their `<link rel="canonical">` names). */
export function buildSitemapXml(origin: string): string {
  const urls = navigation
    .map((page) => `  <url>\n    <loc>${buildCanonicalUrl(origin, page.to)}</loc>\n  </url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function buildRobotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", origin).href}\n`;
}
