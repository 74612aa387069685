import { headlessShellLaunch, wholeChromiumLaunch } from "../system-chromium";
import { carriesQuoteForm, testEachVisit, visits } from "./every-page";
import { hasJavaScript, test } from "./fixtures";

/**
 * Home and Contact, each opened once with all its checks (every-page.ts).
 * With JavaScript, in the whole browser: their budget holds the quote form's
 * code out of the first load, which a phone visitor, who has no pointer, gets,
 * and the headless shell's pointer rests over every page
 * (tests/system-chromium.ts). Without JavaScript there is no code to hold
 * back, and the shell serves.
 */
test.use({
  launchOptions: [
    async ({}, use, workerInfo) => use(hasJavaScript(workerInfo) ? wholeChromiumLaunch : headlessShellLaunch),
    { scope: "worker" },
  ],
});

testEachVisit(visits.filter(carriesQuoteForm));
