import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { documentPayloadPath } from "../../app/lib/document-payload";
import { fixtureSite } from "../../scripts/fixture-site-path";
import { fixtureBaseURL } from "../playwright.config";
import { readContentFile, services } from "../shared/content";
import { expect, requestTest as test } from "./fixtures";

/**
 * Families' kind words, over plain HTTP: what the real build makes of the
 * tests' own entries (the fixture site, tests/fixtures/content/kind-words/,
 * scripts/fixture-site.ts), and of the site as it ships, with none. The pages'
 * HTML is read as it is sent; a browser reads one page per language in
 * kind-words-fixtures.spec.ts.
 */

const fixtureFolder = join(import.meta.dirname, "../fixtures/content/kind-words");
const fixtures = readdirSync(fixtureFolder).map((name) => JSON.parse(readFileSync(join(fixtureFolder, name), "utf8")));
const headings = readContentFile("content/pages/kind-words.json") as Record<"en" | "gu", { onHome: { title: string }; onService: { title: string }; onDesign: { title: string } }>;

/** A month as a page in `locale` writes it (`February 2026`), as Intl writes it. */
const monthIn = (month: string, locale: string) => new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));

/** The element that opens at `start` (the index of its `<`), through its own end tag. */
function elementAt(html: string, start: number): string {
  const tag = /^<([a-z0-9]+)/.exec(html.slice(start))![1]!;
  const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, "g");
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, match.index + match[0].length);
  }
  throw new Error(`<${tag}> at ${start} is not closed`);
}

/** The element of the page with this opening (`<section id="wedding"`), or `undefined`. */
const element = (html: string, opening: string) => (html.includes(opening) ? elementAt(html, html.indexOf(opening)) : undefined);

/** Each figure of a piece of HTML. */
const figures = (html: string) => [...html.matchAll(/<figure\b/g)].map((match) => elementAt(html, match.index));

/** Text as read: without its tags, React's escapes undone. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replaceAll("&quot;", '"');

/** A figure as the tests read it: the month, the words' language, the name's, the text. */
function read(figure: string) {
  return {
    month: /<time dateTime="([^"]+)"/.exec(figure)?.[1],
    wordsLang: /<blockquote(?: lang="([^"]+)")?/.exec(figure)?.[1],
    nameLang: /<figcaption[^>]*><p[^>]*><span(?: lang="([^"]+)")?>/.exec(figure)?.[1],
    text: textOf(figure),
  };
}

/** Every `@type` and every property named in a block of structured data, however deep. */
const typesAndKeys = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(typesAndKeys)
    : value && typeof value === "object"
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...(key === "@type" ? [String(inner)] : []), ...typesAndKeys(inner)])
      : [];

const get = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
};

