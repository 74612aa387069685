import { everySectionRendered, expect, test } from "./fixtures";

test.describe("sections below the first screen, with JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a reload partway down a page returns to the same place", async ({ page }) => {
    await page.goto("/");
    const work = page.locator("#work");
    // Every section rendered, as the app leaves them: the scroll is measured against real heights.
    await expect.poll(() => everySectionRendered(page)).toBe(true);
    await work.evaluate((section) => section.scrollIntoView({ behavior: "instant" }));
    const before = await work.evaluate((section) => section.getBoundingClientRect().top);
    await page.reload();
    await expect.poll(() => work.evaluate((section) => Math.round(section.getBoundingClientRect().top))).toBe(Math.round(before));
  });
});
