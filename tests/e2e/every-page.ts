import { pathWithoutLanguage } from "../../app/i18n/language";
import { baseURL } from "../playwright.config";
import { budgets, kib, startWeighing } from "../perf/page-weight";
import { expect, hasJavaScript, inGujarati, pages, test, watchViolations } from "./fixtures";
import {
  axeViolations,
  clippedJumpLinks,
  cmsNamedIn,
  cmsRequests,
  expectAllInGujarati,
  expectCurrentPageHighlighted,
  expectEmailAddressesWhole,
  expectPicturesLoadWithAlt,
  expectQuestionOpenOnArrival,
  expectQuestionsOpenAndClose,
  expectQuestionsToldAsShown,
  expectSetInGujaratiFont,
  expectTitleAndSharingTags,
  expectWhatsAppInGujarati,
  firstPaintWaitsFor,
  focusWithoutRing,
  footerLinksUnderWhatsApp,
  gujaratiFontFiles,
  pageAsWithoutJavaScript,
  scrollToTheEnd,
  sidewaysOverflow,
  smallTapTargets,
} from "./page-checks";

/**
 * Every page of the site, in both languages, with JavaScript and without
 * (registered by every-page.spec.ts and every-page-with-quote-form.spec.ts):
 * each is opened once, and every check that reads a page (page-checks.ts)
 * runs on that one visit, at each width it applies to, in the order a
 * visitor's use would change the page (reading first, the keyboard last).
 * Budgets and the Content-Security-Policy are checked with JavaScript, where
 * there are scripts to count and to police.
 *
 * Without JavaScript a page is the HTML the server sent, the same HTML the app
 * then hydrates: what differs is the menu (the no-JavaScript one) and the
 * quote form (posted by the browser). So the checks of what the HTML and CSS
 * alone decide (axe, the keyboard walk, the end of the page at each width, the
 * pictures) run without JavaScript on the pages that show those two, Home and
 * Contact, and with JavaScript on every page; the rest runs in both.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

export interface Visit {
  path: string;
  /** The page's title and heading, for the five main English pages. */
  titled?: { heading: string; title: string };
  /** One of the five main pages: the navigation marks it, and the per-page layout checks apply. */
  main: boolean;
  gujarati: boolean;
  notFound: boolean;
}

/** The five pages, a filtered portfolio and two design pages (one reached from a filter), the filtered journal and a post, the not-found page: in English, then in Gujarati. */
const english: Visit[] = [
  ...pages.map(({ path, heading, title }) => ({ path, titled: { heading, title }, main: true, gujarati: false, notFound: false })),
  { path: "/portfolio?category=pooja", main: false, gujarati: false, notFound: false },
  { path: "/portfolio/marigold-rose-mandap-canopy", main: false, gujarati: false, notFound: false },
  { path: "/portfolio/satyanarayan-katha-mandap?category=pooja", main: false, gujarati: false, notFound: false },
  // The journal's list as filtered by a service, and a post (app/routes/journal.tsx).
  { path: "/journal?service=wedding", main: false, gujarati: false, notFound: false },
  { path: "/journal/haldi-decoration-at-home", main: false, gujarati: false, notFound: false },
  { path: "/no-such-page", main: false, gujarati: false, notFound: true },
];
export const visits: Visit[] = [
  ...english,
  ...english.map(({ path, main, notFound }) => ({
    // A design's page in Gujarati as reached from the portfolio's full list.
    path: inGujarati(path.startsWith("/portfolio/") ? path.replace(/\?.*/, "") : path),
    main,
    gujarati: true,
    notFound,
  })),
];

/**
 * Whether the page carries the quote form, whose code the browser asks for only once the visitor
 * turns to the page (app/quote/deferred-quote-form.tsx): Home and Contact.
 */
export const carriesQuoteForm = (visit: Visit) => ["/", "/contact"].includes(pathWithoutLanguage(visit.path));

/** Whether the page answers families' questions (content/questions/): Contact the general ones, Services each service's. */
const answersQuestions = (visit: Visit) => ["/contact", "/services"].includes(pathWithoutLanguage(visit.path));

/** Registers each visit's test. */
export function testEachVisit(visits: Visit[]) {
  for (const visit of visits) testVisit(visit);
}

