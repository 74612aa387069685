import { rmSync } from "node:fs";
import { afterEach, beforeEach, expect, test } from "vitest";
import { breakableContentCopy, changeJsonFile } from "../../../tests/shared/content-copy";
import { questionsFiles } from "./questions-file-plugin";

/** The project's content, copied for each test into a folder the test may change. */
let root: string;

beforeEach(() => {
  root = breakableContentCopy("questions-file-");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const quote = "content/questions/how-do-we-get-a-quote.json";

test("each language's questions are one static file, in the owner's order, answers as words and links", () => {
  const made = questionsFiles(root);
  expect(made.paths.en).toMatch(/^\/assets\/questions\/en-[\w-]{10}\.json$/);
  expect(made.paths.gu).toMatch(/^\/assets\/questions\/gu-[\w-]{10}\.json$/);
  expect(made.files.map(({ fileName }) => `/${fileName}`)).toEqual([made.paths.en, made.paths.gu]);
  for (const [index, language] of (["en", "gu"] as const).entries()) {
    expect(JSON.parse(new TextDecoder().decode(made.files[index]!.source))).toEqual(made.words[language]);
  }
  const contact = made.words.en.filter(({ page }) => page === "contact").map(({ id }) => id);
  expect(contact.slice(0, 2)).toEqual(["do-you-come-to-our-town", "when-can-we-call-or-visit-the-studio"]);
  expect(made.words.gu.map(({ id }) => id)).toEqual(made.words.en.map(({ id }) => id));
  const gujarati = made.words.gu.find(({ id }) => id === "how-do-we-get-a-quote")!;
  expect(gujarati.answer).toContainEqual({ text: "આ પાના પરનું ફોર્મ", href: "#quote" });
});

test("a question changed gives its language's file a new name, and the other language's keeps its own", () => {
  const before = questionsFiles(root).paths;
  changeJsonFile(root, quote, (question) => (question.gu.question = "ભાવ કેવી રીતે જાણવો?"));
  const after = questionsFiles(root).paths;
  expect(after.gu).not.toBe(before.gu);
  expect(after.en).toBe(before.en);
});

test("a question the content check refuses stops the build, named with its rule", () => {
  changeJsonFile(root, quote, (question) => delete question.gu.answer);
  expect(() => questionsFiles(root)).toThrow(`${quote} (question "How do we get a quote?") gu.answer: is missing`);
});
