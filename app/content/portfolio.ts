/**
 * The portfolio: ten illustrated examples, filterable by category, each with
 * a page of its own at `/portfolio/<slug>`, with their Gujarati in
 * `portfolio.gu.ts`. The WhatsApp texts for each item are built from its title
 * in `business.ts`.
 */

import type { Language, Localized } from "~/i18n/language";
import { gujaratiPortfolioCategories, gujaratiPortfolioItems, gujaratiPortfolioPage } from "./portfolio.gu";
import { inOtherWords, type ContentImage, type ContentPhotograph, type InOrder } from "./types";

export type PortfolioCategory = "weddings" | "pooja" | "entrance" | "corporate";

export type PortfolioItemId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

export interface PortfolioItem {
  id: PortfolioItemId;
  title: string;
  /**
   * The design's address, `/portfolio/<slug>`: made once from the English
   * title (lowercase, hyphenated) and kept when the title changes, so links
   * already shared keep working. Never reuse one.
   */
  slug: string;
  category: PortfolioCategory;
  location: string;
  /** One or two sentences, ≤ 200 characters. */
  description: string;
  /**
   * An illustration (an 800 × 600 SVG in `public/images/portfolio/`), or a
   * photograph: `{ photo: "<file in app/content/pictures/>", alt, focus? }`.
   */
  image: ContentImage | ContentPhotograph;
}

export const portfolioCategories: readonly { id: PortfolioCategory; label: string }[] = [
  { id: "weddings", label: "Weddings" },
  { id: "pooja", label: "Pooja & Rituals" },
  { id: "entrance", label: "Entrance & Car" },
  { id: "corporate", label: "Corporate" },
] satisfies InOrder<{ id: PortfolioCategory; label: string }, ["weddings", "pooja", "entrance", "corporate"]>;

