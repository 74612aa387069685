import { letters } from "../../content/glossary.json";

/**
 * Gujarati as the house writes it (`letters` in content/glossary.json: ઓ,
 * not ઑ; ે, not ૅ; ો, not ૉ), for text the site does not write itself:
 * what `Intl` returns (a date, a country's or a language's name), whose
 * Unicode data writes English loan words with the marks the house leaves
 * out (`29 ઑક્ટોબર`, `ઑસ્ટ્રેલિયા`). The site's own words keep the rule
 * already (app/content/glossary.test.ts). Only the glossary's `letters`
 * reach a bundle, the browser's included (the quote's hand-off).
 */
export function withHouseLetters(text: string): string {
  return letters.reduce((written, { avoid, write }) => written.replaceAll(avoid, write), text);
}
