import axe from "axe-core";
import type { Browser, Locator } from "@playwright/test";
import {
  addressLines,
  clippedLinks,
  coveredBy,
  emailAddressItems,
  emailAddressLayouts,
  endOfPageThenScroll,
  holdsStill,
  renderedLines,
  whatsAppOverFooter,
} from "../shared/in-page";
import { expect, gujaratiLetters, latinWords, type Page } from "./fixtures";

/**
 * What holds on every page, whatever page it is: each check takes a page the
 * visitor has open and asserts one thing they rely on. every-page.ts
 * runs them all on one visit of each page (a page opened once serves every
 * check that reads it in the same state).
 */

const SITE_URL = "https://pushpanjalidecor.in";

/** The page's title, its one heading, its language, and the tags a search engine or WhatsApp reads. */
export async function expectTitleAndSharingTags(page: Page, { path, heading, title }: { path: string; heading: string; title: string }) {
  await expect(page).toHaveTitle(title);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  const canonical = path === "/" ? `${SITE_URL}/` : `${SITE_URL}${path}`;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_IN");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${SITE_URL}/images/cards/en.jpg`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
}

/** Where the page's inline payload goes on in the next script. */
const payloadCut = /"\)<\/script><script nonce="[^"]*">\(self\.__FLIGHT_DATA\|\|=\[\]\)\.push\("/g;

/**
 * An entry in the manifest for a route under /admin/ (the CMS's sign-in, the
 * owner's insights: app/routes.ts), as the page's inline payload escapes it.
 */
const adminRoutesInManifest = /\\"id\\":\\"(?:\.\.\/routes\/|gu\/)admin-[a-z-]+\\",\\"parentId\\":\\"root\\",\\"path\\":\\"admin\/[a-z./-]+\\"/g;

/**
 * The CMS lives at /admin/ and nowhere else (docs/decisions/011-owner-editing.md):
 * a public page's HTML names nothing of it. React Router's route manifest
 * lists every route (routeDiscovery "initial"), the CMS's two sign-in routes
 * and the insights' among them, as patterns nothing fetches; besides those,
 * nothing may name the CMS.
 * The payload is streamed in several inline scripts, cut anywhere: joined
 * first, so an entry cut in two is still recognised as one.
 */
export function cmsNamedIn(html: string): string[] {
  const rest = html.replaceAll(payloadCut, "").replaceAll(adminRoutesInManifest, "");
  return rest.match(/.{0,60}(admin|decap).{0,60}/gi) ?? [];
}

/** The addresses under /admin/ among `requested`: a public page fetches not a byte of the CMS. */
export const cmsRequests = (requested: string[]) => requested.filter((url) => new URL(url).pathname.startsWith("/admin"));

/** Every picture has alt text (more than 10 letters in the page's content), and loads once scrolled to. */
export async function expectPicturesLoadWithAlt(page: Page) {
  // Decorative images (the logo beside the business name) carry an empty alt;
  // every picture in the page content describes what it shows.
  const alts = await page.locator("img").evaluateAll((all) => all.map((image) => ({ alt: image.getAttribute("alt"), inMain: !!image.closest("main") })));
  expect(alts.length).toBeGreaterThan(0);
  for (const { alt, inMain } of alts) {
    expect(alt).not.toBeNull();
    if (inMain) expect(alt!.length).toBeGreaterThan(10);
  }
  for (const image of await page.locator("img").all()) await image.scrollIntoViewIfNeeded();
  // Until each has come: one that fails stays complete with no width, and the poll ends on it.
  const notLoaded = () =>
    page
      .locator("img")
      .evaluateAll((images) => (images as HTMLImageElement[]).filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.getAttribute("src")));
  await expect.poll(notLoaded, { message: "pictures that did not load", timeout: 15_000 }).toEqual([]);
}

/** How far the page can be scrolled sideways: it must not be. */
export const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Every link and button a finger can reach is at least 44 × 44 px. */
export async function smallTapTargets(page: Page) {
  return page.locator("a:visible:not(.sr-only), button:visible").evaluateAll((targets) =>
    targets
      .map((target) => {
        // A card's link stretches over the whole card (app.css, .link-card).
        const box = (target.matches(".link-card-link") ? target.closest(".link-card")! : target).getBoundingClientRect();
        return { name: (target.textContent ?? "").trim().slice(0, 40) || target.getAttribute("href"), width: box.width, height: box.height };
      })
      .filter((target) => target.width < 44 || target.height < 44),
  );
}

/** The navigation marks the page the visitor is on, and shows it apart from the others. */
export async function expectCurrentPageHighlighted(page: Page, path: string) {
  const nav = page.getByRole("navigation", { name: "Main", exact: true });
  const current = nav.locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute("href", path);
  const style = await current.evaluate((link) => getComputedStyle(link).backgroundColor);
  const other = nav.locator('a:not([aria-current="page"])').first();
  expect(style).not.toBe(await other.evaluate((link) => getComputedStyle(link).backgroundColor));
}

/** WCAG 2.2 A and AA, as axe-core tags its rules. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * The WCAG 2.2 A/AA violations axe-core finds in the page (or in the part `within` selects),
 * and any content outside every landmark (`region`, a best practice axe tags with no WCAG
 * rule: a screen reader that moves from landmark to landmark would pass it by).
 *
 * axe-core's own API (its `source` in the page, then `axe.run`), asked for violations only:
 * @axe-core/playwright's `analyze()` also gathers every passing node in the page and
 * hands them, as JSON, to a second page it opens to merge the results of cross-origin
 * frames, which the site has none of its own (the map is Google's). On this suite's pages
 * that took 2.7 times as long for the same violations (docs/decisions/013-test-browsers.md).
 */
export async function axeViolations(page: Page, within?: string) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    ({ context, tags }) =>
      window.axe
        .run(context ?? document, { runOnly: { type: "tag", values: tags }, rules: { region: { enabled: true } }, resultTypes: ["violations"], iframes: false })
        .then((results) => results.violations),
    { context: within, tags: wcagTags },
  );
  return violations.map(({ id, help, nodes }) => `${id}: ${help} (${nodes.map((node) => node.target.join(" ")).join(", ")})`);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/**
 * axe runs as a script in the page, so a page without JavaScript is checked in
 * a context that has it but fetches none of the site's own: the HTML and CSS
 * are exactly what a visitor without JavaScript gets.
 */
