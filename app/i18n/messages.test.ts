import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { languages } from "./language";

/** The interface's words as written (messages/<language>.json), without the schema line. */
function messagesIn(language: string): Record<string, string> {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(new URL(`../../messages/${language}.json`, import.meta.url), "utf8"));
  return messages;
}

describe("the interface's words", () => {
  const english = messagesIn("en");

  // Paraglide shows the English words where a translation is missing: a missing one fails here instead.
  test.each(languages.filter((language) => language !== "en"))("every message has its %s translation, and nothing more", (language) => {
    expect(Object.keys(messagesIn(language)).sort()).toEqual(Object.keys(english).sort());
  });

  test.each(languages.filter((language) => language !== "en"))("no %s message is left in English", (language) => {
    const translated = messagesIn(language);
    const unchanged = Object.keys(english).filter((key) => translated[key] === english[key] && /[a-z]/i.test(english[key]!));
    expect(unchanged).toEqual([]);
  });

  test("a translation takes the same placeholders as its English", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const language of languages) {
      const messages = messagesIn(language);
      for (const [key, text] of Object.entries(english)) expect(placeholders(messages[key]!), `${language}: ${key}`).toEqual(placeholders(text));
    }
  });
});
