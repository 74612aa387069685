import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { checkedFile } from "./build/check-content";
import { kindWordsFrom, kindWordsIn, kindWordsOfDesign, kindWordsOfService, type KindWord } from "./kind-words";
import { entryId } from "./read-content";
import type { KindWordFile } from "./schemas/kind-words";

/**
 * What a page shows of each kind word: the tests' own entries
 * (tests/fixtures/content/kind-words/), read as the build reads them.
 */

const fixtures = join(import.meta.dirname, "../../tests/fixtures");
const files = readdirSync(join(fixtures, "content/kind-words")).map((name) => {
  const file = `content/kind-words/${name}`;
  return { id: entryId(file), file: checkedFile(fixtures, file)!.data as KindWordFile };
});
const shown = kindWordsFrom(files);
const byId = (list: readonly KindWord[], id: string) => list.find((kindWord) => kindWord.id === id)!;

test("the site ships none: no page has a kind word to show", () => {
  expect(kindWordsIn("en")).toEqual([]);
  expect(kindWordsIn("gu")).toEqual([]);
  expect(kindWordsOfService("en", "wedding")).toEqual([]);
  expect(kindWordsOfDesign("gu", "satyanarayan-katha-mandap")).toEqual([]);
});

test("newest occasion first, in both languages", () => {
  for (const language of ["en", "gu"] as const) {
    expect(shown[language].map(({ month }) => month), language).toEqual(["2026-02", "2026-01", "2025-12", "2025-11", "2025-10"]);
  }
});

test("a family's text is in the page's language where the owner wrote it there, else as they said it, marked with its language", () => {
  // Said in Gujarati only.
  expect(byId(shown.en, "2026-02-03-183000")).toMatchObject({ words: { lang: "gu-IN" }, name: { text: "હેતલબેન", lang: "gu-IN" }, area: { text: "વાસણા", lang: "gu-IN" } });
  expect(byId(shown.gu, "2026-02-03-183000").words.lang).toBeUndefined();
  // Said in English only.
  expect(byId(shown.gu, "2026-01-20-101500")).toMatchObject({ words: { lang: "en-IN" }, name: { text: "Priya", lang: "en-IN" } });
  expect(byId(shown.en, "2026-01-20-101500").words.text).toContain("\nOur relatives");
  // Said in Gujarati, the words translated, the name and area not.
  expect(byId(shown.en, "2026-03-01-120000")).toMatchObject({
    words: { text: "Every guest was delighted with your decoration. The mandap was a palace of flowers!" },
    name: { text: "મીનાબેન", lang: "gu-IN" },
  });
  expect(byId(shown.en, "2026-03-01-120000").words.lang).toBeUndefined();
  // In both.
  for (const language of ["en", "gu"] as const) {
    const both = byId(shown[language], "2026-02-10-090000");
    expect([both.words.lang, both.name.lang, both.area?.lang], language).toEqual([undefined, undefined, undefined]);
  }
  expect(byId(shown.gu, "2026-02-10-090000").name.text).toBe("રોહન અને કાવ્યા");
});

test("the occasion and what the photograph shows, in the page's language; the service, design and photograph the entry names", () => {
  const withPhotograph = byId(shown.gu, "2026-03-05-200000");
  expect(withPhotograph).toMatchObject({ event: "નવા ઘરનું વાસ્તુ", service: "entrance", photograph: { photo: "fixture-photograph.jpg", focus: "top" } });
  expect(withPhotograph.photograph!.alt).toBe("ઘરના દરવાજા પર ગલગોટાનું તોરણ અને ઉંબરે રંગોળી");
  expect(byId(shown.en, "2026-03-01-120000")).toMatchObject({ event: "Her son's wedding", design: "marigold-rose-mandap-canopy" });
  expect(byId(shown.en, "2026-01-20-101500")).not.toHaveProperty("design");
  expect(byId(shown.en, "2026-01-20-101500")).not.toHaveProperty("photograph");
  expect(byId(shown.en, "2026-01-20-101500")).not.toHaveProperty("consent");
});
