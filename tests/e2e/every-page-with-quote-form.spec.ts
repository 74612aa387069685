import { wholeChromiumLaunch } from "../system-chromium";
import { carriesQuoteForm, testEachVisit, visits } from "./every-page";
import { test } from "./fixtures";

/**
 * Home and Contact, each opened once with all its checks (every-page.ts), in
 * the whole browser: their budget holds the quote form's code out of the first
 * load, which a phone visitor, who has no pointer, gets, and the headless
 * shell's pointer rests over every page (tests/system-chromium.ts).
 */
test.use({ launchOptions: wholeChromiumLaunch });

testEachVisit(visits.filter(carriesQuoteForm));
