import type { Localized } from "~/i18n/language";
import type { PreferredContactMethod, QuoteEventType, QuoteFieldName } from "~/quote/quote-schema";
import { business, whatsAppNumber, whatsAppTexts } from "./business";
import { gujaratiQuoteFormWords } from "./quote-form.gu";
import { quoteThanks } from "./quote-thanks";

/**
 * Everything the quote form says, in one language (its Gujarati is in
 * `quote-form.gu.ts`); the rules live in app/quote/quote-schema.ts. Plain
 * text only: the page hands its language's words to the form in the browser.
 * `{field}`, `{max}` and `{name}` are filled in where the words are used.
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

const english: QuoteFormWords = {
  title: "Request a Quote",
  intro: "Tell us the occasion, date and venue. We reply within 24 hours with ideas and a clear quote.",
  requiredNote: ["Fields marked ", " are required."],
  labels: {
    fullName: "Full name",
    phone: "Phone number",
    email: "Email",
    eventType: "Event type",
    eventDate: "Event date",
    guestCount: "Number of guests",
    budget: "Budget",
    venue: "Venue",
    message: "Message",
    preferredContact: "How should we contact you?",
  },
  placeholders: {
    eventType: "Choose an event",
    guestCount: "e.g. about 200",
    budget: "A range you have in mind",
    venue: "Hall, home or temple, and the area",
    message: "Colours, flowers you love, the look you have in mind",
  },
  eventTypes: {
    wedding: "Wedding",
    pooja: "Pooja or religious ceremony",
    birthday: "Birthday",
    corporate: "Corporate event",
    anniversary: "Anniversary",
    other: "Something else",
  },
  contactMethods: { whatsapp: "WhatsApp", call: "Phone call", email: "Email" },
  honeypot: "Leave this field empty",
  send: "Send Request",
  sending: "Sending...",
  problems: {
    summaryTitle: "There is a problem",
    required: { fullName: "Full name is required", phone: "Phone number is required" },
    tooLong: "{field} must be at most {max} characters",
    notText: "{field} must be a single piece of text",
    notEmail: "Enter a valid email address",
    notAnEventType: "Choose an event type from the list",
    notAContactMethod: "Choose WhatsApp, a phone call or email",
    rateLimited:
      "You have sent several requests in the last minute. Please wait a minute and try again, or send your details on WhatsApp.",
    unavailable: "We cannot take requests through this form just now. Please send your details on WhatsApp or call us.",
  },
  toast: quoteThanks.en.thanks,
  handoff: {
    sentIntro: "Your details are ready to send: tap below and they reach us straight away on WhatsApp.",
    unsentIntro: "Or send the same details to us on WhatsApp now.",
    whatsAppButton: "Send these details on WhatsApp",
    emailButton: "Send these details by email",
    emailSubject: "Quote request from {name}",
    greeting: whatsAppTexts.en.quoteHandoff,
    lines: {
      fullName: "Name",
      eventType: "Event",
      eventDate: "Date",
      venue: "Venue",
      guestCount: "Guests",
      budget: "Budget",
      message: "Message",
    },
    dateLocale: "en-IN",
    to: { whatsApp: whatsAppNumber, email: business.email },
  },
};

export const quoteFormWords: Localized<QuoteFormWords> = { en: english, gu: gujaratiQuoteFormWords };
