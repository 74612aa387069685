/** The portfolio's designs: `content/designs/<slug>.json`, named by the design's address. */

import { z } from "zod";
import { focusPoints, portfolioCategoryIds } from "../vocabulary.ts";
import { bilingual, illustration, text } from "./fields.ts";

/** A design's file name, its address: lowercase words joined by hyphens. */
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase letters and digits joined by hyphens");

/** A photograph's file name in `content/pictures/`. */
export const photoFileName = z
  .string()
  .regex(/^[\w-]+(\.[\w-]+)*\.(jpe?g|png|webp)$/i, "must be the name of a JPEG, PNG or WebP file in content/pictures/, such as mandap-2026.jpg");

export const designSchema = bilingual(
  {
    category: z.enum(portfolioCategoryIds, `must be one of ${portfolioCategoryIds.join(", ")}`),
    /** Designs are shown by this number, lowest first. */
    position: z.int("must be a whole number").min(1, "must be at least 1").max(999, "must be at most 999"),
    /** Shown among the home page's three. */
    onHomePage: z.boolean("must be yes or no").default(false),
    /** A photograph in content/pictures/; the illustration is shown while there is none. */
    photo: photoFileName.optional().or(z.literal("")),
    illustration: illustration.optional(),
    focus: z.enum(focusPoints, `must be one of ${focusPoints.join(", ")}`).default("center"),
  },
  {
    title: text(60),
    location: text(40),
    description: text(200),
    imageAlt: text(300),
  },
).refine((file) => file.en.photo || file.en.illustration, { path: ["en", "photo"], message: "is missing: every design needs a picture" });

export type DesignFile = z.output<typeof designSchema>;
