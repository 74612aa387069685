/**
 * Kind words: what a family said of the studio's work, one file per entry in
 * `content/kind-words/`, named by when the owner added it. The family's words
 * (and the name and area they agreed to be known by) are in the language they
 * were said in, and in the other only if the owner adds it; the occasion and
 * what a photograph shows are the studio's words, in both. And the family's
 * consent, with its month: required, and never shown (docs/decisions/022-kind-words.md).
 */

import { z } from "zod";
import { languages } from "../../i18n/language.ts";
import { focusPoints, serviceIds } from "../vocabulary.ts";
import { photoFileName, slug } from "./designs.ts";
import { bilingual, filledTemplate, text } from "./fields.ts";

/** A month as the CMS writes it: `2026-02`. */
export const calendarMonth = z
  .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be a month such as 2026-02") })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a month such as 2026-02");

/** Text the owner may leave out: the CMS writes an empty field as nothing or as "". */
const optionalText = (max: number) => text(max).optional().or(z.literal("").transform(() => undefined));

/** What the family agreed to, and when. Kept in the file, never on a page (the schema's output drops it). */
const consent = z.object(
  {
    words: z.literal(true, { error: "must be yes: a family's words are shown only once they have agreed" }),
    /** Everyone in the photograph agreed to its being shown (or no one is in it). */
    photo: z.boolean("must be yes or no").default(false),
    month: calendarMonth,
  },
  { error: (issue) => (issue.input === undefined ? "is missing: the family's agreement, and its month" : "must be the family's agreement and its month") },
);

export const kindWordFileSchema = bilingual(
  {
    /** The language the family said the words in. */
    saidIn: z.enum(languages, `must be one of ${languages.join(", ")}`),
    service: z.enum(serviceIds, `must be one of ${serviceIds.join(", ")}`),
    /** The month of the occasion: the home page shows the latest three. */
    month: calendarMonth,
    /** A design of the portfolio it was, by its address. */
    design: slug.optional().or(z.literal("").transform(() => undefined)),
    /** A photograph in content/pictures/. */
    photo: photoFileName.optional().or(z.literal("").transform(() => undefined)),
    focus: z.enum(focusPoints, `must be one of ${focusPoints.join(", ")}`).default("center"),
    consent,
  },
  {
    /** The family's words, quoted as given. */
    words: optionalText(600),
    /** Who said them, as the family agreed to be named: a first name, say. */
    name: optionalText(60),
    /** Where they are from, as they agreed: an area or a town. */
    area: optionalText(40),
    /** The occasion, in the studio's words: "Her daughter's wedding". */
    event: text(60),
    /** What the photograph shows. */
    photoAlt: optionalText(300),
  },
).superRefine((file, context) => {
  const missing = (path: (string | number)[], message: string) => context.addIssue({ code: "custom", path, message });
  const said = file[file.en.saidIn];
  if (!said.words) missing([file.en.saidIn, "words"], "is missing: it is needed in the language the words were said in");
  if (!said.name) missing([file.en.saidIn, "name"], "is missing: it is needed in the language the words were said in");
  if (!file.en.photo) return;
  if (!file.en.consent.photo) missing(["en", "consent", "photo"], "must be yes: a photograph is shown only once the people in it have agreed");
  for (const language of languages) if (!file[language].photoAlt) missing([language, "photoAlt"], "is missing: a photograph needs its description");
});

/**
 * A kind word as the site reads it: checked, and without the consent, which
 * so never reaches the Worker, a page or its payload.
 */
export const kindWordSchema = kindWordFileSchema.transform(({ en: { consent: _, ...en }, gu }) => ({ en, gu }));

export type KindWordFile = z.output<typeof kindWordSchema>;

/** The kind words' headings on the pages that show them: `content/pages/kind-words.json`. */
export const kindWordsPageSchema = bilingual(
  {},
  {
    onHome: z.object({ eyebrow: text(60), title: text(100) }),
    /** Above a service's own, in its section of the Services page. */
    onService: z.object({ title: text(100) }),
    /** Above those that name the design, on its page. */
    onDesign: z.object({ title: text(100) }),
    /** The link to the design a family's words are about. */
    design: filledTemplate(80, ["design"]),
  },
);

export type KindWordsPageFile = z.output<typeof kindWordsPageSchema>;
