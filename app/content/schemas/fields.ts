/**
 * The field rules every collection's schema is built from, with the words a
 * broken file is refused in. Build-time only, like the schemas: the Worker
 * reads the files as the build checked them (`../build/checked-content.ts`).
 *
 * Each file holds both languages, `{ "en": {…}, "gu": {…} }`: the words in
 * each, and what is the same in every language (numbers, categories,
 * pictures) in English only.
 */

import { z } from "zod";

/** Text a visitor reads: not blank, and no longer than the page's layout allows. */
export function text(max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be text") })
    .refine((value) => value.trim() !== "", "must not be empty")
    .refine((value) => value.length <= max, `must be at most ${max} characters`);
}

/** Text that names `{placeholders}` the site fills in, such as a design's title. */
export function template(max: number, placeholders: readonly string[]) {
  return text(max).refine(
    (value) => placeholders.every((name) => value.includes(`{${name}}`)),
    `must contain ${placeholders.map((name) => `{${name}}`).join(" and ")}, where the site puts ${placeholders.length > 1 ? "them" : "it"}`,
  );
}

/** Text that names `{placeholders}` the site fills in, with no others. */
export function filledTemplate(max: number, placeholders: readonly string[]) {
  return template(max, placeholders).refine(
    (value) => [...value.matchAll(/\{(\w+)\}/g)].every(([, name]) => placeholders.includes(name!)),
    `may contain only ${placeholders.map((name) => `{${name}}`).join(" and ")} between curly brackets`,
  );
}

export function list<T extends z.ZodType>(item: T, { min, max }: { min: number; max: number }) {
  const count = min === max ? `exactly ${min}` : `${min} to ${max}`;
  return z
    .array(item, { error: (issue) => (issue.input === undefined ? "is missing" : "must be a list") })
    .refine((items) => items.length >= min && items.length <= max, `must have ${count} items`);
}

/** One text of at most `max` characters per key, such as a label per quote field. */
export const record = <const Keys extends readonly string[]>(keys: Keys, max: number) =>
  z.object(Object.fromEntries(keys.map((key) => [key, text(max)])) as Record<Keys[number], ReturnType<typeof text>>);

/** A path of an SVG illustration in `public/images/`. */
export const illustration = z
  .string({ error: "is missing" })
  .regex(/^\/images\/[a-z0-9/-]+\.svg$/, "must be an illustration in public/images/, such as /images/portfolio/haldi.svg");

/** Both languages of one file: the words in each, what does not change with the language in English only. */
export function bilingual<Shared extends z.ZodRawShape, Words extends z.ZodRawShape>(shared: Shared, words: Words) {
  return z.object({
    en: z.object({ ...shared, ...words }, { error: "is missing (the English)" }),
    gu: z.object(words, { error: "is missing (the Gujarati)" }),
  });
}

/** Every list in the Gujarati has as many items as in the English: a paragraph or a city cannot go missing. */
export function sameLengths(paths: readonly string[]) {
  return (file: { en: object; gu: object }, context: z.RefinementCtx) => {
    for (const path of paths) {
      const at = (language: object) => path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], language);
      const [english, gujarati] = [at(file.en), at(file.gu)];
      if (Array.isArray(english) && Array.isArray(gujarati) && english.length !== gujarati.length) {
        context.addIssue({
          code: "custom",
          path: ["gu", ...path.split(".")],
          message: `must have as many items as the English (${english.length}, not ${gujarati.length})`,
        });
      }
    }
  };
}