export async function pageAsWithoutJavaScript(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: true });
  await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
  return { page: await context.newPage(), close: () => context.close() };
}

/** Walks the page with Tab, up to 80 stops, and returns the focused elements that show no focus ring. */
export async function focusWithoutRing(page: Page) {
  const unmarked: string[] = [];
  for (let step = 0; step < 80; step++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      // Focus inside the map frame is the map page's to show.
      if (element.tagName === "IFRAME") return { label: "IFRAME", ring: true };
      // A card's link stretches over the card, and the card shows the ring (app.css, .link-card).
      const style = getComputedStyle(element.matches(".link-card-link") ? element.closest(".link-card")! : element);
      const ring = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
      // A date field's calendar button has the focus inside the field: the
      // field then matches neither :focus nor :focus-visible, and Chromium
      // rings the button itself.
      const calendarButton = element.matches('input[type="date"]:not(:focus)');
      return { label: `${element.tagName} ${element.id || element.textContent?.trim().slice(0, 30)}`, ring: ring || calendarButton };
    });
    if (!focused) break;
    if (!focused.ring) unmarked.push(focused.label);
  }
  return unmarked;
}

/** Scrolls to the end of the page and waits until it stays there (pictures, the map frame or a font arriving late move it). */
export async function scrollToTheEnd(page: Page) {
  await expect.poll(holdsStill(() => page.evaluate(endOfPageThenScroll), 150), { message: "at the end of the page", intervals: [100], timeout: 15_000 }).toBe(true);
}

