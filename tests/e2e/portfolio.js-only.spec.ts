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

test("where the browser has a share sheet, a design's page offers it beside the WhatsApp link, with the same title and address", async ({ page }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(navigator, "share", { value: async (data: ShareData) => void shared.push(data) });
  });
  await page.goto("/portfolio/haldi-marigold-backdrop");
  const whatsApp = page.getByRole("link", { name: "Share this design" });
  const sheet = page.getByRole("button", { name: "More ways to share" });
  await expectHydrated(sheet);
  await sheet.click();
  const text = new URL((await whatsApp.getAttribute("href"))!).searchParams.get("text");
  await expect.poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([
    {
      title: "Haldi Marigold Backdrop",
      text,
      url: "https://pushpanjalidecor.in/portfolio/haldi-marigold-backdrop",
    },
  ]);
});

test("without a share sheet, a design's page offers the WhatsApp link alone", async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
  await page.goto("/portfolio/haldi-marigold-backdrop");
  await expectHydrated(page.getByRole("navigation", { name: "More designs" }).getByRole("link", { name: /^Next design/ }));
  await expect(page.getByRole("link", { name: "Share this design" })).toBeVisible();
  await expect(page.getByRole("button", { name: "More ways to share" })).toHaveCount(0);
});
