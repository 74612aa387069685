/**
 * Faults in the journal (app/journal/): its build's safety, and what its
 * pages show.
 */

import type { Area } from "../mutation.ts";

export const journal: Area = {
  covers: ["app/journal/"],
  faults: [
    {
      name: "journal-body-unsanitised",
      fault: "a post's body is turned into the page's elements with raw HTML kept and no sanitiser, so a pasted script or a javascript: link reaches the page",
      file: "app/journal/build/post-body.ts",
      find: `    .use(remarkRehype)\n    .use(() => shiftHeadings)\n    .use(rehypeSanitize, bodySchema);`,
      replace: `    .use(remarkRehype, { allowDangerousHtml: true })\n    .use(() => shiftHeadings);`,
      catchers: [{ kind: "unit", file: "app/journal/build/post-body.test.ts" }],
    },
    {
      name: "journal-foreign-pictures",
      fault: "a picture from another site stays in a post's body, so a post can track its readers",
      file: "app/journal/build/post-body.ts",
      find: `    if (!name) {\n      parent.children.splice(index, 1);\n      return [SKIP, index];\n    }`,
      replace: `    if (!name) return SKIP;`,
      catchers: [{ kind: "unit", file: "app/journal/build/post-body.test.ts" }],
    },
    {
      name: "journal-external-link-unmarked",
      fault: "a link to another site in a post is not said to leave the site",
      file: "app/journal/post-body-view.tsx",
      find: `  if (!href || !leavesSite(href, siteOrigin)) return`,
      replace: `  if (!href || leavesSite(href, siteOrigin) || true) return`,
      catchers: [{ kind: "e2e", file: "tests/e2e/journal-fixtures.spec.ts", grep: "hostile Markdown", project: "js-off" }],
    },
  ],
};
