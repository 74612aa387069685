import type { Page } from "puppeteer-core";
import { pages } from "../e2e/fixtures";
import { questionsOn } from "../shared/content";
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
import { eventually, expect, follow, hasJavaScript, hydrated, tap, test } from "./fixtures";

/**
 * What every visitor depends on, in Firefox, with and without JavaScript
 * (the projects `firefox-js-on` and `firefox-js-off`), and text that must
 * read whole at every width (tests/e2e/every-page.ts in Chromium).
 *
 * Opening a page is most of what a check costs here, so each page is opened
 * once per width, and one test runs there every check that applies, each a
 * step of its own. The checks that only read the page come between the two
 * that move it: the skip link first (it needs the focus at the start of the
 * page), the end of the page last (it scrolls there). The checks that change
 * what the page shows (the filter, which leaves for another address; the
 * mobile menu) run after everything else on their page, or in a test of
 * their own.
 */

/** The skip link is the first stop of the keyboard, and brings the main content into view. */
async function checkSkipLink(page: Page, javaScript: boolean) {
  if (javaScript) await hydrated(page, 'a[href="#main"]');
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
}

/** The page has its title and heading, and nothing is wider than the screen. */
async function checkLoadsWhole(page: Page, errors: string[], { heading, title }: { heading: string; title: string }) {
  expect(await page.title()).toBe(title);
  expect(await page.$eval("h1", (h1) => h1.textContent?.trim())).toBe(heading);
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page, "the page's width").toBeLessThanOrEqual(widths.screen);
  // The fixture checks the console again once the test is over, steps and all.
  expect(errors, "errors in the page's console so far").toEqual([]);
}

/** Each e-mail address on the page reads whole, or breaks only after its @. */
async function checkEmailAddresses(page: Page, path: string) {
  const addresses = await page.evaluate(renderedLines, emailAddressItems);
  expect(addresses.length, path).toBeGreaterThan(0);
  for (const lines of addresses) expect(emailAddressLayouts, path).toContainEqual(addressLines(lines));
}

/** Scrolled to the end of the page, the floating WhatsApp button stays clear of the footer's links. */
async function checkWhatsAppClearOfFooter(page: Page) {
  // Scroll to the end until the page stops moving (pictures, the map frame or a font arriving late).
  await eventually(holdsStill(() => page.evaluate(endOfPageThenScroll), 300), true, "at the end of the page");
  expect(await page.evaluate(coveredBy, whatsAppOverFooter)).toEqual([]);
}

/** The portfolio filter shows one category's work and marks its link current. Leaves the page for the filtered address. */
async function checkPortfolioFilter(page: Page, javaScript: boolean) {
  // (`page.evaluate` rather than `$$eval`: Puppeteer's element lists close the connection to a Firefox whose JavaScript is off.)
  const cards = () => page.evaluate(() => document.querySelectorAll('ul[aria-label="Portfolio items"] > li').length);
  expect(await cards()).toBe(10);
  const count = Number(await page.$eval('a[href="/portfolio?category=pooja"] span', (badge) => badge.textContent));
  expect(count).toBeGreaterThan(0);
  await follow(page, 'a[href="/portfolio?category=pooja"]', "/portfolio?category=pooja", javaScript);
  await eventually(cards, count, "as many cards as the filter's count");
  expect(await page.$eval('nav[aria-label="Filter by category"] [aria-current="true"]', (link) => link.getAttribute("href"))).toBe(
    "/portfolio?category=pooja",
  );
}

/** A question opens to its answer by a click, and from the keyboard (Enter), and closes again. */
async function checkQuestionsOpen(page: Page) {
  const opened = (index: number) =>
    page.evaluate((index) => {
      const details = document.querySelectorAll("main details")[index] as HTMLDetailsElement;
      return details.open && (details.querySelector("summary ~ *") as HTMLElement).offsetHeight > 0;
    }, index);
  expect(await opened(0)).toBe(false);
  await tap(page, "main details:nth-of-type(1) summary");
  await eventually(() => opened(0), true, "the first question shows its answer");
  await tap(page, "main details:nth-of-type(1) summary");
  await eventually(() => opened(0), false, "the first question closed");
  await page.evaluate(() => (document.querySelectorAll("main details summary")[1] as HTMLElement).focus());
  await page.keyboard.press("Enter");
  await eventually(() => opened(1), true, "the second question, opened from the keyboard, shows its answer");
}

