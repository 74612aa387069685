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
