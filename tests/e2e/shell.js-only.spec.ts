import { expect, expectHydrated, test } from "./fixtures";
import { scrollTo } from "./scroll";

test("the sticky header turns compact only once scrolled more than 50 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/");
  const header = page.getByRole("banner").locator("#site-header");
  const logo = header.locator(".site-header-logo");
  const logoHeight = () => logo.evaluate((element) => element.getBoundingClientRect().height);
  await expect(header).toHaveCSS("position", "sticky");

  await scrollTo(page, 49);
  await expect(header).not.toHaveAttribute("data-compact");
  await scrollTo(page, 50);
  await expect(header).not.toHaveAttribute("data-compact");
  await expect.poll(logoHeight).toBe(56);

  await scrollTo(page, 51);
  await expect(header).toHaveAttribute("data-compact", "");
  await expect.poll(logoHeight).toBe(40);
  await expect(header).toBeInViewport();

  await scrollTo(page, 49);
  await expect(header).not.toHaveAttribute("data-compact");
  await expect.poll(logoHeight).toBe(56);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the vCard is generated in the browser", async ({ page }) => {
    await page.goto("/");
    // The menu toggle gains aria-expanded once the page is hydrated.
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toHaveAttribute("aria-expanded", "false");
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    const downloadStarted = page.waitForEvent("download");
    await page.getByRole("link", { name: "Save Contact" }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toBe("pushpanjali-decor-contact.vcf");
    expect(download.url()).toMatch(/^blob:/);
    expect(requested).not.toContain("/pushpanjali-decor-contact.vcf");
  });
});

test("a client navigation opens the next page at its top, and Back returns to where the visitor was", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/services");
  const about = page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "About" });
  await expectHydrated(about);
  await page.evaluate(() => ((window as unknown as { stayedOnPage: boolean }).stayedOnPage = true));
  await scrollTo(page, 1500);

  await about.click();
  await expect(page).toHaveURL("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Pushpanjali Decor");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL("/services");
  // React Router restores the position as the page renders again; it lands
  // within a screen of where the visitor left, not always on the pixel.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500 - 600);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(1500 + 600);
  expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
});
