import { expect, test, type Page } from "./fixtures";

const filters = [
  { label: "All Work", query: "" },
  { label: "Weddings", query: "?category=weddings" },
  { label: "Pooja & Rituals", query: "?category=pooja" },
  { label: "Entrance & Car", query: "?category=entrance" },
  { label: "Corporate", query: "?category=corporate" },
];

const filterNav = (page: Page) => page.getByRole("navigation", { name: "Filter by category" });
const cards = (page: Page) => page.getByRole("list", { name: "Portfolio items" }).getByRole("article");

async function countOn(page: Page, label: string) {
  const link = filterNav(page).getByRole("link", { name: new RegExp(`^${label.replace("&", "\\&")} \\d+$`) });
  return Number((await link.innerText()).match(/(\d+)\s*$/)?.[1]);
}

test("all ten items show by default, each with title, location, picture and a WhatsApp link", async ({ page }) => {
  await page.goto("/portfolio");
  await expect(cards(page)).toHaveCount(10);
  expect(await countOn(page, "All Work")).toBe(10);
  const first = cards(page).first();
  await expect(first.getByRole("heading", { level: 3 })).toHaveText("Marigold & Rose Mandap Canopy");
  await expect(first.getByText(/^(Ahmedabad|Gujarat)$/)).toBeVisible();
  await expect(first.locator("img")).toHaveAttribute("alt", /.{20,}/);
  const link = new URL((await first.getByRole("link", { name: /Get Similar Design/ }).getAttribute("href")) ?? "");
  expect(link.searchParams.get("text")).toBe(
    'Hello! I saw "Marigold & Rose Mandap Canopy" in your portfolio and would like a similar design.',
  );
});

test("each filter shows exactly as many cards as its count, and marks itself current", async ({ page }) => {
  await page.goto("/portfolio");
  let total = 0;
  for (const { label, query } of filters) {
    await filterNav(page).getByRole("link", { name: new RegExp(`^${label.replace("&", "\\&")} \\d+$`) }).click();
    await expect(page).toHaveURL(`/portfolio${query}`);
    const expected = await countOn(page, label);
    await expect(cards(page)).toHaveCount(expected);
    await expect(filterNav(page).locator('[aria-current="true"]')).toHaveCount(1);
    await expect(filterNav(page).locator('[aria-current="true"]')).toContainText(label);
    if (query) total += expected;
  }
  expect(total).toBe(10);
});

test("every item names itself in its WhatsApp text", async ({ page }) => {
  await page.goto("/portfolio");
  const texts = new Set<string>();
  for (const card of await cards(page).all()) {
    // The text itself: a card far below the screen is not rendered yet, and has no rendered text.
    const title = (await card.getByRole("heading", { level: 3 }).textContent())?.trim();
    expect(title).toBeTruthy();
    const href = await card.getByRole("link", { name: /Get Similar Design/ }).getAttribute("href");
    const text = new URL(href ?? "").searchParams.get("text") ?? "";
    expect(text).toContain(`"${title}"`);
    texts.add(text);
  }
  expect(texts.size).toBe(10);
});

test("an unknown category shows the empty state, and View All Work resets it", async ({ page }) => {
  await page.goto("/portfolio?category=fireworks");
  await expect(page.getByText("No items found in this category.")).toBeVisible();
  await expect(filterNav(page).locator('[aria-current="true"]')).toHaveCount(0);
  await page.getByRole("link", { name: "View All Work" }).click();
  await expect(page).toHaveURL("/portfolio");
  await expect(cards(page)).toHaveCount(10);
});

test("a filtered view keeps /portfolio as its canonical URL", async ({ page }) => {
  await page.goto("/portfolio?category=pooja");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://pushpanjalidecor.in/portfolio");
});

test("a card leads to its design's page, whose links keep the visitor's category", async ({ page }) => {
  await page.goto("/portfolio?category=pooja");
  const first = cards(page).first();
  const title = (await first.getByRole("heading", { level: 3 }).textContent())!.trim();
  await first.getByRole("heading", { level: 3 }).getByRole("link").click();
  await expect(page).toHaveURL(/\/portfolio\/[a-z0-9-]+\?category=pooja$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator("main img").first()).toHaveAttribute("fetchpriority", "high");

  const browse = page.getByRole("navigation", { name: "More designs" });
  await expect(browse.getByRole("link", { name: /^← Previous design/ })).toHaveCount(0);
  await browse.getByRole("link", { name: /^Next design/ }).click();
  await expect(page).toHaveURL(/\?category=pooja$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(title);
  await expect(page.getByText("Pooja & Rituals", { exact: true })).toBeVisible();

  await browse.getByRole("link", { name: "Back to the portfolio" }).click();
  await expect(page).toHaveURL("/portfolio?category=pooja");
  await expect(cards(page)).toHaveCount(3);
});
