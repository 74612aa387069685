import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { withHouseLetters } from "./house-letters";

const glossary = JSON.parse(readFileSync(new URL("../../content/glossary.json", import.meta.url), "utf8")) as { letters: { avoid: string; write: string }[] };

describe("the house's letters", () => {
  test("every letter the glossary rules out is written its way", () => {
    expect(glossary.letters.length).toBeGreaterThan(0);
    for (const { avoid, write } of glossary.letters) expect(withHouseLetters(`ક${avoid}લ ${avoid}`)).toBe(`ક${write}લ ${write}`);
  });

  test("what Intl writes in Gujarati: months, countries", () => {
    expect(withHouseLetters("29 ઑક્ટોબર")).toBe("29 ઓક્ટોબર");
    expect(withHouseLetters("ઑસ્ટ્રેલિયા")).toBe("ઓસ્ટ્રેલિયા");
    expect(withHouseLetters("ન્યુઝીલૅન્ડ")).toBe("ન્યુઝીલેન્ડ");
    expect(withHouseLetters("કૉલ")).toBe("કોલ");
  });

  test("leaves everything else as it is", () => {
    for (const text of ["", "26 November", "ગુજરાત", "ભારત", "1,234"]) expect(withHouseLetters(text)).toBe(text);
  });
});
