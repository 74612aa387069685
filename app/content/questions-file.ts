import { env } from "cloudflare:workers";
import { questionFiles, questionWords } from "virtual:questions";
import type { Language } from "~/i18n/language";
import { questionsFrom, type Question, type StoredQuestion } from "./questions";
import type { QuestionPage } from "./schemas/questions";

/**
 * A language's questions, read from the Worker's own static files (the
 * `ASSETS` binding) once per isolate, as a journal post's body is: the file's
 * name carries a hash of its content, so the words behind a name never
 * change, and the Worker's code does not grow with the owner's questions
 * (docs/decisions/021-questions-and-answers.md). Under `npm run dev`, which
 * builds no static files, from the build's memory.
 */
const read = new Map<string, Promise<readonly StoredQuestion[] | undefined>>();

function storedQuestions(language: Language, requestUrl: string): Promise<readonly StoredQuestion[] | undefined> {
  if (import.meta.env.DEV) return Promise.resolve(questionWords[language]);
  const path = questionFiles[language];
  let questions = read.get(path);
  if (!questions) {
    questions = env.ASSETS.fetch(new URL(path, requestUrl))
      .then((response) => (response.ok ? (response.json() as Promise<StoredQuestion[]>) : undefined))
      .catch(() => undefined);
    // A failed read is tried again by the next visit rather than remembered.
    void questions.then((stored) => stored === undefined && read.delete(path));
    read.set(path, questions);
  }
  return questions;
}

/**
 * Reads a language's questions from a page's loader, before the page renders,
 * which then finds them read, as a journal post's body is: a page that waited
 * for the file mid-render would stream its parts in another order on an
 * isolate's first visit than on the next, and the edge's cache would keep
 * whichever came first (the edge fuzz caught /gu/services so).
 */
export async function readQuestions(language: Language, requestUrl: string): Promise<void> {
  await storedQuestions(language, requestUrl);
}

/**
 * The questions a page answers (the Contact page, or a service's section), in
 * a language, in the owner's order. Should the file not be read, the page
 * shows none rather than failing: it says everything else without them.
 */
export async function questionsOn(language: Language, page: QuestionPage, requestUrl: string): Promise<readonly Question[]> {
  const stored = await storedQuestions(language, requestUrl);
  if (!stored) console.error(`The questions in ${questionFiles[language]} could not be read`);
  return questionsFrom(stored ?? [], language, page);
}
