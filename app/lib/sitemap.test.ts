import { describe, expect, test } from "vitest";
import { portfolioItems } from "~/content/portfolio";
import { buildRobotsTxt, buildSitemapXml } from "./sitemap";

describe("sitemap", () => {
  const xml = buildSitemapXml("https://pushpanjalidecor.in");

  test("lists the five pages and every design's page in both languages by canonical URL", () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const designs = portfolioItems.map((item) => `/portfolio/${item.slug}`);
    expect(designs).toHaveLength(10);
    expect(locs).toEqual(
      ["/", "/services", "/portfolio", "/about", "/contact", ...designs].flatMap((path) => [
        `https://pushpanjalidecor.in${path}`,
        `https://pushpanjalidecor.in${path === "/" ? "/gu" : `/gu${path}`}`,
      ]),
    );
  });

  test("names each page's alternates in both languages, English the default", () => {
    const services = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!).filter((url) => url.includes("/services</loc>"));
    expect(services).toHaveLength(2);
    for (const url of services) {
      expect([...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [match[1], match[2]])).toEqual([
        ["en-IN", "https://pushpanjalidecor.in/services"],
        ["gu-IN", "https://pushpanjalidecor.in/gu/services"],
        ["x-default", "https://pushpanjalidecor.in/services"],
      ]);
    }
  });

  test("leaves out the CMS in every language", () => {
    expect(xml).not.toContain("/admin");
  });

  test("is a sitemaps.org urlset", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });
});

describe("robots.txt", () => {
  test("allows everything but the CMS, and names the sitemap by absolute URL", () => {
    expect(buildRobotsTxt("https://pushpanjalidecor.in")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: https://pushpanjalidecor.in/sitemap.xml\n",
    );
  });
});
