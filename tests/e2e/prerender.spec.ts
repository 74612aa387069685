import { test as base, expect } from "@playwright/test";
import puppeteer, { ProtocolError, type Browser, type Page } from "puppeteer-core";
import { headlessShellLaunch, systemChromium } from "../system-chromium";

/**
 * Chromium prerenders the page a visitor is about to open, following the
 * speculation rules every page names (app/http/speculation-rules.ts), and only
 * where the app does not navigate itself (docs/decisions/015-the-next-page.md).
 *
 * Driven by Puppeteer: Chromium prerenders nothing for a page that a DevTools
 * client attached to directly rather than through its tab, which is how
 * Playwright attaches (the prerender's status reads
 * `PrerenderingDisabledByDevTools`); Puppeteer attaches through the tab.
 * Each describe sets JavaScript on or off for its own browser, so the spec
 * runs in one project only (tests/playwright.config.ts).
 */

interface Sent {
  path: string;
  /** `Sec-Purpose`: `prefetch;prerender` for a prerendered page's requests. */
  purpose?: string;
  type: string;
}

const test = base.extend<{ pageJavaScript: boolean; visit: { page: Page; sent: Sent[]; errors: string[] } }, { chromium: Browser }>({
  pageJavaScript: [true, { option: true }],
  chromium: [
    async ({}, use) => {
      const browser = await puppeteer.launch({
        executablePath: headlessShellLaunch.executablePath ?? systemChromium,
        headless: true,
        args: headlessShellLaunch.args.filter((flag) => flag !== "--headless"),
        defaultViewport: { width: 1280, height: 800 },
      });
      await use(browser);
      await browser.close();
    },
    { scope: "worker" },
  ],
  visit: async ({ chromium, pageJavaScript }, use) => {
    const context = await chromium.createBrowserContext();
    const page = await context.newPage();
    await page.setJavaScriptEnabled(pageJavaScript);
    const sent: Sent[] = [];
    page.on("request", (request) => sent.push({ path: new URL(request.url()).pathname, purpose: request.headers()["sec-purpose"], type: request.resourceType() }));
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    await use({ page, sent, errors });
    await context.close();
    expect(errors, "uncaught errors in the page").toEqual([]);
  },
});
// In order, in one worker: a worker of this spec's launches a Chromium of its own, one for each test when they ran side by side.
test.describe.configure({ mode: "default" });

/** Opens `path` and waits until the speculation rules (and, with JavaScript, the route manifest) have come. */
async function open(page: Page, baseURL: string, path: string) {
  await page.goto(new URL(path, baseURL).href, { waitUntil: "load" });
  await page.waitForNetworkIdle({ idleTime: 300 });
}

/**
 * What `read` finds in the page shown, or `undefined` while Chromium is still swapping the
 * prerendered page in for the one tapped on: an evaluation sent in between finds its target
 * closed, and `expect.poll` asks again only when a value fails, not when its question throws.
 */
const inPageShown = <T>(page: Page, read: () => T) =>
  page.evaluate(read).catch((error: unknown) => {
    // Puppeteer's TargetCloseError, a ProtocolError its types do not name.
    if (error instanceof ProtocolError && /Target closed/.test(error.message)) return undefined;
    throw error;
  });

/** The documents requested for `path`, each with its `Sec-Purpose`. */
const documentsFor = (sent: Sent[], path: string) => sent.filter((request) => request.type === "document" && request.path === path);

test.describe("without JavaScript", () => {
  test.use({ pageJavaScript: false });

  for (const { name, start, link, target } of [
    { name: "a navigation link", start: "/", link: 'header nav a[href="/services"]', target: "/services" },
    { name: "a portfolio design", start: "/gu/portfolio", link: 'main article h3 a[href^="/gu/portfolio/"]', target: "/gu/portfolio/" },
  ]) {
    test(`${name} held under the pointer is prerendered once, its request marked, and the tap shows it`, async ({ visit: { page, sent }, baseURL }) => {
      await open(page, baseURL!, start);
      const path = target.endsWith("/") ? new URL((await page.$eval(link, (element) => element.getAttribute("href")))!, baseURL).pathname : target;
      await page.hover(link);
      // A visit counter tells a prerender from a visit by this header (docs/decisions/015-the-next-page.md).
      await expect.poll(() => documentsFor(sent, path).map((request) => request.purpose)).toContain("prefetch;prerender");
      // Without JavaScript the prerendered page runs none either.
      expect(sent.filter((request) => request.path.endsWith(".js"))).toEqual([]);

      await page.click(link);
      await expect.poll(() => inPageShown(page, () => location.pathname)).toBe(path);
      await expect
        .poll(() => inPageShown(page, () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { activationStart: number }).activationStart), {
          message: "the page shown is the prerendered one",
        })
        .toBeGreaterThan(0);
      expect(documentsFor(sent, path).filter((request) => request.purpose === undefined), "the tap asks for nothing more").toEqual([]);
    });
  }

  test("nothing is prerendered for a visitor who saves data", async ({ visit: { page, sent }, baseURL }) => {
    await page.setExtraHTTPHeaders({ "Save-Data": "on" });
    await open(page, baseURL!, "/");
    await page.hover('header nav a[href="/services"]');
    // Chromium prerenders after 200 ms under the pointer (`moderate`).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(sent.filter((request) => request.purpose !== undefined)).toEqual([]);
    expect(sent.map((request) => request.path)).not.toContain("/speculation-rules.json");
  });
});

test.describe("with JavaScript", () => {
  test.use({ pageJavaScript: true });

  test("once the app runs, the links it follows are left to it; a link that loads a document is still prerendered", async ({ visit: { page, sent }, baseURL }) => {
    await open(page, baseURL!, "/services");
    const portfolio = 'header nav a[href="/portfolio"]';
    await expect.poll(() => page.$eval(portfolio, (element) => Object.keys(element).some((key) => key.startsWith("__reactProps$")))).toBe(true);
    await page.waitForNetworkIdle({ idleTime: 300 });
    await page.hover(portfolio);
    // The app fetches the payload (next-page.js-only.spec.ts) and no document is prerendered beside it.
    await expect.poll(() => sent.map((request) => request.path)).toContain("/portfolio.rsc");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(documentsFor(sent, "/portfolio")).toEqual([]);

    // Home loads a document (docs/decisions/003-links-to-home-load-a-document.md).
    await page.hover('header nav a[href="/"]');
    await expect.poll(() => documentsFor(sent, "/").map((request) => request.purpose)).toContain("prefetch;prerender");
  });
});
