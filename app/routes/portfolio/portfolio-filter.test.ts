import { describe, expect, test } from "vitest";
import { portfolioItems } from "~/content/portfolio";
import { ALL_WORK, filterPortfolio, portfolioFilterOptions, selectedCategory } from "./portfolio-filter";

describe("portfolio filter", () => {
  test("offers All Work and the four categories, with counts that add up", () => {
    const options = portfolioFilterOptions();
    expect(options.map((option) => option.label)).toEqual([
      "All Work",
      "Weddings",
      "Pooja & Rituals",
      "Entrance & Car",
      "Corporate",
    ]);
    expect(options[0]!.count).toBe(10);
    const categoryTotal = options.slice(1).reduce((sum, option) => sum + option.count, 0);
    expect(categoryTotal).toBe(portfolioItems.length);
    for (const option of options) expect(option.count).toBeGreaterThan(0);
  });

  test("each count equals the items its filter shows", () => {
    for (const option of portfolioFilterOptions()) {
      expect(filterPortfolio(option.id)).toHaveLength(option.count);
    }
  });

  test("links use a query string on /portfolio", () => {
    const hrefs = portfolioFilterOptions().map((option) => option.href);
    expect(hrefs).toEqual([
      "/portfolio",
      "/portfolio?category=weddings",
      "/portfolio?category=pooja",
      "/portfolio?category=entrance",
      "/portfolio?category=corporate",
    ]);
  });

  test("reads the category from the URL", () => {
    expect(selectedCategory(new URL("https://x.in/portfolio"))).toBe(ALL_WORK);
    expect(selectedCategory(new URL("https://x.in/portfolio?category="))).toBe(ALL_WORK);
    expect(selectedCategory(new URL("https://x.in/portfolio?category=Pooja"))).toBe("pooja");
  });

  test("an unknown category shows nothing", () => {
    expect(filterPortfolio("fireworks")).toEqual([]);
  });
});
