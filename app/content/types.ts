/** An illustration or photograph: replacing artwork means changing these entries. */
export interface ContentImage {
  src: string;
  width: number;
  height: number;
  /** Describes what the picture shows. */
  alt: string;
}

/** Compile-time check that a list holds exactly these ids, in this order. */
export type InOrder<T extends { id: unknown }, Ids extends readonly T["id"][]> = {
  readonly [K in keyof Ids]: T & { id: Ids[K] };
};

/**
 * A content entry in another language: its words from `copy` (the picture's
 * description as `imageAlt`), everything else (id, number, category, picture)
 * from the English `entry`.
 */
export function inOtherWords<Entry extends { image: ContentImage }, Copy extends { imageAlt: string }>(
  entry: Entry,
  { imageAlt, ...copy }: Copy,
): Omit<Entry, Exclude<keyof Copy, "imageAlt">> & Omit<Copy, "imageAlt"> {
  return { ...entry, ...copy, image: { ...entry.image, alt: imageAlt } };
}
