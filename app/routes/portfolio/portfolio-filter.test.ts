import { describe, expect, test } from "vitest";
import { portfolioItems, portfolioItemsIn } from "~/content/portfolio";
import { ALL_WORK, designNeighbours, designPath, filterPortfolio, portfolioFilterOptions, portfolioPath, selectedCategory } from "./portfolio-filter";

describe("portfolio filter", () => {
  test("offers All Work and the four categories, with counts that add up", () => {
    const options = portfolioFilterOptions("en");
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
    for (const option of portfolioFilterOptions("en")) {
      expect(filterPortfolio(option.id, portfolioItems)).toHaveLength(option.count);
    }
  });

  test("links use a query string on /portfolio", () => {
    const hrefs = portfolioFilterOptions("en").map((option) => option.href);
    expect(hrefs).toEqual([
      "/portfolio",
      "/portfolio?category=weddings",
      "/portfolio?category=pooja",
      "/portfolio?category=entrance",
      "/portfolio?category=corporate",
    ]);
  });

  test("in Gujarati: the same categories and counts, in Gujarati, linking to /gu/portfolio", () => {
    const english = portfolioFilterOptions("en");
    const gujarati = portfolioFilterOptions("gu");
    expect(gujarati.map(({ id, count }) => ({ id, count }))).toEqual(english.map(({ id, count }) => ({ id, count })));
    expect(gujarati.map((option) => option.label)).toEqual(["બધી ડિઝાઇન", "લગ્ન", "પૂજા અને ધાર્મિક પ્રસંગ", "પ્રવેશદ્વાર અને ગાડી", "કોર્પોરેટ"]);
    expect(gujarati.map((option) => option.href)).toEqual(english.map((option) => option.href.replace("/portfolio", "/gu/portfolio")));
    for (const option of gujarati) expect(filterPortfolio(option.id, portfolioItemsIn("gu"))).toHaveLength(option.count);
  });

  test("reads the category from the URL", () => {
    expect(selectedCategory(new URL("https://x.in/portfolio"))).toBe(ALL_WORK);
    expect(selectedCategory(new URL("https://x.in/portfolio?category="))).toBe(ALL_WORK);
    expect(selectedCategory(new URL("https://x.in/portfolio?category=Pooja"))).toBe("pooja");
  });

  test("an unknown category shows nothing", () => {
    expect(filterPortfolio("fireworks", portfolioItems)).toEqual([]);
  });
});

describe("a design's page", () => {
  const slugs = portfolioItems.map((item) => item.slug);

  test("is at /portfolio/<slug> in each language, keeping a chosen category", () => {
    expect(designPath("en", "haldi-marigold-backdrop")).toBe("/portfolio/haldi-marigold-backdrop");
    expect(designPath("gu", "haldi-marigold-backdrop", "weddings")).toBe("/gu/portfolio/haldi-marigold-backdrop?category=weddings");
    expect(portfolioPath("gu", "pooja")).toBe("/gu/portfolio?category=pooja");
    expect(portfolioPath("en")).toBe("/portfolio");
  });

  test("browses all work in the portfolio's order, with no link past either end", () => {
    const first = designNeighbours(slugs[0]!, ALL_WORK, portfolioItems);
    expect(first.previous).toBeUndefined();
    expect(first.next?.slug).toBe(slugs[1]);
    const last = designNeighbours(slugs.at(-1)!, ALL_WORK, portfolioItems);
    expect(last.previous?.slug).toBe(slugs.at(-2));
    expect(last.next).toBeUndefined();
  });

  test("browses within the visitor's category, and all work when the category does not hold the design", () => {
    const pooja = portfolioItems.filter((item) => item.category === "pooja").map((item) => item.slug);
    const middle = designNeighbours(pooja[1]!, "pooja", portfolioItems);
    expect([middle.category, middle.previous?.slug, middle.next?.slug]).toEqual(["pooja", pooja[0], pooja[2]]);
    const elsewhere = designNeighbours(pooja[0]!, "corporate", portfolioItems);
    expect(elsewhere.category).toBe(ALL_WORK);
    expect(elsewhere.previous?.category).toBe("weddings");
  });
});
