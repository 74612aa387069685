import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";
import { bilingualTexts } from "./build/all-words";
import { businessText } from "./business-text";

/**
 * The Gujarati beside each English text, in every content file and in the
 * interface's messages: the content's schemas make sure an entry exists; this
 * makes sure it is written in Gujarati, not left in English, and that no page
 * copy is written in the code instead.
 */

const root = join(import.meta.dirname, "../..");
const texts = bilingualTexts(root);

/**
 * What may stay in Latin letters in Gujarati copy: the e-mail address, `{placeholders}` the site fills in,
 * and the start of an address the owner types as it is typed (`https://…`, `mailto:…`, `tel:…`).
 */
const latinAllowed = [/[\w.]+@[\w.]+/g, /\{[a-z]+\}/gi, /\b(?:https:\/\/|mailto:|tel:)…/g];
const latinWords = (text: string) => latinAllowed.reduce((rest, allowed) => rest.replace(allowed, " "), text).match(/[A-Za-z]+/g) ?? [];
const gujaratiLetter = /[\u0A80-\u0AFF]/;

describe("the Gujarati copy", () => {
  test("is read from every content file and the messages", () => {
    const files = new Set(texts.map(({ file }) => file));
    expect(files).toContain("messages/gu.json");
    expect(files).toContain("content/pages/errors.json");
    expect(texts.length).toBeGreaterThan(350);
  });

  test.each(texts.map((text) => [`${text.file} ${text.path}`, text] as const))("%s is written in Gujarati, beside its English", (_, { en, gu }) => {
    expect(en, "the English twin").not.toBe("");
    expect(gujaratiLetter.test(gu), gu).toBe(true);
    expect(latinWords(gu), gu).toEqual([]);
  });

  test("the hours are written the way Gujarat writes them", () => {
    expect(businessText.gu.hoursDisplay).toBe("સવારે 8:00થી રાત્રે 8:00");
  });
});

/** Every source file of the app, outside its tests and the messages compiled from `messages/`. */
function appSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "paraglide" ? [] : appSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

test("no page copy is written in the app's code: its Gujarati is only in comments", () => {
  const found = appSources(join(root, "app")).flatMap((path) =>
    readFileSync(path, "utf8")
      .split("\n")
      .map((line, index) => ({ where: `${relative(root, path)}:${index + 1}`, line }))
      .filter(({ line }) => gujaratiLetter.test(line) && !/^\s*(\*|\/\/|\/\*\*)/.test(line)),
  );
  expect(found.map(({ where, line }) => `${where}: ${line.trim()}`)).toEqual([]);
});
