import type { Focus } from "~/content/types";

/**
 * A photograph as the build made it (app/pictures/build/photograph.ts): its
 * size after rotation, a blurred placeholder, and its files at several widths
 * in each format, narrowest first.
 */
export interface Picture {
  width: number;
  height: number;
  /** A tiny blurred WebP as a data URL (from its ThumbHash), shown until the photograph arrives. */
  placeholder: string;
  avif: PictureFile[];
  webp: PictureFile[];
}

export interface PictureFile {
  src: string;
  width: number;
}

/**
 * How wide the layouts show a design's picture, in CSS pixels, for the
 * browser's choice of file (`sizes`). The page's content is at most 72rem
 * (1152 px) wide with 1rem on each side.
 */
export const pictureSizes = {
  /** The design's own page: the whole width on a phone, three fifths of the row from 1024 px. */
  designPage: "(min-width: 1152px) 670px, (min-width: 1024px) 58vw, calc(100vw - 2rem)",
  /** A card in a grid of one, two or three columns (the portfolio). */
  card: "(min-width: 1152px) 363px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, calc(100vw - 2rem)",
  /** A card in a row of three from 640 px (the home page's work). */
  teaser: "(min-width: 1152px) 363px, (min-width: 640px) 31vw, calc(100vw - 2rem)",
  /** A picture in a journal post's body, as wide as its column (42rem at most). */
  journalBody: "(min-width: 704px) 672px, calc(100vw - 2rem)",
  /** A journal post's cover on its own page, as wide as the page's column. */
  journalCover: "(min-width: 1152px) 1120px, calc(100vw - 2rem)",
} as const;

/** A focus in percent from the left and from the top, for the build's crops. */
export function focusInPercent(focus: Focus = "center"): { x: number; y: number } {
  const words = focus.split(" ");
  return {
    x: words.includes("left") ? 0 : words.includes("right") ? 100 : 50,
    y: words.includes("top") ? 0 : words.includes("bottom") ? 100 : 50,
  };
}