test.describe("the tests' own kind words (the fixture site)", () => {
  test.use({ baseURL: fixtureBaseURL });

  test("Home shows the latest three by the month of the occasion, newest first: the words, who said them, the occasion, the service, the month, the design", async ({ request }) => {
    for (const [path, language] of [["/", "en"], ["/gu", "gu"]] as const) {
      const section = element(await get(request, path), '<section id="kind-words"')!;
      expect(section, path).toContain(`<h2 id="kind-words-title"`);
      expect(textOf(section), path).toContain(headings[language].onHome.title);
      const shown = figures(section).map(read);
      expect(shown.map(({ month }) => month), path).toEqual(["2026-02", "2026-01", "2025-12"]);
      for (const figure of figures(section)) {
        expect(figure).toMatch(/^<figure[^>]*><blockquote[^>]*>[\s\S]*<\/blockquote><figcaption[^>]*>[\s\S]*<\/figcaption><\/figure>$/);
      }
    }
    const [birthday, katha, wedding] = figures(element(await get(request, "/"), '<section id="kind-words"')!).map(read);
    expect(birthday!.text).toContain("Rohan and Kavya, Satellite");
    expect(birthday!.text).toContain("A first birthday · Birthday & Anniversary Decoration · February 2026");
    expect(katha!.text).toContain("Our design: Satyanarayan Katha Mandap");
    expect(wedding!.text).toContain("December 2025");
    const gujarati = figures(element(await get(request, "/gu"), '<section id="kind-words"')!).map(read);
    expect(gujarati[0]!.text).toContain("પહેલો જન્મદિવસ · જન્મદિવસ અને લગ્નતિથિની સજાવટ · ફેબ્રુઆરી 2026");
    expect(gujarati[1]!.text).toContain("અમારી ડિઝાઇન: ");
  });

  test("a family's words are quoted as given: in the other language than the page's, marked with its own", async ({ request }) => {
    const english = figures(element(await get(request, "/"), '<section id="kind-words"')!).map(read);
    const gujarati = figures(element(await get(request, "/gu"), '<section id="kind-words"')!).map(read);
    // In both languages; said in Gujarati only; said in English only.
    expect(english.map(({ wordsLang, nameLang }) => [wordsLang, nameLang])).toEqual([[undefined, undefined], ["gu-IN", "gu-IN"], [undefined, undefined]]);
    expect(gujarati.map(({ wordsLang, nameLang }) => [wordsLang, nameLang])).toEqual([[undefined, undefined], [undefined, undefined], ["en-IN", "en-IN"]]);
    expect(english[1]!.text).toContain("કથાના દિવસે સવારે");
    expect(gujarati[2]!.text).toContain("The mandap was ready an hour before the muhurat");
    // Translated by the owner: the words in English, the name and area as said.
    const translated = figures(element(await get(request, "/services"), '<section id="wedding"')!).map(read)[1]!;
    expect(translated).toMatchObject({ wordsLang: undefined, nameLang: "gu-IN" });
    expect(translated.text).toContain("Every guest was delighted with your decoration.");
  });

  test("Services: each service's own in its section, under a heading; a service with none draws nothing, not even the heading", async ({ request }) => {
    for (const [path, language] of [["/services", "en"], ["/gu/services", "gu"]] as const) {
      const html = await get(request, path);
      const months = Object.fromEntries(
        services.map(({ id }) => {
          const section = element(html, `<section id="${id}"`)!;
          const own = element(section, `<section aria-labelledby="${id}-kind-words-title"`);
          if (own) {
            expect(own, `${path} ${id}`).toMatch(new RegExp(`^<section[^>]*><h3 id="${id}-kind-words-title"[^>]*>`));
            expect(textOf(own), `${path} ${id}`).toMatch(new RegExp(`^${headings[language].onService.title}`));
          }
          return [id, own ? figures(own).map((figure) => read(figure).month) : "none"];
        }),
      );
      expect(months, path).toEqual({ wedding: ["2025-12", "2025-10"], pooja: ["2026-01"], birthday: ["2026-02"], corporate: "none", entrance: ["2025-11"], addons: "none" });
      expect(html.match(/-kind-words-title"/g), path).toHaveLength(8);
    }
  });

  test("a design's page shows the words that name it, without a link to itself; a design no entry names, none", async ({ request }) => {
    for (const [path, months] of [
      ["/portfolio/satyanarayan-katha-mandap", ["2026-01"]],
      ["/gu/portfolio/marigold-rose-mandap-canopy", ["2025-10"]],
    ] as const) {
      const html = await get(request, path);
      const section = element(html, '<section aria-labelledby="kind-words-title"')!;
      expect(textOf(section), path).toContain(headings[path.startsWith("/gu") ? "gu" : "en"].onDesign.title);
      expect(figures(section).map((figure) => read(figure).month), path).toEqual(months);
      expect(section, path).not.toContain('href="/portfolio/');
      expect(section, path).not.toContain('href="/gu/portfolio/');
    }
    for (const path of ["/portfolio/haldi-marigold-backdrop", "/gu/portfolio/haldi-marigold-backdrop"]) {
      const html = await get(request, path);
      expect(html, path).not.toContain("kind-words-title");
      expect(html, path).not.toContain("<blockquote");
    }
  });

  test("a photograph goes through the picture pipeline: its sizes and formats, its description in the page's language, no camera data", async ({ request }) => {
    for (const [path, alt] of [
      ["/services", fixtures.find(({ en }) => en.photo)!.en.photoAlt],
      ["/gu/services", fixtures.find(({ en }) => en.photo)!.gu.photoAlt],
    ]) {
      const figure = figures(element(await get(request, path), '<section id="entrance"')!)[0]!;
      expect(figure, path).toMatch(/<source type="image\/avif" srcSet="\/assets\/pictures\/fixture-photograph-[\w-]+-400\.avif 400w/);
      expect(figure, path).toContain(`alt="${alt.replaceAll("'", "&#x27;")}"`);
      const src = /<picture>[\s\S]*<img src="([^"]+)"/.exec(figure)![1]!;
      const bytes = await (await request.get(src)).body();
      expect(bytes.length, src).toBeGreaterThan(1000);
      expect(bytes.includes(Buffer.from("Fixture camera")), src).toBe(false);
      expect(bytes.includes(Buffer.from("Exif")), src).toBe(false);
    }
  });

  test("the family's consent reaches no page, payload, structured data or Worker; no page marks itself up as reviewed or rated", async ({ request }) => {
    const consentMonths = [...new Set(fixtures.map(({ en }) => en.consent.month as string))];
    expect(consentMonths.length).toBeGreaterThan(0);
    const consent = [/consent/i, ...consentMonths.flatMap((month) => [month, monthIn(month, "en-IN"), monthIn(month, "gu-IN")])];
    const paths = ["/", "/gu", "/services", "/gu/services", "/portfolio/satyanarayan-katha-mandap", "/gu/portfolio/marigold-rose-mandap-canopy"];
    for (const path of paths) {
      const html = await get(request, path);
      // The pages do show the kind words: what is checked below is really there.
      expect(html, path).toContain("<blockquote");
      const payloads = [await get(request, documentPayloadPath(path)), await get(request, `${path === "/" ? "/_" : path}.rsc`)];
      for (const [what, body] of [["HTML", html], ["payload", payloads[0]!], ["navigation payload", payloads[1]!]] as const) {
        for (const value of consent) expect(body.match(value), `${path} ${what}: ${value}`).toBeNull();
      }
      const structuredData = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => match[1]!);
      const marked = structuredData.flatMap((block) => typesAndKeys(JSON.parse(block)));
      // The home page's business, which a review would be about, is read here.
      if (path === "/" || path === "/gu") expect(marked, path).toContain("Florist");
      expect(marked.filter((name) => /review|rating/i.test(name)), path).toEqual([]);
      for (const { en, gu } of fixtures) for (const words of [en.words, gu.words].filter(Boolean)) expect(structuredData.join("\n"), path).not.toContain(words.slice(0, 30));
    }
    // Nor the Worker's code, which carries the kind words' other fields.
    const server = join(fixtureSite, "build/server");
    const workerCode = readdirSync(server, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"));
    const code = workerCode.map((file) => readFileSync(join(server, file), "utf8")).join("\n");
    expect(code).toContain("Rohan and Kavya");
    for (const month of consentMonths) expect(code).not.toContain(month);
  });
});

test.describe("the site as it ships: no kind words", () => {
  test("Home, Services and a design's page draw no section for them, nor its heading, in either language", async ({ request }) => {
    for (const path of ["/", "/services", "/portfolio/satyanarayan-katha-mandap", "/portfolio/marigold-rose-mandap-canopy"]) {
      for (const [address, language] of [[path, "en"], [path === "/" ? "/gu" : `/gu${path}`, "gu"]] as const) {
        const html = await get(request, address);
        expect(html, address).not.toContain("kind-words-title");
        expect(html, address).not.toContain("<blockquote");
        for (const { title } of [headings[language].onHome, headings[language].onService, headings[language].onDesign]) {
          expect(textOf(html), address).not.toContain(title);
        }
      }
    }
  });
});