/** The footer's links and buttons the floating WhatsApp button covers or touches, at the end of the page. */
export function footerLinksUnderWhatsApp(page: Page) {
  // Touching counts as covering (a finger on the edge of one lands on the other); at 1280 px they stand 8 px apart.
  return page.evaluate(coveredBy, whatsAppOverFooter);
}

/**
 * What the page's first paint waits for (HTML's `<link rel="expect" blocking="render">`): each
 * link's element, whether the link is in the head (a browser honours it only there) and
 * whether the page has that element (without it, the paint waits for the whole document).
 */
export const firstPaintWaitsFor = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel~="expect"]')].map((link) => {
      const id = decodeURIComponent(new URL(link.href).hash.slice(1));
      return { id, inHead: link.parentElement === document.head, blocksRender: (link.getAttribute("blocking") ?? "").split(/\s+/).includes("render"), found: document.getElementById(id) !== null };
    }),
  );

/** The studio's e-mail address wraps, if it must, only after its @. */
export async function expectEmailAddressesWhole(page: Page, where: string) {
  const addresses = await page.evaluate(renderedLines, emailAddressItems);
  expect(addresses.length, where).toBeGreaterThan(0);
  for (const lines of addresses) expect(emailAddressLayouts, where).toContainEqual(addressLines(lines));
}

/** The services page's jump links whose text is cut. */
export const clippedJumpLinks = (page: Page) => page.evaluate(clippedLinks, 'nav[aria-label="Services on this page"] ul');

/** The Gujarati font files the page has loaded, with their sizes (once every font it asked for has come or failed). */
export function gujaratiFontFiles(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return performance
      .getEntriesByType("resource")
      .filter((entry) => /noto-sans-gujarati-[^/]*\.woff2$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ url: entry.name, bytes: (entry as PerformanceResourceTiming).encodedBodySize }));
  });
}

/** A Gujarati page uses the Gujarati font it loaded: for its text and its heading. */
export async function expectSetInGujaratiFont(page: Page, path: string) {
  const used = await page.evaluate(async () => {
    await document.fonts.ready;
    return {
      loaded: [...document.fonts].filter((face) => face.family.replaceAll('"', "") === "Noto Sans Gujarati" && face.status === "loaded").length,
      body: getComputedStyle(document.body).fontFamily,
      heading: getComputedStyle(document.querySelector("h1")!).fontFamily,
      rendersInIt: document.fonts.check('16px "Noto Sans Gujarati"', "પુષ્પાંજલિ"),
    };
  });
  expect(used.loaded, path).toBeGreaterThan(0);
  expect(used.body, path).toMatch(/^"?Noto Sans Gujarati"?,/);
  expect(used.heading, path).toContain("Noto Sans Gujarati");
  expect(used.rendersInIt, path).toBe(true);
}

/**
 * A family's words quoted as given (their kind words) in another language
 * than the page's: a quotation's words, or its caption's, marked with their
 * language.
 */
export const quotedInAnotherLanguage = 'figure blockquote[lang]:not([lang|="gu"]), figure figcaption [lang]:not([lang|="gu"])';

/**
 * Everything on the page a visitor reads or hears is in Gujarati: its text, the names and
 * descriptions in attributes, its title and description; but a family's words quoted in the
 * language they said them in, marked with it, and only those.
 */
export async function expectAllInGujarati(page: Page) {
  const read = await page.evaluate((quoted) => {
    const attributes = [...document.querySelectorAll("[alt], [aria-label], [title], [placeholder]")].flatMap((element) =>
      ["alt", "aria-label", "title", "placeholder"].map((name) => element.getAttribute(name) ?? ""),
    );
    const text = [...document.querySelectorAll<HTMLElement>(quoted)].reduce((rest, element) => rest.replace(element.innerText, " "), document.body.innerText);
    return {
      text,
      attributes: attributes.join("\n"),
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
    };
  }, quotedInAnotherLanguage);
  for (const [what, text] of Object.entries(read)) {
    expect(latinWords(text), `${what} in Latin letters`).toEqual([]);
    expect(gujaratiLetters(text), `${what} in Gujarati letters`).toBeGreaterThan(what === "text" ? 500 : 20);
  }
}

