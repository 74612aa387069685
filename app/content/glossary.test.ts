import { cpSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { breakableContentCopy } from "../../tests/shared/content-copy";
import { bilingualTexts } from "./build/all-words";
import glossaryJson from "../../content/glossary.json";
import { hasEnglishForm, hasGujaratiForm, withoutLongerTerms } from "./glossary";
import { asChecked } from "./read-content";
import type { GlossaryFile } from "./schemas/glossary";

/**
 * The site's Gujarati is held to its glossary (`content/glossary.json`),
 * which the owner edits in the CMS: each term has one Gujarati form, used
 * wherever the English names the term, and the forms it rules out appear
 * nowhere; nor do the letters the house style does not write.
 */

const root = join(import.meta.dirname, "../..");
// Read as the site reads content: through the content check (tests/vitest.config.ts).
const glossary = asChecked<GlossaryFile>(glossaryJson);
const texts = bilingualTexts(root);
const where = ({ file, path }: { file: string; path: string }) => `${file} ${path}`;

const allForms = glossary.terms.flatMap((term) => term.en);

describe.each(glossary.terms.map((term) => [term.en[0], term] as const))("%s", (_, term) => {
  const naming = texts.filter(({ en }) => term.en.some((form) => hasEnglishForm(withoutLongerTerms(en, term.en, allForms), form)));
  const exceptions = new Set(term.except.map((text) => text.trim()));

  test(`is ${term.gu} wherever the English names it`, () => {
    const missing = naming.filter(({ en, gu }) => !exceptions.has(en.trim()) && !hasGujaratiForm(gu, term.gu));
    expect(missing.map((text) => `${where(text)}: ${text.en} → ${text.gu}`)).toEqual([]);
  });

  // A form ruled out may still follow the glossary's own in brackets, for those who search by it: વાસ્તુ (ગૃહપ્રવેશ).
  test("never takes a form the glossary rules out, but as a gloss in brackets after its own", () => {
    const found = texts.filter(({ gu }) => term.avoid.some((form) => hasGujaratiForm(gu.replaceAll(`${term.gu} (${form})`, ""), form)));
    expect(found.map((text) => `${where(text)}: ${text.gu}`)).toEqual([]);
  });

  test("makes no exception for a text the site does not have", () => {
    const english = new Set(naming.map(({ en }) => en.trim()));
    expect([...exceptions].filter((text) => !english.has(text))).toEqual([]);
  });
});

test.each(glossary.letters.map((letter) => [letter.avoid, letter.write, letter] as const))("no Gujarati text is written with %s (%s instead)", (avoid) => {
  const found = texts.filter(({ gu }) => gu.includes(avoid));
  expect(found.map((text) => `${where(text)}: ${text.gu}`)).toEqual([]);
});

test("the glossary's own forms keep its letters", () => {
  const forms = glossary.terms.map((term) => term.gu);
  for (const { avoid } of glossary.letters) expect(forms.filter((form) => form.includes(avoid))).toEqual([]);
});

describe("how a form is found", () => {
  test("a Gujarati form starts a word, and its ending may bend but not join the next letter", () => {
    expect(hasGujaratiForm("ભાવની પૂછપરછ", "ભાવ")).toBe(true);
    expect(hasGujaratiForm("મહેમાનો આવે તે પહેલાં", "મહેમાન")).toBe(true);
    expect(hasGujaratiForm("લગ્નની ગાડી", "ગાડી")).toBe(true);
    expect(hasGujaratiForm("પ્રકાર પ્રમાણે", "કાર")).toBe(false);
    expect(hasGujaratiForm("કોર્પોરેટ કાર્યક્રમ", "કાર")).toBe(false);
    expect(hasGujaratiForm("કારમાં ફૂલ", "કાર")).toBe(true);
  });

  test("an English form is a whole word, or its plural", () => {
    expect(hasEnglishForm("Request a Quote", "quote")).toBe(true);
    expect(hasEnglishForm("More designs", "design")).toBe(true);
    expect(hasEnglishForm("entrance arches", "entrance arch")).toBe(true);
    expect(hasEnglishForm("Visit the studio by card", "car")).toBe(false);
    expect(hasEnglishForm("a family-run studio", "family-run")).toBe(true);
    expect(hasEnglishForm("a family studio", "family-run")).toBe(false);
  });

  test("a longer term decides for its own words", () => {
    const forms = ["wedding", "Wedding & Bridal Decoration", "entrance", "entrance arch"];
    expect(hasEnglishForm(withoutLongerTerms("a quote for Wedding & Bridal Decoration", ["wedding"], forms), "wedding")).toBe(false);
    expect(hasEnglishForm(withoutLongerTerms("Wedding & Bridal Decoration for your wedding", ["wedding"], forms), "wedding")).toBe(true);
    expect(hasEnglishForm(withoutLongerTerms("Marigold Entrance Arch", ["entrance"], forms), "entrance")).toBe(false);
  });
});

test("a family's kind words are quoted as given: the glossary and the letters never hold them, the headings over them they do", () => {
  const copy = breakableContentCopy("kind-words-words-");
  try {
    symlinkSync(join(root, "messages"), join(copy, "messages"));
    cpSync(join(root, "tests/fixtures/content/kind-words"), join(copy, "content/kind-words"), { recursive: true });
    // A family's Gujarati as Ahmedabad speaks it, in a form the glossary rules out for the site's own copy.
    const { words } = JSON.parse(readFileSync(join(copy, "content/kind-words/2026-03-01-120000.json"), "utf8")).gu;
    const decoration = glossary.terms.find((term) => term.en.includes("decoration"))!;
    expect(decoration.avoid.some((form) => hasGujaratiForm(words, form))).toBe(true);

    const held = bilingualTexts(copy);
    expect(held.filter(({ file }) => file.startsWith("content/kind-words/"))).toEqual([]);
    expect(held.filter(({ file }) => file === "content/pages/kind-words.json").map(({ path }) => path)).toEqual(["onHome.eyebrow", "onHome.title", "onService.title", "onDesign.title", "design"]);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
