import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { breakableContentCopy, changeJsonFile, projectRoot } from "../../../tests/shared/content-copy";
import { checkContent, checkedFile, contentFolders } from "./check-content";
import { contentCheck } from "./content-check-plugin";
import { describeProblem } from "./content-problem";

/**
 * The families' kind words as the build reads them: the tests' own entries
 * (tests/fixtures/content/kind-words/, as the CMS writes them) laid over a
 * copy of the content, then broken one way at a time.
 */

const folder = contentFolders.kindWords.folder;
const fixtures = join(projectRoot, "tests/fixtures", folder);
const englishOnly = `${folder}/2026-01-20-101500.json`;
const gujaratiOnly = `${folder}/2026-02-03-183000.json`;
const withPhotograph = `${folder}/2026-03-05-200000.json`;
const entry = (file: string) => `${file} (kind words ${file.slice(folder.length + 1, -".json".length)})`;

let root: string;
beforeEach(() => {
  root = breakableContentCopy("kind-words-");
  cpSync(fixtures, join(root, folder), { recursive: true });
  // The check asks only that the photograph is there; the fixture site makes a real one.
  writeFileSync(join(root, "content/pictures/fixture-photograph.jpg"), "a photograph");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const problems = () => checkContent(root).map(describeProblem);
const change = (file: string, edit: (data: any) => void) => changeJsonFile(root, file, edit);

test("the site ships no kind words: every one the tests read is their own", () => {
  expect(readdirSync(join(projectRoot, folder)).filter((name) => name.endsWith(".json"))).toEqual([]);
  expect(readdirSync(fixtures).length).toBeGreaterThanOrEqual(5);
});

test("the tests' entries, in one language or both, with a design or a photograph, keep every rule", () => {
  expect(problems()).toEqual([]);
});

describe("the build refuses a kind word, naming the file, the field and the rule", () => {
  test("without the family's agreement", () => {
    change(englishOnly, (kindWord) => delete kindWord.en.consent);
    expect(problems()).toEqual([`${entry(englishOnly)} en.consent: is missing: the family's agreement, and its month`]);
  });

  test("with the agreement not given, or without its month", () => {
    change(englishOnly, (kindWord) => (kindWord.en.consent.words = false));
    change(gujaratiOnly, (kindWord) => delete kindWord.en.consent.month);
    expect(problems()).toEqual([
      `${entry(englishOnly)} en.consent.words: must be yes: a family's words are shown only once they have agreed`,
      `${entry(gujaratiOnly)} en.consent.month: is missing`,
    ]);
  });

  test("with a photograph the people in it have not agreed to, or not described in both languages", () => {
    change(withPhotograph, (kindWord) => {
      kindWord.en.consent.photo = false;
      delete kindWord.gu.photoAlt;
    });
    expect(problems()).toEqual([
      `${entry(withPhotograph)} en.consent.photo: must be yes: a photograph is shown only once the people in it have agreed`,
      `${entry(withPhotograph)} gu.photoAlt: is missing: a photograph needs its description`,
    ]);
  });

  test("without the words, or the name, in the language they were said in", () => {
    change(gujaratiOnly, (kindWord) => {
      delete kindWord.gu.words;
      kindWord.gu.name = "";
    });
    expect(problems()).toEqual([
      `${entry(gujaratiOnly)} gu.words: is missing: it is needed in the language the words were said in`,
      `${entry(gujaratiOnly)} gu.name: is missing: it is needed in the language the words were said in`,
    ]);
  });

  test("with a month that is not one, a service the site does not offer, a design or photograph that is not there", () => {
    change(englishOnly, (kindWord) => {
      kindWord.en.month = "2025-13";
      kindWord.en.service = "fireworks";
    });
    change(gujaratiOnly, (kindWord) => (kindWord.en.design = "fireworks-arch"));
    change(withPhotograph, (kindWord) => (kindWord.en.photo = "toran-2026.jpg"));
    expect(problems()).toEqual([
      `${entry(englishOnly)} en.service: must be one of wedding, pooja, birthday, corporate, entrance, addons`,
      `${entry(englishOnly)} en.month: must be a month such as 2026-02`,
      `${entry(gujaratiOnly)} en.design: names the design fireworks-arch, which the portfolio does not have`,
      `${entry(withPhotograph)} en.photo: names content/pictures/toran-2026.jpg, which is not there`,
    ]);
  });

  test("and `vite build` stops on one without the family's agreement before making anything", async () => {
    change(englishOnly, (kindWord) => delete kindWord.en.consent);
    writeFileSync(join(root, "index.html"), "<!doctype html><title>x</title>");
    const building = build({ root, configFile: false, logLevel: "silent", plugins: [contentCheck()], build: { write: false } });
    await expect(building).rejects.toThrow(`${entry(englishOnly)} en.consent: is missing: the family's agreement, and its month`);
  });
});

test("the site reads a kind word without its consent: no page, payload or Worker can carry it", () => {
  for (const name of readdirSync(fixtures)) {
    const file = `${folder}/${name}`;
    const written = JSON.parse(readFileSync(join(root, file), "utf8"));
    expect(written.en.consent.words, file).toBe(true);
    const read = checkedFile(root, file);
    expect(read?.problems, file).toEqual([]);
    expect(JSON.stringify(read!.data), file).not.toMatch(/consent|2026-0[56]/);
    expect(read!.data).toMatchObject({ en: { saidIn: written.en.saidIn, service: written.en.service, month: written.en.month } });
  }
});
