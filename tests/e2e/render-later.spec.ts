import { everySectionRendered, expect, expectHydrated, hasJavaScript, pages, test, type Page } from "./fixtures";

/**
 * Sections below the first screen (`.render-later`) skip rendering until they
 * near it; with JavaScript the rest of the page renders right after the app
 * starts. A visitor must never see the difference: links to a part of a page
 * land on it, and every section is there when scrolled to.
 */

/** How many pixels a fragment's target is from where the page's scroll padding should put it. */
async function distanceFromLanding(page: Page, id: string) {
  return page.evaluate((target) => {
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    return Math.abs(document.getElementById(target)!.getBoundingClientRect().top - padding);
  }, id);
}

test.describe("sections below the first screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { path } of pages) {
    test(`${path}: all render once the app runs, or each as the visitor scrolls to it`, async ({ page }, testInfo) => {
      await page.goto(path);
      if (hasJavaScript(testInfo)) {
        await expect.poll(() => everySectionRendered(page)).toBe(true);
        return;
      }
      // The footer is far below the first screen on every page.
      const footer = page.getByRole("contentinfo");
      const footerRendered = () => footer.evaluate((element) => element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
      expect(await footerRendered()).toBe(false);
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.getByRole("heading", { name: "Contact" })).toBeVisible();
      await expect.poll(footerRendered).toBe(true);
    });
  }

  test("a page opened at a fragment lands on it", async ({ page }) => {
    // Three sections come before the form, each far taller on a phone than its estimate.
    await page.goto("/#quote");
    await expect.poll(() => distanceFromLanding(page, "quote"), { timeout: 10_000 }).toBeLessThan(2);
  });

  test("a link to a part of another page lands on it", async ({ page }, testInfo) => {
    await page.goto("/");
    const link = page.getByRole("main").locator('a[href="/services#addons"]');
    if (hasJavaScript(testInfo)) await expectHydrated(link);
    await link.click();
    await expect(page).toHaveURL(/\/services#addons$/);
    await expect.poll(() => distanceFromLanding(page, "addons"), { timeout: 10_000 }).toBeLessThan(2);
  });
});