export const portfolioItems: readonly PortfolioItem[] = [
  {
    id: 1,
    title: "Marigold & Rose Mandap Canopy",
    slug: "marigold-rose-mandap-canopy",
    category: "weddings",
    location: "Ahmedabad",
    description:
      "A wedding mandap under a full canopy of genda strings and red roses, with garlanded pillars, ready well before the phera muhurat.",
    image: {
      src: "/images/portfolio/mandap-marigold-canopy.svg",
      width: 800,
      height: 600,
      alt: "Illustration of a wedding mandap under a deep canopy of marigolds and roses, with a curtain of hanging flower strings and flower-wrapped pillars",
    },
  },
  {
    id: 2,
    title: "Phoolon Ki Chadar Bridal Entry",
    slug: "phoolon-ki-chadar-bridal-entry",
    category: "weddings",
    location: "Gujarat",
    description:
      "A flower canopy carried on four poles over the bride as she walks in, along a path of scattered rose and marigold petals.",
    image: {
      src: "/images/portfolio/phoolon-ki-chadar.svg",
      width: 800,
      height: 600,
      alt: "Illustration of a bridal-entry flower canopy of marigolds and roses held up on four poles over a path strewn with rose petals",
    },
  },
  {
    id: 3,
    title: "Haldi Marigold Backdrop",
    slug: "haldi-marigold-backdrop",
    category: "weddings",
    location: "Ahmedabad",
    description:
      "A bright yellow wall of genda strings behind a low seat for the haldi. Cheerful in photos, and forgiving of turmeric splashes.",
    image: {
      src: "/images/portfolio/haldi-marigold-backdrop.svg",
      width: 800,
      height: 600,
      alt: "Illustration of a haldi backdrop: a curtain of yellow marigold strings under a mango-leaf border, with a rose-roped swing seat and brass bowls of haldi",
    },
  },
  {
    id: 4,
    title: "Satyanarayan Katha Mandap",
    slug: "satyanarayan-katha-mandap",
    category: "pooja",
    location: "Ahmedabad",
    description:
      "A traditional katha mandap at home, with banana-leaf pillars, genda strings and a kalash, set up before the pandit arrives.",
    image: {
      src: "/images/portfolio/satyanarayan-katha-mandap.svg",
      width: 800,
      height: 600,
      alt: "Illustration of a Satyanarayan katha mandap of four banana-stem pillars, marigold strings overhead, and a red-draped chowki with a kalash and two diyas",
    },
  },
  {
    id: 5,
    title: "Griha Pravesh Toran & Rangoli",
    slug: "griha-pravesh-toran-rangoli",
    category: "pooja",
    location: "Gujarat",
    description:
      "A marigold and mango-leaf toran over the main door and a rangoli at the threshold, to welcome the family into their new home.",
    image: {
      src: "/images/portfolio/griha-pravesh-toran.svg",
      width: 800,
      height: 600,
      alt: "Illustration of a housewarming front door with a marigold and mango-leaf toran, flower strings down both sides, kalashes and diyas beside it and a rangoli on the threshold",
    },
  },
  {
    id: 6,
    title: "Navratri Mata Ji Shrine",
    slug: "navratri-mata-ji-shrine",
    category: "pooja",
    location: "Ahmedabad",
    description:
      "A lit garbo at the centre of the shrine, framed by strings of marigold and roses for nine nights of aarti and garba.",
    image: {
      src: "/images/portfolio/navratri-mata-ji-decor.svg",
      width: 800,
      height: 600,
      alt: "Illustration of a Navratri shrine: a pierced clay garbo with a glowing diya in front of a red bandhani cloth framed by marigold and rose strings",
    },
  },
  {
    id: 7,
    title: "Rose-Decorated Wedding Car",
    slug: "rose-decorated-wedding-car",
    category: "entrance",
    location: "Ahmedabad",
    description:
      "A wedding car dressed in roses across the bonnet, doors and boot, ready for the baraat and the vidaai.",
    image: {
      src: "/images/portfolio/wedding-car-roses.svg",
      width: 800,
      height: 600,
      alt: "Illustration of a white wedding car decorated with roses on the roof, marigold-and-rose swags along its sides and a rose heart on the bonnet",
    },
  },
  {
    id: 8,
    title: "Marigold Entrance Arch",
    slug: "marigold-entrance-arch",
    category: "entrance",
    location: "Gujarat",
    description:
      "A venue gate arch covered end to end in orange and yellow genda: the first thing guests see as they arrive.",
    image: {
      src: "/images/portfolio/entrance-marigold-arch.svg",
      width: 800,
      height: 600,
      alt: "Illustration of a venue entrance arch covered in marigolds and edged with roses, with marigold strings hanging inside and a rose-petal path through it",
    },
  },
  {
    id: 9,
    title: "Corporate Stage Backdrop",
    slug: "corporate-stage-backdrop",
    category: "corporate",
    location: "Ahmedabad",
    description:
      "A conference stage with floral panels in the brand's colours and a neat arrangement on the podium, clean for photos and video.",
    image: {
      src: "/images/portfolio/corporate-stage-backdrop.svg",
      width: 800,
      height: 600,
      alt: "Illustration of a corporate stage backdrop with rose-and-marigold floral panels, a gold lotus emblem, a floral podium and low floral planters",
    },
  },
  {
    id: 10,
    title: "Reception Desk Florals",
    slug: "reception-desk-florals",
    category: "corporate",
    location: "Gujarat",
    description:
      "Long, low arrangements along the reception desk with matching centrepieces, elegant without blocking faces or name boards.",
    image: {
      src: "/images/portfolio/reception-desk-florals.svg",
      width: 800,
      height: 600,
      alt: "Illustration of a corporate reception desk topped with a long, low mound of marigolds and roses, with floral centrepieces on tables in front",
    },
  },
] satisfies InOrder<PortfolioItem, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]>;

/** The words of one item, in one language (its Gujarati is in `portfolio.gu.ts`). */
export interface PortfolioItemCopy {
  title: string;
  location: string;
  description: string;
  imageAlt: string;
}

/** The ten items in a language, in the same order, with the same categories and pictures. */
export function portfolioItemsIn(language: Language): readonly PortfolioItem[] {
  if (language === "en") return portfolioItems;
  return portfolioItems.map((item) => inOtherWords(item, gujaratiPortfolioItems[item.id]));
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
