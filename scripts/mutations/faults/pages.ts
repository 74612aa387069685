/** Faults in the pages: their routes, the shell around them, the stylesheet. */

import type { Area } from "../mutation.ts";

export const pages: Area = {
  covers: ["app/routes/", "app/components/", "app/app.css"],
  faults: [
    {
      name: "not-found-answers-200",
      fault: "an address with no page gets the not-found page with 200, so search engines index it",
      file: "app/routes/not-found/not-found-page.tsx",
      find: `pageHeadWords(languageOfPath(pathname), "notFound") }, { status: 404 });`,
      replace: `pageHeadWords(languageOfPath(pathname), "notFound") }, { status: 200 });`,
      catchers: [{ kind: "e2e", file: "tests/e2e/pages.spec.ts", grep: "/no-such-page shows the not-found page with status 404", project: "js-off" }],
    },
    {
      name: "portfolio-filter-ignored",
      fault: "the server renders every design whatever ?category= asks for, so the filter does nothing without JavaScript",
      file: "app/routes/portfolio.tsx",
      find: "const items = filterPortfolio(category, portfolioItemsIn(language));",
      replace: "const items = portfolioItemsIn(language);",
      catchers: [{ kind: "e2e", file: "tests/e2e/portfolio.spec.ts", grep: "each filter shows exactly as many cards as its count", project: "js-off" }],
    },
    {
      name: "language-switch-without-hreflang",
      fault: "the header's language switch loses its hreflang",
      file: "app/components/shell/language-switch.tsx",
      find: "      hrefLang={languageTag[to]}\n",
      replace: "",
      catchers: [{ kind: "e2e", file: "tests/e2e/gujarati.spec.ts", grep: "the language switch leads from /about to the same page", project: "js-off" }],
    },
    {
      name: "menu-ignores-escape",
      fault: "the mobile menu is a manual popover, which Escape (and a tap beside it) does not close",
      file: "app/components/shell/mobile-menu.tsx",
      find: `popover="auto"`,
      replace: `popover="manual"`,
      catchers: [
        { kind: "e2e", file: "tests/e2e/accessibility.spec.ts", grep: "the menu opens, is walked through, and closes with Escape", project: "js-off" },
        { kind: "e2e", file: "tests/firefox/pages.spec.ts", grep: "the mobile menu at 390 px closes on Escape", project: "firefox-js-off" },
      ],
    },
    {
      name: "thank-you-toast-stays",
      fault: "the quote form's thank-you toast never goes away (its fade-out animation is gone)",
      file: "app/app.css",
      find: "  animation: quote-toast-leave var(--quote-toast-fade) ease-in calc(var(--quote-toast-ms) - var(--quote-toast-fade)) both;\n",
      replace: "",
      catchers: [{ kind: "e2e", file: "tests/e2e/quote-form.js-only.spec.ts", grep: "a second request shows the toast again", project: "js-on" }],
    },
    {
      name: "question-link-lands-closed",
      fault: "a question's id is on its <details>, where a link to it finds the question closed: browsers open a closed <details> for a place inside its answer only",
      file: "app/components/questions/question-list.tsx",
      find: `<details key={question.id} className="relative first:rounded-t-2xl last:rounded-b-2xl has-[:target]:bg-marigold-soft/50">
          <summary className="min-h-11 cursor-pointer px-5 py-3 font-semibold text-ink hover:text-maroon">{question.question}</summary>
          <div className="px-5 pb-5 text-ink-soft">
            <span id={question.id} className="absolute top-0" />`,
      replace: `<details key={question.id} id={question.id} className="relative first:rounded-t-2xl last:rounded-b-2xl has-[:target]:bg-marigold-soft/50">
          <summary className="min-h-11 cursor-pointer px-5 py-3 font-semibold text-ink hover:text-maroon">{question.question}</summary>
          <div className="px-5 pb-5 text-ink-soft">
            <span className="absolute top-0" />`,
      // Chromium's visit of the Contact page (tests/e2e/every-page.ts) catches it too, but its
      // tests are declared in every-page.ts, which the runner cannot name as a spec file.
      catchers: [{ kind: "e2e", file: "tests/firefox/pages.spec.ts", grep: "/contact: every check at 768 px", project: "firefox-js-off" }],
    },
  ],
};
