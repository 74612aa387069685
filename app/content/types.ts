import type { focusPoints } from "./vocabulary";

/** An illustration in `public/images/` (SVG), served as it is: replacing artwork means changing these entries. */
export interface ContentImage {
  src: string;
  width: number;
  height: number;
  /** Describes what the picture shows. */
  alt: string;
}

/** Where a cropped photograph keeps its subject; the pages make it CSS's `object-position`. */
export type Focus = (typeof focusPoints)[number];

/**
 * A photograph in `content/pictures/`, named by its file name
 * (`"mandap-2026.jpg"`). The build makes its sizes and formats and stops,
 * naming the file, if it is missing, not a picture or under 1,200 px wide
 * (docs/decisions/010-design-pages-and-pictures.md).
 */
export interface ContentPhotograph {
  photo: string;
  /** Describes what the picture shows. */
  alt: string;
  /**
   * What to keep in view where the picture is cropped (a portfolio card, the
   * sharing card): `"top"`, `"bottom left"`, …; the centre when left out.
   */
  focus?: Focus;
}

/** Compile-time check that a list holds exactly these ids, in this order. */
export type InOrder<T extends { id: unknown }, Ids extends readonly T["id"][]> = {
  readonly [K in keyof Ids]: T & { id: Ids[K] };
};
