import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { questionWords } from "virtual:questions";
import { expect, test } from "vitest";
import { businessText } from "./business-text";
import { answerIn, answerText, questionsFrom } from "./questions";
import { questionPages } from "./schemas/questions";

const folder = join(import.meta.dirname, "../../content/questions");
const files = readdirSync(folder).map((name) => ({ id: name.replace(/\.json$/, ""), ...JSON.parse(readFileSync(join(folder, name), "utf8")) }));

test.each(questionPages)("the questions on %s are its files', in the owner's order, with the same addresses in both languages", (page) => {
  const expected = files
    .filter((file) => file.en.page === page)
    .toSorted((a, b) => a.en.position - b.en.position || a.id.localeCompare(b.id));
  const [english, gujarati] = [questionsFrom(questionWords.en!, "en", page), questionsFrom(questionWords.gu!, "gu", page)];
  expect(english.map((question) => question.id)).toEqual(expected.map((file) => file.id));
  expect(gujarati.map((question) => question.id)).toEqual(expected.map((file) => file.id));
  expect(gujarati.map((question) => question.question)).toEqual(expected.map((file) => file.gu.question));
});

test("an answer gets the opening hours and the cities served, in its language", () => {
  const answer = ["Open {hours}, in {cities}."];
  expect(answerIn("en", answer)).toEqual([`Open ${businessText.en.hoursDisplay}, in ${businessText.en.cities.join(", ")}.`]);
  expect(answerText(answerIn("gu", answer))).toContain(businessText.gu.hoursDisplay);
  expect(answerText(answerIn("gu", answer))).toContain(businessText.gu.cities.join(", "));
});

test("a link to a page of the site leads to that page in the answer's language, its place on the page kept", () => {
  const answer = [
    { text: "the form", href: "/contact#quote" },
    { text: "home", href: "/" },
    { text: "a filter", href: "/journal?service=pooja" },
    { text: "written for Gujarati already", href: "/gu/services#pooja" },
    { text: "here", href: "#quote" },
    { text: "chat", href: "https://wa.me/919876543210" },
  ];
  expect(answerIn("gu", answer).map((part) => typeof part !== "string" && part.href)).toEqual([
    "/gu/contact#quote",
    "/gu",
    "/gu/journal?service=pooja",
    "/gu/services#pooja",
    "#quote",
    "https://wa.me/919876543210",
  ]);
  expect(answerIn("en", answer).map((part) => typeof part !== "string" && part.href)).toEqual(["/contact#quote", "/", "/journal?service=pooja", "/services#pooja", "#quote", "https://wa.me/919876543210"]);
});

test("an answer reads as its words, each link as its words where it stands", () => {
  expect(answerText(["Fill in ", { text: "the form", href: "#quote" }, " or call."])).toBe("Fill in the form or call.");
});
