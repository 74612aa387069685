import { expect, test, type Page } from "./fixtures";

async function scrollTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(top);
}

test("the sticky header turns compact only once scrolled more than 50 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/");
  const header = page.locator("header#site-header");
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
