/**
 * Questions and answers: one file per question in `content/questions/`,
 * named by its address (the `#` link to it, the same in both languages), and
 * the words around them, `content/pages/questions.json`.
 */

import { z } from "zod";
import { serviceIds } from "../vocabulary.ts";
import { bilingual, filledTemplate, text } from "./fields.ts";
import { linkedText } from "./linked-text.ts";

/** Where a question is answered: the Contact page (the general ones) or a service's section of the Services page. */
export const questionPages = ["contact", ...serviceIds] as const;
export type QuestionPage = (typeof questionPages)[number];

/** What the site puts into an answer: the opening hours, and every city served. */
export const answerPlaceholders = ["hours", "cities"] as const;

const pageNames = questionPages.join(", ");

/** An answer: plain text with links, one paragraph, naming only the places the site fills in. */
const answer = linkedText(400).refine(
  (words) => words.every((part) => [...(typeof part === "string" ? part : part.text).matchAll(/\{(\w+)\}/g)].every(([, name]) => (answerPlaceholders as readonly string[]).includes(name!))),
  `may contain only ${answerPlaceholders.map((name) => `{${name}}`).join(" and ")} between curly brackets`,
);

export const questionSchema = bilingual(
  {
    /** The Contact page, or the service whose section answers it. */
    page: z.enum(questionPages, `must be one of ${pageNames}`),
    /** Questions are shown by this number, lowest first, on their page. */
    position: z.int("must be a whole number").min(1, "must be at least 1").max(999, "must be at most 999"),
  },
  {
    question: text(120),
    answer,
  },
);

/** The words around the questions: the Contact page's heading, and the heading over each service's. */
export const questionsPageSchema = bilingual(
  {},
  {
    contact: z.object({ eyebrow: text(60), title: text(100) }),
    /** Over each service's questions on the Services page, naming it. */
    service: filledTemplate(100, ["service"]),
  },
);

export type QuestionFile = z.output<typeof questionSchema>;
export type QuestionsPageFile = z.output<typeof questionsPageSchema>;
