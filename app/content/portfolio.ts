/**
 * The portfolio: the designs, one file each in `content/designs/` named by
 * its slug, in both languages, filterable by category, each with a page of
 * its own at `/portfolio/<slug>`.
 */

import { mapLanguages, type Language, type Localized } from "~/i18n/language";
import { gujaratiPortfolioCategories, gujaratiPortfolioPage } from "./portfolio.gu";
import { readFolder } from "./read-content";
import { designSchema, type portfolioCategoryIds } from "./schema";
import type { ContentImage, ContentPhotograph, InOrder } from "./types";

export type PortfolioCategory = (typeof portfolioCategoryIds)[number];

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

export const portfolioCategories: readonly { id: PortfolioCategory; label: string }[] = [
  { id: "weddings", label: "Weddings" },
  { id: "pooja", label: "Pooja & Rituals" },
  { id: "entrance", label: "Entrance & Car" },
  { id: "corporate", label: "Corporate" },
] satisfies InOrder<{ id: PortfolioCategory; label: string }, ["weddings", "pooja", "entrance", "corporate"]>;

const files = readFolder(designSchema, "design", import.meta.glob("/content/designs/*.json", { eager: true, import: "default" })).toSorted(
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

/** The categories in a language, in the same order. */
export function portfolioCategoriesIn(language: Language): readonly { id: PortfolioCategory; label: string }[] {
  if (language === "en") return portfolioCategories;
  return portfolioCategories.map(({ id }) => ({ id, label: gujaratiPortfolioCategories[id] }));
}

/** The Portfolio page's own words around the items, in one language (its Gujarati is in `portfolio.gu.ts`). */
export interface PortfolioPageCopy {
  intro: { eyebrow: string; title: string; text: string };
  galleryHeading: string;
  filterLabel: string;
  itemsLabel: string;
  getSimilar: string;
  /** The words of a design's own page. */
  design: {
    share: string;
    /** The browser's share sheet, offered beside the WhatsApp link where the browser has one. */
    moreWaysToShare: string;
    /** The previous and next designs, and the way back to the portfolio. */
    browseLabel: string;
    previous: string;
    next: string;
    backToPortfolio: string;
  };
  empty: { text: string; showAll: string };
  closing: { title: string; text: string };
}

export const portfolioPage: Localized<PortfolioPageCopy> = {
  en: {
    intro: {
      eyebrow: "Our work",
      title: "Our Portfolio",
      text: "A selection of mandaps, pooja setups, entrances, cars and stages we have decorated in Ahmedabad and across Gujarat.",
    },
    galleryHeading: "Gallery",
    filterLabel: "Filter by category",
    itemsLabel: "Portfolio items",
    getSimilar: "Get Similar Design",
    design: {
      share: "Share this design",
      moreWaysToShare: "More ways to share",
      browseLabel: "More designs",
      previous: "Previous design",
      next: "Next design",
      backToPortfolio: "Back to the portfolio",
    },
    empty: { text: "No items found in this category.", showAll: "View All Work" },
    closing: {
      title: "Seen something you like?",
      text: "Send us the design and your date. We will adapt it to your venue, colours and budget.",
    },
  },
  gu: gujaratiPortfolioPage,
};
