import { portfolioCategoriesIn, portfolioItemsIn, portfolioPage, type PortfolioItem } from "~/content/portfolio";
import { pathInLanguage, type Language } from "~/i18n/language";
import type { FilterOption } from "~/components/ui/filter-links";

export const ALL_WORK = "all";

export type { FilterOption };

/** The filter controls in a language, All Work first, each with how many items it shows. */
export function portfolioFilterOptions(language: Language, items: readonly PortfolioItem[] = portfolioItemsIn(language)): FilterOption[] {
  return [
    { id: ALL_WORK, label: portfolioPage[language].allWork, count: items.length, href: portfolioPath(language) },
    ...portfolioCategoriesIn(language).map((category) => ({
      id: category.id,
      label: category.label,
      count: items.filter((item) => item.category === category.id).length,
      href: portfolioPath(language, category.id),
    })),
  ];
}

/** Reads `?category=`; no value means all work. An unknown value selects nothing. */
export function selectedCategory(url: URL): string {
  return url.searchParams.get("category")?.trim().toLowerCase() || ALL_WORK;
}

export function filterPortfolio(category: string, items: readonly PortfolioItem[]) {
  return category === ALL_WORK ? items : items.filter((item) => item.category === category);
}

/** The query that keeps a category across the portfolio and its designs' pages: `?category=pooja`, or none for all work. */
function categoryQuery(category: string): string {
  return category === ALL_WORK ? "" : `?category=${encodeURIComponent(category)}`;
}

/** A design's page, keeping the category the visitor came from (`/gu/portfolio/<slug>?category=pooja`). */
export function designPath(language: Language, slug: string, category: string = ALL_WORK): string {
  return `${pathInLanguage(language, `/portfolio/${slug}`)}${categoryQuery(category)}`;
}

/** The portfolio as the visitor left it: in her language, with her category. */
export function portfolioPath(language: Language, category: string = ALL_WORK): string {
  return `${pathInLanguage(language, "/portfolio")}${categoryQuery(category)}`;
}

/**
 * The designs before and after `slug` among those the category shows, in the
 * portfolio's order; none past either end. A category that does not hold the
 * design (or none at all) browses all work.
 */
export function designNeighbours(
  slug: string,
  category: string,
  items: readonly PortfolioItem[],
): { category: string; previous?: PortfolioItem; next?: PortfolioItem } {
  const inCategory = filterPortfolio(category, items);
  const browsed = inCategory.some((item) => item.slug === slug) ? category : ALL_WORK;
  const list = filterPortfolio(browsed, items);
  const index = list.findIndex((item) => item.slug === slug);
  return { category: browsed, previous: list[index - 1], next: index >= 0 ? list[index + 1] : undefined };
}
