import { portfolioCategoriesIn, portfolioItemsIn, type PortfolioItem } from "~/content/portfolio";
import { pathInLanguage, type Language, type Localized } from "~/i18n/language";

export const ALL_WORK = "all";

const allWorkLabel: Localized<string> = { en: "All Work", gu: "બધું કામ" };

export interface FilterOption {
  id: string;
  label: string;
  count: number;
  href: string;
}

/** The filter controls in a language, All Work first, each with how many items it shows. */
export function portfolioFilterOptions(language: Language, items: readonly PortfolioItem[] = portfolioItemsIn(language)): FilterOption[] {
  const portfolioPath = pathInLanguage(language, "/portfolio");
  return [
    { id: ALL_WORK, label: allWorkLabel[language], count: items.length, href: portfolioPath },
    ...portfolioCategoriesIn(language).map((category) => ({
      id: category.id,
      label: category.label,
      count: items.filter((item) => item.category === category.id).length,
      href: `${portfolioPath}?category=${category.id}`,
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
