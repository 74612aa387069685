import { expect, test } from "@playwright/test";
import { pages } from "./fixtures";

const SITE_URL = "https://pushpanjalidecor.in";

test("sitemap.xml lists exactly the canonical URLs of the five pages", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const canonicals: string[] = [];
  for (const { path } of pages) {
    const html = await (await request.get(path)).text();
    canonicals.push(html.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? "");
  }
  expect(locs).toEqual(canonicals);
  expect(locs).toEqual(pages.map(({ path }) => `${SITE_URL}${path === "/" ? "/" : path}`));
});

test("robots.txt allows crawling and points at the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await response.text();
  expect(text).toContain("User-agent: *\nAllow: /");
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

test("every page shares a 1200 × 630 raster card and has its own short description", async ({ request }) => {
  const descriptions = new Set<string>();
  for (const { path } of [...pages, { path: "/no-such-page" }]) {
    const html = await (await request.get(path)).text();
    const meta = (key: string) => html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
    expect(meta("og:image"), path).toBe(`${SITE_URL}/images/social-card.jpg`);
    expect(meta("og:image:width")).toBe("1200");
    expect(meta("og:image:height")).toBe("630");
    expect(meta("og:image:alt")).toBeTruthy();
    expect(meta("twitter:card")).toBe("summary_large_image");
    const description = meta("description") ?? "";
    expect(description.length, path).toBeGreaterThan(50);
    expect(description.length, path).toBeLessThanOrEqual(160);
    descriptions.add(description);
  }
  expect(descriptions.size).toBe(pages.length + 1);
  const card = await request.get("/images/social-card.jpg");
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/jpeg");
});
