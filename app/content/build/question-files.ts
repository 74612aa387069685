import { slug } from "../schemas/designs.ts";
import type { QuestionFile, QuestionPage } from "../schemas/questions.ts";
import type { ContentProblem } from "./content-problem.ts";

/**
 * What no single question's file can say: its name is its address, the `#`
 * link to it on its page (docs/decisions/021-questions-and-answers.md), and
 * a page holds no more questions than it has room for.
 */

/**
 * The most questions each page shows: the Contact page's list, and the
 * Services page's, in all its six sections. Each question is on the page
 * three times (its words, the payload React reads them from, the search
 * engines' data): 18 questions on the Services page, each as long as it may
 * be, make its Gujarati HTML 32.6 KiB of gzip, within the 34 KiB budget
 * (docs/decisions/021-questions-and-answers.md).
 */
export const mostQuestions = { contact: 12, services: 18 } as const;

const pageOf = (page: QuestionPage) => (page === "contact" ? "contact" : "services");

export function questionFolderProblems(entries: readonly { file: string; id: string; entry: string; data: QuestionFile }[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { file, id, entry } of entries) {
    const slugProblem = slug.safeParse(id).error?.issues[0]?.message;
    if (slugProblem) problems.push({ file, entry, field: "", rule: `the file's name is the question's link on its page (…#${id}), and ${slugProblem}` });
  }
  for (const [page, onPage] of Map.groupBy(entries, ({ data }) => pageOf(data.en.page))) {
    if (onPage.length <= mostQuestions[page]) continue;
    problems.push({
      file: "content/questions/",
      entry: page === "contact" ? "the Contact page's questions" : "the Services page's questions",
      field: "en.page",
      rule: `names ${onPage.length} questions (${onPage.map(({ id }) => id).join(", ")}): the page has room for ${mostQuestions[page]}`,
    });
  }
  return problems;
}
