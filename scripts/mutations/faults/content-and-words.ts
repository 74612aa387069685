/**
 * Faults in what a visitor reads: the owner's content and its checks, and the
 * interface's short words.
 */

import type { Area } from "../mutation.ts";

export const contentAndWords: Area = {
  covers: ["content/", "app/content/", "messages/"],
  faults: [
    {
      name: "hindi-wedding-word",
      fault: "a design's Gujarati title says હલદી, the Hindi word the glossary rules out, where Gujarati families say પીઠી",
      file: "content/designs/haldi-marigold-backdrop.json",
      find: `"title": "પીઠી માટે ગલગોટાનું બેકડ્રોપ"`,
      replace: `"title": "હલદી માટે ગલગોટાનું બેકડ્રોપ"`,
      catchers: [{ kind: "unit", file: "app/content/glossary.test.ts" }],
    },
    {
      name: "blank-content-accepted",
      fault: "the content check accepts text made only of spaces, so a blank description passes the build",
      file: "app/content/schemas/fields.ts",
      find: `.refine((value) => value.trim() !== "", "must not be empty")`,
      replace: `.refine((value) => value !== "", "must not be empty")`,
      catchers: [{ kind: "unit", file: "app/content/build/check-content.test.ts" }],
    },
    {
      name: "gujarati-left-in-english",
      fault: "the menu's Services on every Gujarati page is left in English",
      file: "messages/gu.json",
      find: `"nav_services": "સેવાઓ",`,
      replace: `"nav_services": "Services",`,
      catchers: [{ kind: "unit", file: "app/i18n/messages.test.ts" }],
    },
    {
      name: "kind-word-without-consent",
      fault: "the content check takes a family's kind words whose agreement is not given",
      file: "app/content/schemas/kind-words.ts",
      find: `words: z.literal(true, { error: "must be yes: a family's words are shown only once they have agreed" }),`,
      replace: `words: z.boolean("must be yes or no"),`,
      catchers: [{ kind: "unit", file: "app/content/build/kind-words-check.test.ts" }],
    },
    {
      name: "kind-word-consent-reaches-the-site",
      fault: "the site reads a kind word with its consent, which so reaches the Worker's code",
      file: "app/content/schemas/kind-words.ts",
      find: "export const kindWordSchema = kindWordFileSchema.transform(({ en: { consent: _, ...en }, gu }) => ({ en, gu }));",
      replace: "export const kindWordSchema = kindWordFileSchema.transform((file) => file);",
      catchers: [{ kind: "unit", file: "app/content/build/kind-words-check.test.ts" }],
    },
    {
      name: "answer-links-anywhere",
      fault: "an answer's link may lead anywhere the sanitiser lets through, another site by //host included, and the build takes it",
      file: "app/content/schemas/linked-text.ts",
      find: "const allowedAddress = /^(https?:\\/\\/[^/\\s]|mailto:\\S|tel:\\+?[\\d\\s-]+$|\\/(?![/\\\\])|#\\S)/i;",
      replace: "const allowedAddress = /./;",
      catchers: [{ kind: "unit", file: "app/content/schemas/linked-text.test.ts" }],
    },
  ],
};