/** Every WhatsApp chat the page opens starts with a message in Gujarati. */
export async function expectWhatsAppInGujarati(page: Page) {
  const hrefs = await page.locator('a[href^="https://wa.me/"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  expect(hrefs.length).toBeGreaterThan(2);
  for (const href of hrefs) {
    const text = new URL(href).searchParams.get("text") ?? "";
    expect(latinWords(text), text).toEqual([]);
    expect(gujaratiLetters(text), text).toBeGreaterThan(15);
  }
}

/** A page's questions as it shows them, and as its `FAQPage` data tells search engines: each question, its answer and its address. */
export function questionsShownAndTold(page: Page) {
  return page.evaluate(() => {
    const told = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? "null"))
      .filter((data) => data?.["@type"] === "FAQPage");
    const shown = [...document.querySelectorAll("main details")].map((details) => ({
      id: details.querySelector("summary ~ * [id]")?.id,
      question: details.querySelector("summary")?.textContent,
      answer: details.querySelector("summary ~ *")?.textContent,
    }));
    return {
      faqPages: told.length,
      told: told.flatMap((data) =>
        (data.mainEntity as { url: string; name: string; acceptedAnswer: { text: string } }[]).map((question) => ({
          id: new URL(question.url).hash.slice(1),
          question: question.name,
          answer: question.acceptedAnswer.text,
        })),
      ),
      shown,
    };
  });
}

/**
 * What search engines read of the page's questions is what the page shows,
 * word for word and in the same order: each question its `<summary>`, each
 * answer the text under it, a link as its words.
 */
export async function expectQuestionsToldAsShown(page: Page) {
  const { faqPages, told, shown } = await questionsShownAndTold(page);
  expect(faqPages, "one FAQPage").toBe(1);
  expect(shown.length).toBeGreaterThan(1);
  expect(told).toEqual(shown);
}

/** The question's `<details>`, found by its words; its answer is what follows its `<summary>`. */
const questionNamed = (page: Page, question: string) => page.locator("main details").filter({ has: page.locator("summary", { hasText: question }) });
const answerOf = (details: Locator) => details.locator("summary ~ *");

/** A question opens to its answer by a click and closes by another, and opens and closes from the keyboard (Enter, Space), with or without JavaScript. */
export async function expectQuestionsOpenAndClose(page: Page) {
  const { shown } = await questionsShownAndTold(page);
  const [first, second] = [questionNamed(page, shown[0]!.question!), questionNamed(page, shown[1]!.question!)];
  await expect(answerOf(first)).toBeHidden();
  await first.locator("summary").click();
  await expect(answerOf(first)).toBeVisible();
  await expect(answerOf(first)).toHaveText(shown[0]!.answer!);
  await first.locator("summary").click();
  await expect(answerOf(first)).toBeHidden();

  await second.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(answerOf(second)).toBeVisible();
  await page.keyboard.press("Space");
  await expect(answerOf(second)).toBeHidden();
}

/** A visitor who arrives by a question's own link (its page's address and `#` its address) finds it open, its question at the top of the screen below the header. */
export async function expectQuestionOpenOnArrival(page: Page, path: string) {
  const { shown } = await questionsShownAndTold(page);
  const { id, question } = shown.at(-1)!;
  await page.goto("about:blank");
  await page.goto(`${path}#${id}`);
  const details = questionNamed(page, question!);
  await expect(details).toHaveAttribute("open", "");
  await expect(answerOf(details)).toBeVisible();
  const landsBelowHeader = () =>
    details.locator("summary").evaluate((summary) => {
      const anchorsLand = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
      return Math.abs(summary.getBoundingClientRect().top - anchorsLand) <= 2;
    });
  await expect.poll(landsBelowHeader, { message: "the question is at the top of the screen, below the header" }).toBe(true);
}
