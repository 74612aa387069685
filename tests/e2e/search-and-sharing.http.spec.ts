import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { journalPosts } from "../shared/content";
import { inGujarati, pages } from "./fixtures";

const SITE_URL = "https://pushpanjalidecor.in";

/** A page's `<link rel="alternate" hreflang>` entries, as [hreflang, href]. */
function alternatesOf(html: string): string[][] {
  return [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [match[1]!, match[2]!]);
}

test("sitemap.xml lists exactly the canonical URLs of the five pages, every design's page and the journal's in both languages, and every post", async ({ request }) => {
  const portfolio = await (await request.get("/portfolio")).text();
  const designs = [...new Set([...portfolio.matchAll(/<a [^>]*href="(\/portfolio\/[a-z0-9-]+)"/g)].map((match) => match[1]!))];
  expect(designs).toHaveLength(10);
  const everyPage = [
    ...[...pages.map(({ path }) => path), ...designs, "/journal"].flatMap((path) => [path, inGujarati(path)]),
    ...journalPosts("en").map(({ slug }) => `/journal/${slug}`),
    ...journalPosts("gu").map(({ slug }) => inGujarati(`/journal/${slug}`)),
  ];
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const canonicals: string[] = [];
  for (const path of everyPage) {
    const html = await (await request.get(path)).text();
    canonicals.push(html.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? "");
  }
  expect(locs).toEqual(canonicals);
  expect(locs).toEqual(everyPage.map((path) => `${SITE_URL}${path}`));
});

test("each page and its translation name each other, by absolute URL, with English as the default", async ({ request }) => {
  for (const { path } of pages) {
    const english = `${SITE_URL}${path}`;
    const gujarati = `${SITE_URL}${inGujarati(path)}`;
    const expected = [["en-IN", english], ["gu-IN", gujarati], ["x-default", english]];
    for (const url of [english, gujarati]) {
      const html = await (await request.get(new URL(url).pathname)).text();
      expect(alternatesOf(html), url).toEqual(expected);
    }
  }
});

test("robots.txt allows crawling but the CMS and points at the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await response.text();
  expect(text).toContain("User-agent: *\nAllow: /\nDisallow: /admin/\n");
  expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

test("the home page embeds the business as schema.org structured data", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!));
  expect(blocks).toHaveLength(1);
  const business = blocks[0];
  expect(business["@type"]).toBe("Florist");
  expect(business.name).toBe("Pushpanjali Decor");
  expect(business.telephone).toBe("+919876543210");
  expect(business.address.postalCode).toBe("380061");
  expect(business.openingHoursSpecification[0].opens).toBe("08:00");
  expect(business.url).toBe(`${SITE_URL}/`);
});

test("every page shares the site's card in its language, 1200 × 630, and has its own short description", async ({ request }) => {
  const descriptions = new Set<string>();
  for (const { path } of [...pages, { path: "/no-such-page" }]) {
    for (const [language, address] of [["en", path], ["gu", inGujarati(path)]] as const) {
      const html = await (await request.get(address)).text();
      const meta = (key: string) => html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
      expect(meta("og:image"), address).toBe(`${SITE_URL}/images/cards/${language}.jpg`);
      expect(meta("twitter:image"), address).toBe(`${SITE_URL}/images/cards/${language}.jpg`);
      expect(meta("og:image:width"), address).toBe("1200");
      expect(meta("og:image:height"), address).toBe("630");
      expect(meta("og:image:alt"), address).toBeTruthy();
      expect(meta("twitter:card"), address).toBe("summary_large_image");
      if (language === "en") {
        const description = meta("description") ?? "";
        expect(description.length, path).toBeGreaterThan(50);
        expect(description.length, path).toBeLessThanOrEqual(160);
        descriptions.add(description);
      }
    }
  }
  expect(descriptions.size).toBe(pages.length + 1);
});

test("the site's two cards are JPEGs of 1200 × 630 under 300 KB, each its own", async ({ request }) => {
  const cards: Buffer[] = [];
  for (const path of ["/images/cards/en.jpg", "/images/cards/gu.jpg"]) {
    const card = await request.get(path);
    expect(card.status(), path).toBe(200);
    expect(card.headers()["content-type"], path).toBe("image/jpeg");
    const bytes = await card.body();
    // WhatsApp drops a link's preview whose picture is larger.
    expect(bytes.length, path).toBeLessThan(300_000);
    const { format, width, height } = await sharp(bytes).metadata();
    expect([format, width, height], path).toEqual(["jpeg", 1200, 630]);
    cards.push(bytes);
  }
  expect(cards[0]!.equals(cards[1]!)).toBe(false);
});

test("the tab and search-result icon is a 48 px PNG, also answered at /favicon.ico", async ({ request }) => {
  const html = await (await request.get("/")).text();
  // One raster icon: an SVG icon would be drawn on the main thread while the page starts.
  expect([...html.matchAll(/<link rel="icon"[^>]*>/g)].map(([link]) => link)).toEqual([
    '<link rel="icon" href="/favicon.png" type="image/png" sizes="48x48"/>',
  ]);
  const png = await request.get("/favicon.png");
  expect(png.headers()["content-type"]).toBe("image/png");
  const bytes = await png.body();
  // PNG signature, then the IHDR width and height.
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([48, 48]);
  // Crawlers and older clients ask for /favicon.ico without reading the page.
  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect((await ico.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
});
