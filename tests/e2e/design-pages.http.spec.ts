import { gzipSync } from "node:zlib";
import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { budgets, kib } from "../perf/page-weight";
import { gujaratiLetters, inGujarati, latinWords } from "./fixtures";

/** Each design's page, in both languages, read as plain HTTP: once per design, not once per browser. */

const SITE_URL = "https://pushpanjalidecor.in";

/** The designs' pages as the portfolio links to them, in its order. */
async function designPaths(request: APIRequestContext, portfolio = "/portfolio"): Promise<string[]> {
  const html = await (await request.get(portfolio)).text();
  const prefix = portfolio.split("?")[0];
  return [...new Set([...html.matchAll(new RegExp(`<a [^>]*href="(${prefix}/[a-z0-9-]+)(?:\\?[^"]*)?"`, "g"))].map((match) => match[1]!))];
}

const decode = (text: string) =>
  text.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">");
const metaOf = (html: string, key: string) => html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
const hrefsOf = (html: string, pattern: string) =>
  [...html.matchAll(new RegExp(`<a [^>]*href="(${pattern}[^"]*)"`, "g"))].map((match) => decode(match[1]!));
/** The address of the page's `<a rel="prev">` or `<a rel="next">`, whatever the order of its attributes. */
const relLink = (html: string, rel: "prev" | "next") =>
  [...html.matchAll(/<a [^>]*>/g)].map(([tag]) => tag).find((tag) => tag.includes(` rel="${rel}"`))?.match(/ href="([^"]+)"/)?.[1];
const textOf = (html: string, element: string) => decode(html.match(new RegExp(`<${element}[^>]*>([^<]*)<`))?.[1] ?? "");

test("every design has its own page in both languages: title, canonical, the WhatsApp links naming it, within the HTML budget", async ({
  request,
}) => {
  const english = await designPaths(request);
  expect(english).toHaveLength(10);
  expect(await designPaths(request, "/gu/portfolio")).toEqual(english.map(inGujarati));
  const titles = new Set<string>();
  for (const path of english.flatMap((path) => [path, inGujarati(path)])) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const heading = textOf(html, "h1");
    expect(heading.length, path).toBeGreaterThan(5);
    const title = textOf(html, "title");
    expect(title.startsWith(`${heading} | `), title).toBe(true);
    titles.add(title);
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${path}"/>`);
    expect(metaOf(html, "description")?.length, path).toBeGreaterThan(50);

    // "Get Similar Design" to the studio, "Share this design" to anyone: both name the design, the share carries its address.
    const chats = hrefsOf(html, "https://wa\\.me/\\d+\\?text=").map((href) => new URL(href).searchParams.get("text") ?? "");
    expect(chats.filter((text) => text.includes(`"${heading}"`)), path).toHaveLength(1);
    const shares = hrefsOf(html, "https://wa\\.me/\\?text=");
    expect(shares, path).toHaveLength(1);
    const shared = new URL(shares[0]!).searchParams.get("text") ?? "";
    expect(shared).toContain(heading);
    expect(shared.endsWith(` ${SITE_URL}${path}`), shared).toBe(true);

    if (path.startsWith("/gu/")) {
      // What a visitor reads and hears, as in gujarati.spec.ts (which opens one design's page in the browser):
      // the text without the scripts, the names of pictures and controls, the head's words, the WhatsApp texts.
      const body = html.slice(html.indexOf("<body"));
      const read = [
        decode(body.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ")),
        ...[...body.matchAll(/ (?:alt|aria-label|title)="([^"]*)"/g)].map((match) => decode(match[1]!)),
        title,
        metaOf(html, "description") ?? "",
        decode(metaOf(html, "og:image:alt") ?? ""),
        ...hrefsOf(html, "https://wa\\.me/").map((href) => new URL(href).searchParams.get("text") ?? ""),
      ];
      for (const text of read) expect(latinWords(text), `${path}: ${text.slice(0, 80)}`).toEqual([]);
      expect(gujaratiLetters(read[0]!), path).toBeGreaterThan(500);
    }

    const gzip = gzipSync(await response.body(), { level: 9 }).length;
    expect(gzip, `${path}: HTML ${kib(gzip)} KiB`).toBeLessThanOrEqual(budgets.html);
  }
  expect(titles.size).toBe(20);
});

test("previous and next walk the designs in the portfolio's order, within the category the visitor came from", async ({ request }) => {
  const english = await designPaths(request);
  const walked = [english[0]!];
  for (let html = await (await request.get(english[0]!)).text(); ; ) {
    const next = relLink(html, "next");
    if (!next) break;
    walked.push(next);
    html = await (await request.get(next)).text();
    expect(relLink(html, "prev")).toBe(walked.at(-2));
  }
  expect(walked).toEqual(english);

  const pooja = await designPaths(request, "/portfolio?category=pooja");
  expect(pooja).toHaveLength(3);
  const html = await (await request.get(`${inGujarati(pooja[1]!)}?category=pooja`)).text();
  expect(relLink(html, "prev")).toBe(`${inGujarati(pooja[0]!)}?category=pooja`);
  expect(relLink(html, "next")).toBe(`${inGujarati(pooja[2]!)}?category=pooja`);
  expect(hrefsOf(html, "/gu/portfolio\\?")).toEqual(["/gu/portfolio?category=pooja"]);
});

test("an unknown design is the not-found page, with a 404, in the language of its address", async ({ request }) => {
  for (const [path, heading] of [
    ["/portfolio/no-such-design", "Oops! Page not found"],
    ["/gu/portfolio/no-such-design", "અરે! આ પાનું મળ્યું નથી"],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(textOf(html, "h1")).toBe(heading);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  }
});

test("every design's page shares its own card: a 1200 × 630 JPEG under 300 KB, made at build time, in the page's language", async ({ request }) => {
  const english = await designPaths(request);
  const cards = new Set<string>();
  for (const path of english.flatMap((path) => [path, inGujarati(path)])) {
    const html = await (await request.get(path)).text();
    const image = metaOf(html, "og:image") ?? "";
    expect(image, path).toMatch(new RegExp(`^${SITE_URL}/images/designs/(en|gu)/[a-z0-9-]+\\.jpg$`));
    expect(image.includes(path.startsWith("/gu/") ? "/gu/" : "/en/"), image).toBe(true);
    expect([metaOf(html, "og:image:width"), metaOf(html, "og:image:height")]).toEqual(["1200", "630"]);
    expect(decode(metaOf(html, "og:image:alt") ?? "").startsWith(`${textOf(html, "h1")}: `), path).toBe(true);
    expect(metaOf(html, "twitter:card")).toBe("summary_large_image");
    expect(metaOf(html, "twitter:image")).toBe(image);

    const card = await request.get(new URL(image).pathname);
    expect(card.status(), image).toBe(200);
    expect(card.headers()["content-type"]).toBe("image/jpeg");
    const bytes = await card.body();
    expect(bytes.length, image).toBeLessThan(300_000);
    const { format, width, height } = await sharp(bytes).metadata();
    expect([format, width, height], image).toEqual(["jpeg", 1200, 630]);
    cards.add(image);
  }
  expect(cards.size).toBe(20);
});
