import { carriesQuoteForm, testEachVisit, visits } from "./every-page";

/** Every page but those with the quote form, each opened once with all its checks (every-page.ts). */
testEachVisit(visits.filter((visit) => !carriesQuoteForm(visit)));
