import { test as base, expect } from "@playwright/test";
import puppeteer, { type Browser, type ElementHandle, type Page } from "puppeteer-core";
import { hasJavaScript, testClientAddress } from "../e2e/fixtures";

export { hasJavaScript };

/**
 * The Firefox suite. Playwright drives only its own patched Firefox, and its
 * WebDriver BiDi channel asks Firefox 153 ESR for a command that release does
 * not have (`emulation.setMediaFeaturesOverride`), so Debian's `firefox-esr`
 * is driven by Puppeteer over WebDriver BiDi, inside Playwright's test runner
 * (the same Worker under `wrangler dev`, reports and retries as the Chromium
 * suite).
 */
export const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

const prefs = (javaScriptEnabled: boolean) => ({
  // Scroll bars that take no room, as on a phone: 390 px of window is 390 px of page.
  "ui.useOverlayScrollbars": 1,
  "javascript.enabled": javaScriptEnabled,
  // The tests talk to the local Worker only: every other host (the map
  // frame's) goes through a proxy that refuses at once, so no page waits on
  // a network that may drop it. Firefox never sends 127.0.0.1 to a proxy.
  "network.proxy.type": 1,
  "network.proxy.http": "127.0.0.1",
  "network.proxy.http_port": 9,
  "network.proxy.ssl": "127.0.0.1",
  "network.proxy.ssl_port": 9,
});

export interface FirefoxPage {
  page: Page;
  /** Opens a path of the site under test and waits for its `load` event. */
  open: (path: string) => Promise<void>;
  /** Messages the page logged as errors, and its uncaught errors. */
  errors: string[];
}

export const test = base.extend<{ firefox: FirefoxPage }, { firefoxBrowser: Browser }>({
  firefoxBrowser: [
    async ({}, use, workerInfo) => {
      const browser = await puppeteer.launch({
        browser: "firefox",
        executablePath: firefoxPath,
        headless: true,
        extraPrefsFirefox: prefs(hasJavaScript(workerInfo)),
        // Firefox's first start with a fresh profile, beside three Workers and
        // four test workers on two cores, once took over Puppeteer's 30 s to
        // print its endpoint (2026-11-28), and a retry then started it at once.
        timeout: 60_000,
      });
      await use(browser);
      await closeWithin(browser, 10_000);
    },
    { scope: "worker", timeout: 90_000 },
  ],
  firefox: async ({ firefoxBrowser, baseURL }, use, testInfo) => {
    const context = await firefoxBrowser.createBrowserContext();
    const page = await context.newPage();
    // Each test is its own client for the quote form's rate limit (e2e/fixtures.ts).
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": testClientAddress(testInfo, "firefox") });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(String(error)));
    const open = async (path: string) => {
      // Leaving a page while its app is still loading makes Firefox log each
      // module request it abandons as failing its integrity check (the hash
      // of an empty body): a test that opens a second page lets the first
      // one's app start, and fetch the other pages' modules it asks for once
      // hydrated, as a visitor reading it would.
      if (hasJavaScript(testInfo) && page.url().startsWith(baseURL!)) {
        await hydrated(page, "main");
        await page.waitForNetworkIdle({ idleTime: 250 });
      }
      await page.goto(new URL(path, baseURL).href, { waitUntil: "load" });
    };
    await use({ page, open, errors });
    await context.close();
    expect(errors, "errors in the page's console").toEqual([]);
  },
});

export { expect };

/**
 * Closes the browser, or ends its process if it has not closed in `ms`:
 * Firefox sometimes never answers WebDriver BiDi's `browser.close` on a busy
 * machine (a CI run, 2026-11-28, spent the fixture's whole 30 s waiting),
 * and Puppeteer waits for that answer before it ends the process itself.
 */
async function closeWithin(browser: Browser, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const closed = browser.close().then(() => true);
  const inTime = await Promise.race([closed, timedOut]);
  clearTimeout(timer);
  if (!inTime) browser.process()?.kill("SIGKILL");
}

/** Polls `read` until it returns `expected` (deep equality), or fails with what it last read. */
export async function eventually<T>(read: () => Promise<T>, expected: T, message?: string) {
  await expect.poll(read, { message, timeout: 10_000 }).toEqual(expected);
}

/**
 * The element `selector` finds in the page as it is; fails if there is none.
 * (Puppeteer's waiting queries and locators poll with the page's own timers,
 * which never run where JavaScript is off: the tests wait with `eventually`.)
 */
export async function one(page: Page, selector: string): Promise<ElementHandle<Element>> {
  const element = await page.$(selector);
  expect(element, selector).not.toBeNull();
  return element!;
}

/**
 * Scrolls the element into the middle of the window and clicks it with the
 * mouse, as a visitor does. (Puppeteer's `ElementHandle.click` closes the
 * connection to a Firefox whose JavaScript is off.)
 */
export async function tap(page: Page, selector: string) {
  const element = await one(page, selector);
  // The page may still be moving (a smooth scroll to a field the form
  // focused, a picture or a font arriving late): a click aimed at where the
  // element was lands beside it, or Firefox refuses it as outside the window
  // before sending any input. So the tap clicks only once the element has
  // held still in the window for a moment, and tries again if refused.
  const clicked = async () => {
    await element.evaluate((target) => target.scrollIntoView({ block: "center", behavior: "instant" }));
    const box = await element.boundingBox();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const height = await page.evaluate(() => window.innerHeight);
    const still = JSON.stringify(box) === JSON.stringify(await element.boundingBox());
    if (box === null || !still || box.y < 0 || box.y + box.height > height) return false;
    try {
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      return true;
    } catch (error) {
      if (String(error).includes("move target out of bounds")) return false;
      throw error;
    }
  };
  await eventually(clicked, true, `${selector} is clicked in the window`);
}

/**
 * Clicks a link that leads to another address and waits until the page shows
 * it: without JavaScript a new document has loaded, with it the router has
 * moved to `url`.
 */
export async function follow(page: Page, selector: string, url: string, javaScript: boolean) {
  if (javaScript) {
    // A link clicked before the app has taken it over loads a new document,
    // and Firefox logs each module request the old one abandons as failing
    // its integrity check (the hash of an empty body).
    await hydrated(page, selector);
    await tap(page, selector);
    await eventually(() => page.evaluate(() => location.pathname + location.search), url, `on ${url}`);
  } else {
    await Promise.all([page.waitForNavigation({ waitUntil: "load" }), tap(page, selector)]);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(url);
  }
}

/**
 * Waits until React has hydrated the element, so that the app, not the
 * browser, handles what happens to it (the app starts after the first paint).
 */
export async function hydrated(page: Page, selector: string) {
  await eventually(
    () =>
      page.evaluate((selector) => {
        const element = document.querySelector(selector);
        return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
      }, selector),
    true,
    `${selector} is hydrated`,
  );
}
