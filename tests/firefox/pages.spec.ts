import { pages } from "../e2e/fixtures";
import { eventually, expect, follow, hasJavaScript, hydrated, tap, test } from "./fixtures";

/**
 * What every visitor depends on, in Firefox, with and without JavaScript
 * (the projects `firefox-js-on` and `firefox-js-off`).
 */

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    for (const { path, heading, title } of pages) {
      test(`${path} loads whole, with no console error and nothing wider than the screen`, async ({ firefox }) => {
        const { page, open } = firefox;
        await page.setViewport({ width, height: 844 });
        await open(path);
        expect(await page.title()).toBe(title);
        expect(await page.$eval("h1", (h1) => h1.textContent?.trim())).toBe(heading);
        const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
        expect(widths.page, "the page's width").toBeLessThanOrEqual(widths.screen);
      });
    }

    for (const path of ["/", "/contact"]) {
      test(`${path}: the skip link is the first stop and brings the main content into view`, async ({ firefox }, testInfo) => {
        const { page, open } = firefox;
        await page.setViewport({ width, height: 844 });
        await open(path);
        if (hasJavaScript(testInfo)) await hydrated(page, 'a[href="#main"]');
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to main content");
        await page.keyboard.press("Enter");
        await eventually(() => page.evaluate(() => document.activeElement?.id), "main", "the focus is on the main content");
        // The view moved, not only the focus: the top bar has scrolled away and
        // the main content starts where the page's anchors land, below the sticky header.
        await eventually(
          () =>
            page.evaluate(() => {
              const main = document.querySelector("main")!.getBoundingClientRect().top;
              const anchorsLand = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
              return Math.abs(main - anchorsLand) <= 2;
            }),
          true,
          "the main content starts where anchors land",
        );
      });
    }
  });
}

test.describe("the mobile menu at 390 px", () => {
  const menuOpen = (firefox: { page: import("puppeteer-core").Page }) =>
    firefox.page.$eval("#mobile-menu", (menu) => menu.matches(":popover-open"));

  test.beforeEach(async ({ firefox }) => {
    await firefox.page.setViewport({ width: 390, height: 844 });
    await firefox.open("/");
    await tap(firefox.page, 'button[aria-controls="mobile-menu"]');
    await eventually(() => menuOpen(firefox), true, "the menu opens");
  });

  test("closes when one of its links is followed, on the page it leads to", async ({ firefox }, testInfo) => {
    const { page } = firefox;
    await follow(page, '#mobile-menu a[href="/portfolio"]', "/portfolio", hasJavaScript(testInfo));
    await eventually(() => page.$eval("h1", (h1) => h1.textContent?.trim()), "Our Portfolio");
    await eventually(() => menuOpen(firefox), false, "the menu closed");
  });

  test("closes on Escape", async ({ firefox }) => {
    await firefox.page.keyboard.press("Escape");
    await eventually(() => menuOpen(firefox), false, "the menu closed");
  });

  test("closes on a tap on the page beside it", async ({ firefox }) => {
    await firefox.page.mouse.click(20, 400);
    await eventually(() => menuOpen(firefox), false, "the menu closed");
  });
});

test("the portfolio filter shows one category's work and marks its link current", async ({ firefox }, testInfo) => {
  const { page, open } = firefox;
  await page.setViewport({ width: 1280, height: 844 });
  await open("/portfolio");
  // (`page.evaluate` rather than `$$eval`: Puppeteer's element lists close the connection to a Firefox whose JavaScript is off.)
  const cards = () => page.evaluate(() => document.querySelectorAll('ul[aria-label="Portfolio items"] > li').length);
  expect(await cards()).toBe(10);
  const count = Number(await page.$eval('a[href="/portfolio?category=pooja"] span', (badge) => badge.textContent));
  expect(count).toBeGreaterThan(0);
  await follow(page, 'a[href="/portfolio?category=pooja"]', "/portfolio?category=pooja", hasJavaScript(testInfo));
  await eventually(cards, count, "as many cards as the filter's count");
  expect(await page.$eval('nav[aria-label="Filter by category"] [aria-current="true"]', (link) => link.getAttribute("href"))).toBe(
    "/portfolio?category=pooja",
  );
});
