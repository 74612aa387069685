import { expect, pages, test } from "./fixtures";

const SITE_URL = "https://pushpanjalidecor.in";

for (const { path, heading, title } of pages) {
  test(`${path} renders with its title, heading and sharing tags`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");

    const canonical = path === "/" ? `${SITE_URL}/` : `${SITE_URL}${path}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_IN");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      `${SITE_URL}/images/social-card.jpg`,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
  });
}

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
