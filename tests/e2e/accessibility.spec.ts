import { expect, hasJavaScript, test } from "./fixtures";
import { axeViolations, pageAsWithoutJavaScript } from "./page-checks";
import { fieldMessage, quoteForm, sendButton, toast } from "./quote-form";

/**
 * Every page's scan at each width, and the walk with Tab through every page,
 * are in every-page.ts; here, the states a page gets into.
 */

test("the quote form with its errors showing has no WCAG 2.2 A/AA violation", async ({ page, browser }, testInfo) => {
  const target = hasJavaScript(testInfo) ? { page, close: async () => {} } : await pageAsWithoutJavaScript(browser, { width: 1280, height: 800 });
  try {
    await target.page.goto("/contact");
    if (hasJavaScript(testInfo)) {
      await quoteForm(target.page).getByText("Fields marked").hover();
      await expect(quoteForm(target.page)).toHaveAttribute("data-enhanced", "true");
    }
    // Without the site's scripts the browser posts the form and shows the page that comes back.
    await sendButton(target.page).click();
    await expect(fieldMessage(target.page, "Full name is required")).toBeVisible();
    // The form itself: the page around it is checked on its visit (every-page.ts), and the floating
    // WhatsApp button may sit over another button wherever the page scrolled to.
    expect(await axeViolations(target.page, "#quote-form")).toEqual([]);
  } finally {
    await target.close();
  }
});

test.describe("with the keyboard alone", () => {
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
