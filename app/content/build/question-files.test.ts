import { renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { breakableContentCopy, changeJsonFile } from "../../../tests/shared/content-copy";
import { checkContent } from "./check-content";
import { describeProblem } from "./content-problem";

/** The project's content, copied for each test into a folder the test may break. */
let root: string;

beforeEach(() => {
  root = breakableContentCopy("question-check-");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const problems = () => checkContent(root).map(describeProblem);

const quote = "content/questions/how-do-we-get-a-quote.json";
const quoteEntry = `${quote} (question "How do we get a quote?")`;

const change = (file: string, edit: (data: any) => void) => changeJsonFile(root, file, edit);

describe("the build refuses a question, naming the file, the question and the rule", () => {
  test("without its Gujarati answer", () => {
    change(quote, (question) => delete question.gu.answer);
    expect(problems()).toEqual([`${quoteEntry} gu.answer: is missing`]);
  });

  test("on a page that has no questions", () => {
    change(quote, (question) => (question.en.page = "portfolio"));
    expect(problems()).toEqual([`${quoteEntry} en.page: must be one of contact, wedding, pooja, birthday, corporate, entrance, addons`]);
  });

  test("whose answer links to a script, or is more than plain text with links", () => {
    change(quote, (question) => {
      question.en.answer = "Tell us on [the form](javascript:alert(1)).";
      question.gu.answer = "પહેલો ફકરો.\n\nબીજો ફકરો.";
    });
    expect(problems()).toEqual([
      `${quoteEntry} en.answer: has a link to "javascript:alert(1)", which is not an address a link may have: https://…, mailto:…, tel:…, an address on this site starting with / or a place on the page starting with #`,
      `${quoteEntry} gu.answer: must be one paragraph: a blank line starts another`,
    ]);
  });

  test("whose answer names a place the site does not fill in", () => {
    change(quote, (question) => (question.en.answer = "From {price}, open {hours}."));
    expect(problems()).toEqual([
      `${quoteEntry} en.answer: may contain only {hours} and {cities} between curly brackets`,
    ]);
  });

  test("whose file name is not an address", () => {
    renameSync(join(root, quote), join(root, "content/questions/How do we get a quote.json"));
    expect(problems()).toEqual([
      `content/questions/How do we get a quote.json (question "How do we get a quote?"): the file's name is the question's link on its page (…#How do we get a quote), and must be lowercase letters and digits joined by hyphens`,
    ]);
  });

  test("beyond the number a page has room for: the Services page's 18, in all its sections", () => {
    for (const number of [1, 2, 3, 4, 5, 6, 7]) {
      writeFileSync(
        join(root, `content/questions/another-pooja-question-${number}.json`),
        JSON.stringify({ en: { page: "pooja", position: 30 + number, question: `Question ${number}?`, answer: "An answer." }, gu: { question: "પ્રશ્ન?", answer: "જવાબ." } }),
      );
    }
    expect(problems()).toEqual([
      expect.stringMatching(/^content\/questions\/ \(the Services page's questions\) en\.page: names 19 questions \(another-pooja-question-1, .+\): the page has room for 18$/),
    ]);
  });
});
