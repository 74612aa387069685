import { describe, expect, test, vi } from "vitest";
import type { JournalPost } from "~/content/journal";
import { portfolioItems } from "~/content/portfolio";
import { buildRobotsTxt, buildSitemapXml } from "./sitemap";

/** A journal of four posts: one in both languages (updated in English), one in English only, one in Gujarati only. */
vi.mock("virtual:journal-posts", () => {
  const post = (language: "en" | "gu", slug: string, date: string, updated?: string): Partial<JournalPost> => ({ language, slug, date, ...(updated ? { updated } : {}), services: ["wedding"] });
  return {
    posts: [post("en", "only-english", "2026-11-20"), post("en", "twins", "2026-11-01", "2026-11-15"), post("gu", "only-gujarati", "2026-11-12"), post("gu", "twins", "2026-11-02")],
    bodies: {},
    feeds: {},
    feedXml: {},
  };
});

describe("sitemap", () => {
  const xml = buildSitemapXml("https://pushpanjalidecor.in");
  /** Each `<url>` as its address, its lastmod and its alternates as [hreflang, href]. */
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(url!)?.[1],
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(url!)?.[1],
    alternates: [...url!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [match[1], match[2]]),
  }));

  test("lists the five pages, every design's page and the journal in both languages, then each language's posts, by canonical URL", () => {
    const designs = portfolioItems.map((item) => `/portfolio/${item.slug}`);
    expect(designs).toHaveLength(10);
    expect(urls.map(({ loc }) => loc)).toEqual([
      ...["/", "/services", "/portfolio", "/about", "/contact", ...designs, "/journal"].flatMap((path) => [
        `https://pushpanjalidecor.in${path}`,
        `https://pushpanjalidecor.in${path === "/" ? "/gu" : `/gu${path}`}`,
      ]),
      "https://pushpanjalidecor.in/journal/only-english",
      "https://pushpanjalidecor.in/journal/twins",
      "https://pushpanjalidecor.in/gu/journal/only-gujarati",
      "https://pushpanjalidecor.in/gu/journal/twins",
    ]);
  });

  test("gives each post the day it last changed, and no other page a day", () => {
    expect(urls.filter(({ lastmod }) => lastmod).map(({ loc, lastmod }) => [loc!.replace("https://pushpanjalidecor.in", ""), lastmod])).toEqual([
      ["/journal/only-english", "2026-11-20"],
      ["/journal/twins", "2026-11-15"],
      ["/gu/journal/only-gujarati", "2026-11-12"],
      ["/gu/journal/twins", "2026-11-02"],
    ]);
  });

  test("names a post's alternates only when it has a twin in the other language", () => {
    const alternatesOf = (path: string) => urls.find(({ loc }) => loc === `https://pushpanjalidecor.in${path}`)!.alternates;
    const twins = [
      ["en-IN", "https://pushpanjalidecor.in/journal/twins"],
      ["gu-IN", "https://pushpanjalidecor.in/gu/journal/twins"],
      ["x-default", "https://pushpanjalidecor.in/journal/twins"],
    ];
    expect(alternatesOf("/journal/twins")).toEqual(twins);
    expect(alternatesOf("/gu/journal/twins")).toEqual(twins);
    expect(alternatesOf("/journal/only-english")).toEqual([]);
    expect(alternatesOf("/gu/journal/only-gujarati")).toEqual([]);
    expect(alternatesOf("/gu/journal")).toEqual([
      ["en-IN", "https://pushpanjalidecor.in/journal"],
      ["gu-IN", "https://pushpanjalidecor.in/gu/journal"],
      ["x-default", "https://pushpanjalidecor.in/journal"],
    ]);
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
