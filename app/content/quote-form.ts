import quoteFormFile from "../../content/pages/quote-form.json";
import { languageTag, mapLanguages, type Localized } from "~/i18n/language";
import type { PreferredContactMethod, QuoteEventType, QuoteFieldName } from "~/quote/quote-schema";
import { business, whatsAppNumber, whatsAppTexts } from "./business";
import { readContent } from "./read-content";
import { quoteFormSchema } from "./schema";

/**
 * Everything the quote form says, in one language, from
 * `content/pages/quote-form.json`; the rules live in app/quote/quote-schema.ts.
 * Plain text only: the page hands its language's words to the form in the
 * browser. `{field}`, `{max}` and `{name}` are filled in where the words are
 * used.
 */
export interface QuoteFormWords {
  title: string;
  intro: string;
  /** "Fields marked * are required.", split around the star. */
  requiredNote: readonly [before: string, after: string];
  labels: Record<QuoteFieldName, string>;
  /** Examples inside empty fields; the select's is its first, empty choice. */
  placeholders: Record<"eventType" | "guestCount" | "budget" | "venue" | "message", string>;
  eventTypes: Record<QuoteEventType, string>;
  contactMethods: Record<PreferredContactMethod, string>;
  /** The label of the field people leave empty and bots fill (app/quote/quote-honeypot.ts). */
  honeypot: string;
  send: string;
  sending: string;
  /** What the form says when it refuses an answer (app/quote/quote-problems.ts). */
  problems: {
    summaryTitle: string;
    required: Record<"fullName" | "phone", string>;
    tooLong: string;
    notText: string;
    notEmail: string;
    notAnEventType: string;
    notAContactMethod: string;
    rateLimited: string;
    unavailable: string;
  };
  /**
   * Spec §8 and §9: shown after a successful request. It stays 5 seconds, set in
   * app.css (`--quote-toast-ms`): the page after a post without JavaScript hides
   * it with CSS alone, and the security policy allows no inline style.
   */
  toast: { title: string; description: string };
  /** The details sent on WhatsApp or by email after a request (app/quote/quote-handoff.ts). */
  handoff: {
    /** Above the links after a request, and after a refused one. */
    sentIntro: string;
    unsentIntro: string;
    whatsAppButton: string;
    emailButton: string;
    emailSubject: string;
    /** The message's first line. */
    greeting: string;
    lines: Record<"fullName" | "eventType" | "eventDate" | "venue" | "guestCount" | "budget" | "message", string>;
    /** How an event date is spelled out (`12 December 2026`, `12 ડિસેમ્બર, 2026`). */
    dateLocale: string;
    /** Where the details go: the studio's WhatsApp number and e-mail, from the business facts. */
    to: { whatsApp: string; email: string };
  };
}

const quoteForm = readContent(quoteFormSchema, "content/pages/quote-form.json", "the quote form", quoteFormFile);

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