function testVisit(visit: Visit) {
  test(`${visit.path}: every check of a page, in one visit`, async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    const javaScript = hasJavaScript(testInfo);
    /** Whether this visit's state shows what the HTML and CSS alone decide and no other visit shows (see above). */
    const ownState = javaScript || visit.path === "/" || visit.path === "/contact";
    /** One of the five English pages, which the per-page layout checks read. */
    const englishMain = visit.main && !visit.gujarati;
    /** The same, in a state no other visit shows: every layout check runs. */
    const layoutChecked = englishMain && ownState;
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    const violations = javaScript ? await watchViolations(page) : [];
    const weighing = javaScript ? await startWeighing(baseURL, visit.path, page) : undefined;
    await page.setViewportSize(desktop);
    const response = await page.goto(visit.path);

    await test.step("answers with its status, in its language", async () => {
      expect(response?.status()).toBe(visit.notFound ? 404 : 200);
      await expect(page.locator("html")).toHaveAttribute("lang", visit.gujarati ? "gu-IN" : "en-IN");
      if (visit.titled) await expectTitleAndSharingTags(page, { path: visit.path, ...visit.titled });
    });

    await test.step("paints once what it waits for is on the page: a post, its article", async () => {
      const post = !visit.notFound && pathWithoutLanguage(visit.path).startsWith("/journal/");
      const expected = post ? [{ id: "post", inHead: true, blocksRender: true, found: true }] : [];
      expect(await firstPaintWaitsFor(page)).toEqual(expected);
    });

    await test.step("neither names nor loads anything of the CMS", async () => {
      expect(cmsNamedIn(await response!.text()), "the HTML").toEqual([]);
    });

    if (weighing) {
      await test.step("stays within the budgets, the quote form's code not loaded", async () => {
        const weight = await weighing.finish();
        expect(weight.js, `first-load JS ${kib(weight.js)} KiB: ${weight.jsFiles.join(", ")}`).toBeLessThanOrEqual(budgets.js);
        expect(weight.jsFiles.length, `script files: ${weight.jsFiles.join(", ")}`).toBeLessThanOrEqual(budgets.scripts);
        expect(weight.cssFiles).toHaveLength(budgets.stylesheets);
        expect(weight.css, `CSS ${kib(weight.css)} KiB`).toBeLessThanOrEqual(budgets.css);
        expect(weight.html, `HTML ${kib(weight.html)} KiB`).toBeLessThanOrEqual(budgets.html);
        // The app did load (React is in the count), but not the quote form's code
        // (Conform, Zod), which loads when a visitor turns to the form.
        expect(weight.jsFiles.some((file) => file.includes("/react-"))).toBe(true);
        expect(weight.jsFiles.filter((file) => file.includes("/quote-form-"))).toEqual([]);
      });
    }

    if (visit.gujarati) {
      await test.step("is in Gujarati: the text, the names of pictures and controls, the title", () => expectAllInGujarati(page));
      await test.step("opens every WhatsApp chat with a message in Gujarati", () => expectWhatsAppInGujarati(page));
    }

    if (englishMain) {
      await test.step("the current page is highlighted in the navigation", () => expectCurrentPageHighlighted(page, visit.path));
      // Before the page is scrolled: a section below the screen keeps the width it was last laid
      // out at until it comes near the screen again (content-visibility: auto), as on a phone
      // turned upright, which these checks of a page opened at that width must not read.
      await test.step("on a phone: every link and button is at least 44 × 44 px, and the page never scrolls sideways", async () => {
        await page.setViewportSize(phone);
        expect(await smallTapTargets(page)).toEqual([]);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        if (javaScript) {
          // The app has started: the menu toggle's state is managed only once React runs.
          await expect(page.getByRole("button", { name: "Menu", exact: true })).toHaveAttribute("aria-expanded", "false");
        }
      });
      await test.step("no horizontal scroll at 320 px", async () => {
        await page.setViewportSize({ width: 320, height: 720 });
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        await page.setViewportSize(desktop);
      });
    }

    // Once per page and state (with JavaScript or without), at the width where the state shows:
    // at 1280 px with JavaScript, at 390 px without (where the menu is the no-JavaScript one).
    // Home is also checked at the other width, for what the header, menu and footer show there,
    // the same on every page.
    const axeWidths = visit.path === "/" ? [phone, desktop] : [javaScript ? desktop : phone];
    if (ownState) await test.step(`has no WCAG 2.2 A/AA violation at ${axeWidths.map(({ width }) => `${width} px`).join(" and ")}`, async () => {
      if (javaScript) {
        // Checked once the app has started, as a visitor with JavaScript uses it.
        await page.waitForLoadState("networkidle");
        for (const viewport of [...axeWidths].reverse()) {
          await page.setViewportSize(viewport);
          expect(await axeViolations(page), `at ${viewport.width} px`).toEqual([]);
        }
        await page.setViewportSize(desktop);
      } else {
        const withoutScripts = await pageAsWithoutJavaScript(browser, axeWidths[0]!);
        try {
          await withoutScripts.page.goto(visit.path);
          for (const viewport of axeWidths) {
            await withoutScripts.page.setViewportSize(viewport);
            expect(await axeViolations(withoutScripts.page), `at ${viewport.width} px`).toEqual([]);
          }
        } finally {
          await withoutScripts.close();
        }
      }
    });

    if (layoutChecked) {
      await test.step("every picture loads and has alt text", () => expectPicturesLoadWithAlt(page));
    }

    // At each width: the end of the page, what floats over it, and what must read whole.
    const widths = layoutChecked ? [1280, 768, 390] : [1280];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 844 });
      await test.step(`at ${width} px`, async () => {
        await scrollToTheEnd(page);
        if (layoutChecked) {
          expect(await footerLinksUnderWhatsApp(page), "at the end of the page the WhatsApp button stays clear of every footer link").toEqual([]);
          if (visit.path === "/" || visit.path === "/contact") await expectEmailAddressesWhole(page, visit.path);
          if (visit.path === "/services" && width >= 768) expect(await clippedJumpLinks(page), "every jump link shows whole").toEqual([]);
        }
      });
    }

    await test.step(visit.gujarati ? "fetches the Gujarati font, at most two files of at most 45 KiB, and uses it" : "fetches no Gujarati font", async () => {
      const files = await gujaratiFontFiles(page);
      if (!visit.gujarati) {
        expect(files).toEqual([]);
        // Not even for the link to the Gujarati site, which is set in it.
        await expect(page.getByRole("banner").getByRole("link", { name: "ગુજરાતી" })).toBeAttached();
        return;
      }
      expect(files.length).toBeGreaterThan(0);
      expect(files.length).toBeLessThanOrEqual(2);
      for (const { url, bytes } of files) expect(bytes, url).toBeLessThanOrEqual(45 * 1024);
      await expectSetInGujaratiFont(page, visit.path);
    });

    if (layoutChecked) {
      await test.step("with the keyboard alone: every focusable element shows where focus is", async () => {
        await page.setViewportSize(desktop);
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        expect(await focusWithoutRing(page)).toEqual([]);
      });
    }

    if (answersQuestions(visit)) {
      await test.step("answers its questions as it tells search engines, each opening by a click and from the keyboard", async () => {
        await expectQuestionsToldAsShown(page);
        await expectQuestionsOpenAndClose(page);
      });
      // A page load more: once for each page that answers questions, in one language each.
      if (visit.path === "/contact" || visit.path === "/gu/services") {
        await test.step("opens the question a visitor arrives at by its own link", () => expectQuestionOpenOnArrival(page, visit.path));
      }
    }

    await test.step("fetched nothing of the CMS, and tripped no policy", async () => {
      if (javaScript) {
        // The app ran on this page: the menu toggle's state is managed only once React runs.
        await expect(page.locator('button[aria-controls="mobile-menu"]')).toHaveAttribute("aria-expanded", "false");
      }
      expect(requested.length).toBeGreaterThan(javaScript ? 3 : 0);
      expect(cmsRequests(requested)).toEqual([]);
      // The stylesheet is in the page (app/ssr/inline-stylesheet.ts), and the app, which knows it by its link, fetches no copy.
      expect(requested.filter((url) => url.endsWith(".css"))).toEqual([]);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    });
  });
}
