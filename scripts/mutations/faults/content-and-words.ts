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
  ],
};
