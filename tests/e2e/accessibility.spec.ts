import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect, hasJavaScript, inGujarati, pages, test } from "./fixtures";
import { fieldMessage, quoteForm, sendButton, toast } from "./quote-form";

/** WCAG 2.2 A and AA, as axe-core tags its rules. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * axe runs as a script in the page, so a page without JavaScript is checked in
 * a context that has it but fetches none of the site's own: the HTML and CSS
 * are exactly what a visitor without JavaScript gets.
 */
async function pageAsWithoutJavaScript(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: true });
  await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
  return { page: await context.newPage(), close: () => context.close() };
}

async function axeViolations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page }).withTags(wcagTags);
  if (within) builder.include(within);
  const { violations } = await builder.analyze();
  return violations.map(({ id, help, nodes }) => `${id}: ${help} (${nodes.map((node) => node.target.join(" ")).join(", ")})`);
}

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const englishPaths = [...pages.map(({ path }) => path), "/no-such-page", "/portfolio?category=pooja", "/portfolio/satyanarayan-katha-mandap?category=pooja"];

/**
 * The Gujarati site has the English site's markup with other words and `lang`
 * attributes, so each of its pages is checked once per width: at 1280 px with
 * JavaScript, at 390 px without (where the menu is the no-JavaScript one).
 */
const gujaratiPaths = [...pages.map(({ path }) => inGujarati(path)), "/gu/no-such-page"];

/** Checks `path` at `viewport` as a visitor of the running project sees it, with or without JavaScript. */
async function expectNoViolations({ page, browser, path, viewport, javaScript }: { page: Page; browser: Browser; path: string; viewport: (typeof viewports)[number]; javaScript: boolean }) {
  if (javaScript) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    // Checked once hydrated, as a visitor with JavaScript uses it.
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);
  } else {
    const withoutScripts = await pageAsWithoutJavaScript(browser, viewport);
    try {
      await withoutScripts.page.goto(path);
      expect(await axeViolations(withoutScripts.page)).toEqual([]);
    } finally {
      await withoutScripts.close();
    }
  }
}

for (const path of englishPaths) {
  for (const viewport of viewports) {
    test(`${path} at ${viewport.width} px has no WCAG 2.2 A/AA violation`, async ({ page, browser }, testInfo) => {
      await expectNoViolations({ page, browser, path, viewport, javaScript: hasJavaScript(testInfo) });
    });
  }
}

for (const path of gujaratiPaths) {
  test(`${path} has no WCAG 2.2 A/AA violation (at 1280 px with JavaScript, at 390 px without)`, async ({ page, browser }, testInfo) => {
    const javaScript = hasJavaScript(testInfo);
    await expectNoViolations({ page, browser, path, viewport: viewports[javaScript ? 1 : 0]!, javaScript });
  });
}

test("the quote form with its errors showing has no WCAG 2.2 A/AA violation", async ({ page, browser }, testInfo) => {
  const target = hasJavaScript(testInfo) ? { page, close: async () => {} } : await pageAsWithoutJavaScript(browser, viewports[1]!);
  try {
    await target.page.goto("/contact");
    if (hasJavaScript(testInfo)) {
      await quoteForm(target.page).getByText("Fields marked").hover();
      await expect(quoteForm(target.page)).toHaveAttribute("data-enhanced", "true");
    }
    // Without the site's scripts the browser posts the form and shows the page that comes back.
    await sendButton(target.page).click();
    await expect(fieldMessage(target.page, "Full name is required")).toBeVisible();
    // The form itself: the page around it is checked above, and the floating
    // WhatsApp button may sit over another button wherever the page scrolled to.
    expect(await axeViolations(target.page, "#quote-form")).toEqual([]);
  } finally {
    await target.close();
  }
});

test.describe("with the keyboard alone", () => {
  for (const { path } of pages) {
    test(`${path}: every focusable element shows where focus is`, async ({ page }) => {
      await page.goto(path);
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
      expect(unmarked).toEqual([]);
    });
  }

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the menu opens, is walked through, and closes with Escape", async ({ page }, testInfo) => {
      await page.goto("/");
      const toggle = page.getByRole("button", { name: "Menu", exact: true });
      if (hasJavaScript(testInfo)) await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.focus();
      await page.keyboard.press("Enter");
      const menu = page.getByRole("navigation", { name: "Main menu" });
      await expect(menu).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();

      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      // Tab reaches the menu's links; Enter follows one.
      const about = menu.getByRole("link", { name: "About" });
      for (let step = 0; step < 10 && !(await about.evaluate((link) => link === document.activeElement)); step++) {
        await page.keyboard.press("Tab");
      }
      await expect(about).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL("/about");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Pushpanjali Decor");
    });
  });

  test("the portfolio filter", async ({ page }) => {
    await page.goto("/portfolio");
    const pooja = page.getByRole("navigation", { name: "Filter by category" }).getByRole("link", { name: /^Pooja & Rituals/ });
    for (let step = 0; step < 40 && !(await pooja.evaluate((link) => link === document.activeElement)); step++) {
      await page.keyboard.press("Tab");
    }
    await expect(pooja).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/portfolio?category=pooja");
    await expect(pooja).toHaveAttribute("aria-current", "true");
  });

  test("the quote form is filled in and sent, and the thanks are announced", async ({ page }, testInfo) => {
    await page.goto("/contact");
    const form = quoteForm(page);
    await form.getByLabel("Full name").focus();
    await page.keyboard.type("Asha Patel");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Phone number")).toBeFocused();
    await page.keyboard.type("98765 43210");
    if (hasJavaScript(testInfo)) await expect(form).toHaveAttribute("data-enhanced", "true");
    // Enter in a field sends the form, as a phone's Go key does.
    await page.keyboard.press("Enter");
    // The thanks sit in a live region (role="status"), so screen readers announce them.
    await expect(toast(page)).toBeVisible({ timeout: 10_000 });
    // And the form is ready for another request, with no error showing.
    await expect(form.getByLabel("Full name")).toHaveValue("");
    await expect(fieldMessage(page, "Full name is required")).toHaveCount(0);
  });
});

test.describe("motion", () => {
  test("with reduced motion: no smooth scrolling, no animation", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/services");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
    const durations = await page.evaluate(() =>
      [...document.querySelectorAll("*")].flatMap((element) => {
        const style = getComputedStyle(element);
        return [style.transitionDuration, style.animationDuration]
          .flatMap((value) => value.split(","))
          .map((value) => parseFloat(value) * (value.trim().endsWith("ms") ? 1 : 1000));
      }),
    );
    expect(Math.max(...durations)).toBeLessThan(1);
    await context.close();
  });

  test("without the preference, in-page links scroll smoothly", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "no-preference" });
    const page = await context.newPage();
    await page.goto("/services");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
    await context.close();
  });
});
