import quoteFormFile from "../../content/pages/quote-form.json";
import { languageTag, mapLanguages, type Localized } from "~/i18n/language";
import { business, whatsAppNumber, whatsAppTexts } from "./business";
import { asChecked } from "./read-content";
import type { QuoteFormFile } from "./schemas/quote-form";

type QuoteFormFileWords = QuoteFormFile["en"];

/**
 * Everything the quote form says, in one language, from
 * `content/pages/quote-form.json`; the rules live in app/quote/quote-schema.ts.
 * Plain text only: the page hands its language's words to the form in the
 * browser. `{field}`, `{max}` and `{name}` are filled in where the words are
 * used.
 */
export type QuoteFormWords = Omit<QuoteFormFileWords, "requiredNote" | "thanks" | "handoff"> & {
  /** "Fields marked * are required.", split around the star. */
  requiredNote: readonly [before: string, after: string];
  /**
   * Spec §8 and §9: shown after a successful request. It stays 5 seconds, set in
   * app.css (`--quote-toast-ms`): the page after a post without JavaScript hides
   * it with CSS alone, and the security policy allows no inline style.
   */
  toast: QuoteFormFileWords["thanks"];
  /** The details sent on WhatsApp or by email after a request (app/quote/quote-handoff.ts). */
  handoff: QuoteFormFileWords["handoff"] & {
    /** The message's first line. */
    greeting: string;
    /** How an event date is spelled out (`12 December 2026` in English). */
    dateLocale: string;
    /** Where the details go: the studio's WhatsApp number and e-mail, from the business facts. */
    to: { whatsApp: string; email: string };
  };
};

const quoteForm = asChecked<QuoteFormFile>(quoteFormFile);

export const quoteFormWords: Localized<QuoteFormWords> = mapLanguages((language) => {
  const { requiredNote, thanks, handoff, ...words } = quoteForm[language];
  const [before = "", after = ""] = requiredNote.split("{star}");
  return {
    ...words,
    requiredNote: [before, after],
    toast: thanks,
    handoff: {
      ...handoff,
      greeting: whatsAppTexts[language].quoteHandoff,
      dateLocale: languageTag[language],
      to: { whatsApp: whatsAppNumber, email: business.email },
    },
  };
});
