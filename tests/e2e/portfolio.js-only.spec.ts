import { expect, expectHydrated, test } from "./fixtures";

test("with JavaScript the filter works without a page load, and back/forward follow it", async ({ page }) => {
  await page.goto("/portfolio");
  const nav = page.getByRole("navigation", { name: "Filter by category" });
  const cards = page.getByRole("list", { name: "Portfolio items" }).getByRole("article");
  await expectHydrated(nav.getByRole("link", { name: /^Corporate/ }));
  await page.evaluate(() => ((window as unknown as { stayedOnPage: boolean }).stayedOnPage = true));

  await nav.getByRole("link", { name: /^Weddings/ }).click();
  await expect(page).toHaveURL("/portfolio?category=weddings");
  await expect(cards).toHaveCount(3);
  await nav.getByRole("link", { name: /^Corporate/ }).click();
  await expect(page).toHaveURL("/portfolio?category=corporate");
  await expect(cards).toHaveCount(2);

  await page.goBack();
  await expect(page).toHaveURL("/portfolio?category=weddings");
  await expect(cards).toHaveCount(3);
  await page.goForward();
  await expect(page).toHaveURL("/portfolio?category=corporate");
  await expect(cards).toHaveCount(2);

  expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
});