/** Opened at a question's own link, the page shows that question open, at the top of the screen below the header. */
async function checkQuestionOpenOnArrival(page: Page, id: string) {
  const landed = () =>
    page.evaluate((id) => {
      const details = document.getElementById(id)!.closest("details")!;
      const anchorsLand = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
      return details.open && Math.abs(details.querySelector("summary")!.getBoundingClientRect().top - anchorsLand) <= 2;
    }, id);
  await eventually(landed, true, `the question #${id} is open, below the header`);
}

/** The Contact page's last question, which the visit at 768 px opens the page at. */
const arrivalQuestion = questionsOn("contact").at(-1)!.id;

for (const width of [390, 768, 1280]) {
  test.describe(`at ${width} px`, () => {
    for (const { path, heading, title } of pages) {
      // The checks that apply to this page at this width, in the order they run.
      const skipLink = (width === 390 || width === 1280) && (path === "/" || path === "/contact");
      const loadsWhole = width === 390 || width === 1280;
      const emailAddresses = path === "/" || path === "/contact";
      const jumpLinks = path === "/services" && width >= 768;
      const portfolioFilter = path === "/portfolio" && width === 1280;
      const whatsApp = width === 390;
      // The page opened at one of its questions' links, at a width where nothing else needs its start.
      const questionArrival = path === "/contact" && width === 768;
      const questions = path === "/contact" && width === 1280;
      if (!(skipLink || loadsWhole || emailAddresses || jumpLinks || portfolioFilter || whatsApp)) continue;

      test(`${path}: every check at ${width} px, on one load of the page`, async ({ firefox }, testInfo) => {
        const { page, open, errors } = firefox;
        const javaScript = hasJavaScript(testInfo);
        await page.setViewport({ width, height: 844 });
        await open(questionArrival ? `${path}#${arrivalQuestion}` : path);
        if (questionArrival) {
          await test.step("opened at a question's own link, the question is open at the top of the screen", () => checkQuestionOpenOnArrival(page, arrivalQuestion));
        }

        // First: it needs the focus where a fresh page has it, at its start.
        if (skipLink) {
          await test.step(`${path}: the skip link is the first stop and brings the main content into view`, () => checkSkipLink(page, javaScript));
        }
        if (loadsWhole) {
          await test.step(`${path} loads whole, with no console error and nothing wider than the screen`, () =>
            checkLoadsWhole(page, errors, { heading, title }));
        }
        if (emailAddresses) {
          await test.step("an e-mail address wraps, if it must, only after its @", () => checkEmailAddresses(page, path));
        }
        if (jumpLinks) {
          await test.step("every jump link on the services page shows whole", async () => {
            expect(await page.evaluate(clippedLinks, 'nav[aria-label="Services on this page"] ul')).toEqual([]);
          });
        }
        if (questions) {
          await test.step("a question opens to its answer by a click and from the keyboard", () => checkQuestionsOpen(page));
        }
        // Last: these leave the page as they found it no more (a new address; scrolled to its end).
        if (portfolioFilter) {
          await test.step("the portfolio filter shows one category's work and marks its link current", () => checkPortfolioFilter(page, javaScript));
        }
        if (whatsApp) {
          await test.step(`${path}: at the end of the page at 390 px the WhatsApp button stays clear of every footer link`, () =>
            checkWhatsAppClearOfFooter(page));
        }
      });
    }
  });
}

test("the mobile menu at 390 px closes on Escape, on a tap beside it, and when one of its links is followed", async ({ firefox }, testInfo) => {
  const { page, open } = firefox;
  const menuOpen = () => page.$eval("#mobile-menu", (menu) => menu.matches(":popover-open"));
  // Each step opens the menu afresh on the home page; following a link, which leaves it, comes last.
  const openMenu = async () => {
    await tap(page, 'button[aria-controls="mobile-menu"]');
    await eventually(menuOpen, true, "the menu opens");
  };
  await page.setViewport({ width: 390, height: 844 });
  await open("/");

  await test.step("closes on Escape", async () => {
    await openMenu();
    await page.keyboard.press("Escape");
    await eventually(menuOpen, false, "the menu closed");
  });

  await test.step("closes on a tap on the page beside it", async () => {
    await openMenu();
    await page.mouse.click(20, 400);
    await eventually(menuOpen, false, "the menu closed");
  });

  await test.step("closes when one of its links is followed, on the page it leads to", async () => {
    await openMenu();
    await follow(page, '#mobile-menu a[href="/portfolio"]', "/portfolio", hasJavaScript(testInfo));
    await eventually(() => page.$eval("h1", (h1) => h1.textContent?.trim()), "Our Portfolio");
    await eventually(menuOpen, false, "the menu closed");
  });
});
