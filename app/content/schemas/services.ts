/** The six services: `content/services/<id>.json`, named by the service's id. */

import { z } from "zod";
import { bilingual, illustration, list, text } from "./fields.ts";

export const serviceSchema = bilingual(
  {
    /** Where the service stands on the pages, 1 to 6. */
    position: z.int("must be a whole number").min(1, "must be 1 to 6").max(6, "must be 1 to 6"),
    illustration,
  },
  {
    title: text(60),
    summary: text(110),
    description: text(400),
    features: list(text(60), { min: 6, max: 6 }),
    imageAlt: text(300),
    whatsApp: text(300),
  },
);

export type ServiceFile = z.output<typeof serviceSchema>;
