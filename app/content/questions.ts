/**
 * The questions families ask, answered: one file each in `content/questions/`
 * (named by its address, the `#` link to it), shown on the Contact page (the
 * general ones) or in a service's section of the Services page, in the order
 * the owner numbered them. The build keeps their words in a static file per
 * language, which ./questions-file.ts reads (docs/decisions/021-questions-and-answers.md).
 */

import { pathInLanguage, pathWithoutLanguage, type Language, type Localized } from "~/i18n/language";
import questionsPageFile from "../../content/pages/questions.json";
import { businessText } from "./business-text";
import { fillIn } from "./fill-in";
import { asChecked } from "./read-content";
import type { QuestionFile, QuestionPage, QuestionsPageFile } from "./schemas/questions";

/** An answer's words in order: plain text, or a link with its words. */
export type Answer = QuestionFile["en"]["answer"];

/** A question as the build keeps it in its language's file: its address, its page, its words. */
export interface StoredQuestion {
  id: string;
  page: QuestionPage;
  question: string;
  answer: Answer;
}

export interface Question {
  /** Its address: the `id` its page gives it, the same in both languages. */
  id: string;
  question: string;
  answer: Answer;
}

/** A link to a page of the site, to that page in `language`, its query and place on the page kept. */
function onSiteHref(language: Language, href: string): string {
  const { pathname, search, hash } = new URL(href, "https://site.invalid");
  return `${pathInLanguage(language, pathWithoutLanguage(pathname))}${search}${hash}`;
}

/**
 * An answer as the page shows it: the opening hours and the cities served put
 * in, and a link to a page of the site leading to that page in the answer's
 * language (`/contact#quote` on the Gujarati site is `/gu/contact#quote`).
 */
export function answerIn(language: Language, answer: Answer): Answer {
  const { hoursDisplay: hours, cities } = businessText[language];
  const fill = (words: string) => fillIn(words, { hours, cities: cities.join(", ") });
  return answer.map((part) => {
    if (typeof part === "string") return fill(part);
    return { text: fill(part.text), href: part.href.startsWith("/") ? onSiteHref(language, part.href) : part.href };
  });
}

/** The questions of one page among a language's, in their order, as the page shows them. */
export function questionsFrom(stored: readonly StoredQuestion[], language: Language, page: QuestionPage): readonly Question[] {
  return stored.filter((entry) => entry.page === page).map(({ id, question, answer }) => ({ id, question, answer: answerIn(language, answer) }));
}

/** What a reader reads of an answer: its words, each link's as they stand in the sentence; search engines get the same (app/lib/structured-data.ts). */
export function answerText(answer: Answer): string {
  return answer.map((part) => (typeof part === "string" ? part : part.text)).join("");
}

/** The words around the questions: the Contact page's heading, and the heading over each service's. */
export const questionsPage: Localized<QuestionsPageFile["en"]> = asChecked<QuestionsPageFile>(questionsPageFile);
