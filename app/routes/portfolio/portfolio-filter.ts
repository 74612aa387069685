import { portfolioCategories, portfolioItems, type PortfolioItem } from "~/content/portfolio";

export const ALL_WORK = "all";

export interface FilterOption {
  id: string;
  label: string;
  count: number;
  href: string;
}

/** The filter controls, All Work first, each with how many items it shows. */
export function portfolioFilterOptions(items: readonly PortfolioItem[] = portfolioItems): FilterOption[] {
  return [
    { id: ALL_WORK, label: "All Work", count: items.length, href: "/portfolio" },
    ...portfolioCategories.map((category) => ({
      id: category.id,
      label: category.label,
      count: items.filter((item) => item.category === category.id).length,
      href: `/portfolio?category=${category.id}`,
    })),
  ];
}

/** Reads `?category=`; no value means all work. An unknown value selects nothing. */
export function selectedCategory(url: URL): string {
  return url.searchParams.get("category")?.trim().toLowerCase() || ALL_WORK;
}

export function filterPortfolio(category: string, items: readonly PortfolioItem[] = portfolioItems) {
  return category === ALL_WORK ? items : items.filter((item) => item.category === category);
}
