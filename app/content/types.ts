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
