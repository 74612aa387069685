import { describe, expect, test } from "vitest";
import { type Language, languages } from "~/i18n/language";
import { otherSites, referrerSources } from "../referrer-sources";
import { browserLanguages, indianRegions as countedRegions, otherLanguage, otherRegion } from "../visitor-traits";
import { countryName, languageName, referrerName, regionName } from "./names";

/** Every state the counting keeps (app/insights/visitor-traits.ts), and the rest. */
const indianRegions: string[] = [...countedRegions, otherRegion];

/** Every referring source the counting names (app/insights/referrer-sources.ts), and the other sites. */
const namedSources: string[] = [...Object.keys(referrerSources), otherSites];

describe.each(languages)("in %s", (language) => {
  test("every state and union territory of India has its own name", () => {
    expect(indianRegions).toHaveLength(37);
    const names = indianRegions.map((code) => regionName(language, code));
    expect(names.filter((name, index) => name === indianRegions[index])).toEqual([]);
    expect(new Set(names).size).toBe(indianRegions.length);
  });

  test("every named referring source has its own name", () => {
    const names = namedSources.map((source) => referrerName(language, source));
    expect(names.filter((name, index) => name === namedSources[index])).toEqual([]);
    expect(new Set(names).size).toBe(namedSources.length);
  });

  test("every browser language the counting keeps has a name", () => {
    const kept: string[] = [...browserLanguages, otherLanguage];
    const names = kept.map((code) => languageName(language, code));
    expect(names.filter((name, index) => name === kept[index])).toEqual([]);
  });

  test("a value without a name shows as it is kept", () => {
    const unnamed: [(language: Language, value: string) => string, string[]][] = [
      [regionName, ["Gujarat"]],
      [referrerName, ["example.com", "constructor"]],
      [countryName, ["QM", "T1"]],
      [languageName, ["qaa"]],
    ];
    for (const [nameOf, values] of unnamed) for (const value of values) expect(nameOf(language, value)).toBe(value);
  });
});

test("Gujarati names as a Gujarati newspaper writes them, and X as it is known", () => {
  expect(["GJ", "MH", "MP", "TG", "OR", "DH"].map((code) => regionName("gu", code))).toEqual([
    "ગુજરાત",
    "મહારાષ્ટ્ર",
    "મધ્ય પ્રદેશ",
    "તેલંગાણા",
    "ઓડિશા",
    "દાદરા અને નગર હવેલી અને દમણ અને દીવ",
  ]);
  expect(referrerName("en", "twitter")).toBe("X (Twitter)");
  expect(referrerName("gu", "youtube")).toBe("યુટ્યુબ");
});

test("countries and languages by Intl, in the house's letters, English where the page's language has no name", () => {
  expect(countryName("gu", "AU")).toBe("ઓસ્ટ્રેલિયા");
  expect(countryName("gu", "IN")).toBe("ભારત");
  expect(languageName("gu", "gu")).toBe("ગુજરાતી");
  expect(languageName("en", "other")).toBe("Other languages");
  expect(languageName("gu", "other")).toBe("બીજી ભાષાઓ");
  for (const name of ["AU", "NZ", "AT", "CN"].map((code) => countryName("gu", code))) expect(name).not.toMatch(/[ઑૅૉ]/);
});
