/** The glossary: `content/glossary.json`. */

import { z } from "zod";
import { list, text } from "./fields.ts";

/**
 * Each recurring term in English and its one Gujarati form, which the site's
 * texts are held to (app/content/glossary.test.ts): a Gujarati text whose
 * English names the term uses that form, and no Gujarati text uses a form the
 * term rules out. Not in both languages: it is about both.
 */
export const glossarySchema = z.object({
  terms: list(
    z.object({
      /** The English words that name the term, as they are written (a plural with -s is matched too). */
      en: list(text(40), { min: 1, max: 6 }),
      /** Its Gujarati form, as a word or the start of one (ભાવ matches ભાવની). */
      gu: text(40),
      /** Gujarati forms no text may use, each as a word or the start of one. */
      avoid: list(text(40), { min: 0, max: 10 }).default([]),
      /** English texts where the Gujarati says it another way on purpose, as they are written. */
      except: list(text(200), { min: 0, max: 10 }).default([]),
      /** For whoever writes: when to use it, and how it bends. The CMS saves an empty note as "". */
      note: z.string().max(300, "must be at most 300 characters").optional(),
    }),
    { min: 1, max: 200 },
  ),
  /** Letters the Gujarati is not written with, and the ones written instead. */
  letters: list(z.object({ avoid: text(4), write: text(4), note: z.string().max(300, "must be at most 300 characters").optional() }), { min: 0, max: 20 }),
});

export type GlossaryFile = z.output<typeof glossarySchema>;
