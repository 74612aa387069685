/**
 * The portfolio: the designs, one file each in `content/designs/` named by
 * its slug, in both languages, filterable by category, each with a page of
 * its own at `/portfolio/<slug>`.
 */

import { mapLanguages, type Language, type Localized } from "~/i18n/language";
import portfolioPageFile from "../../content/pages/portfolio.json";
import { asChecked, readFolder } from "./read-content";
import type { DesignFile } from "./schemas/designs";
import type { PortfolioPageFile } from "./schemas/pages";
import { portfolioCategoryIds, type PortfolioCategory } from "./vocabulary";
import type { ContentImage, ContentPhotograph } from "./types";

export type { PortfolioCategory };

export interface PortfolioItem {
  title: string;
  /**
   * The design's address, `/portfolio/<slug>`: its file's name, made once
   * from the English title when the design was added, and kept when the title
   * changes, so links already shared keep working.
   */
  slug: string;
  category: PortfolioCategory;
  location: string;
  description: string;
  /** Among the home page's three designs. */
  onHomePage: boolean;
  /** A photograph in `content/pictures/`, or until there is one an 800 × 600 SVG illustration. */
  image: ContentImage | ContentPhotograph;
}

const files = readFolder<DesignFile>(import.meta.glob("/content/designs/*.json", { eager: true, import: "default" })).toSorted(
  (a, b) => a.file.en.position - b.file.en.position || a.id.localeCompare(b.id),
);

const itemsByLanguage: Localized<readonly PortfolioItem[]> = mapLanguages((language) =>
  files.map(({ id, file: { en, [language]: words } }) => ({
    title: words.title,
    slug: id,
    category: en.category,
    location: words.location,
    description: words.description,
    onHomePage: en.onHomePage,
    image: en.photo
      ? { photo: en.photo, focus: en.focus, alt: words.imageAlt }
      : { src: en.illustration!, width: 800, height: 600, alt: words.imageAlt },
  })),
);

/** Every design, in English, in the order the portfolio shows them. */
export const portfolioItems: readonly PortfolioItem[] = itemsByLanguage.en;

/** The designs in a language, in the same order, with the same categories and pictures. */
export function portfolioItemsIn(language: Language): readonly PortfolioItem[] {
  return itemsByLanguage[language];
}

/** The design at `/portfolio/<slug>` in a language, if there is one. */
export function portfolioItemBySlug(language: Language, slug: string): PortfolioItem | undefined {
  return portfolioItemsIn(language).find((item) => item.slug === slug);
}

export type PortfolioPageCopy = PortfolioPageFile["en"];

/** The Portfolio page's own words around the designs, the categories' names and a design page's words, from `content/pages/portfolio.json`. */
export const portfolioPage: Localized<PortfolioPageCopy> = asChecked<PortfolioPageFile>(portfolioPageFile);

/** The categories in a language, in the order the filter shows them. */
export function portfolioCategoriesIn(language: Language): readonly { id: PortfolioCategory; label: string }[] {
  return portfolioCategoryIds.map((id) => ({ id, label: portfolioPage[language].categories[id] }));
}
