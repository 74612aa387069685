import { describe, expect, test } from "vitest";
import { buildRobotsTxt, buildSitemapXml } from "./sitemap";

describe("sitemap", () => {
  const xml = buildSitemapXml("https://pushpanjalidecor.in");

  test("lists the five pages by canonical URL", () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      "https://pushpanjalidecor.in/",
      "https://pushpanjalidecor.in/services",
      "https://pushpanjalidecor.in/portfolio",
      "https://pushpanjalidecor.in/about",
      "https://pushpanjalidecor.in/contact",
    ]);
  });

  test("is a sitemaps.org urlset", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });
});

describe("robots.txt", () => {
  test("allows everything and names the sitemap by absolute URL", () => {
    expect(buildRobotsTxt("https://pushpanjalidecor.in")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://pushpanjalidecor.in/sitemap.xml\n",
    );
  });
});
