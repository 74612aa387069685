import { expect, pages, test } from "./fixtures";

const SITE_URL = "https://pushpanjalidecor.in";

test("a query string never reaches the canonical URL", async ({ page }) => {
  await page.goto("/services?utm_source=whatsapp");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/services`);
});

for (const path of ["/no-such-page", "/privacy", "/terms", "/services/extra/segments"]) {
  test(`${path} shows the not-found page with status 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    // The shell is still there, so the visitor can call or navigate.
    await expect(page.getByRole("link", { name: "Chat with us on WhatsApp" })).toBeVisible();
  });
}

test("Return to Home leads back to the home page", async ({ page }) => {
  await page.goto("/no-such-page");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages[0].heading);
});
