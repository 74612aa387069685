import type { PreferredContactMethod, QuoteEventType, QuoteFieldName } from "~/quote/quote-schema";

/** The words the quote form shows; the rules live in app/quote/quote-schema.ts. */

export const quoteFieldLabels = {
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
} as const satisfies Record<QuoteFieldName, string>;

/** Examples inside empty fields; the select's is its first, empty choice. */
export const quoteFieldPlaceholders = {
  eventType: "Choose an event",
  guestCount: "e.g. about 200",
  budget: "A range you have in mind",
  venue: "Hall, home or temple, and the area",
  message: "Colours, flowers you love, the look you have in mind",
} as const satisfies Partial<Record<QuoteFieldName, string>>;

export const quoteEventTypeLabels = {
  wedding: "Wedding",
  pooja: "Pooja or religious ceremony",
  birthday: "Birthday",
  corporate: "Corporate event",
  anniversary: "Anniversary",
  other: "Something else",
} as const satisfies Record<QuoteEventType, string>;

export const preferredContactLabels = {
  whatsapp: "WhatsApp",
  call: "Phone call",
  email: "Email",
} as const satisfies Record<PreferredContactMethod, string>;

/**
 * Spec §8 and §9: shown after a successful request. It stays 5 seconds, set in
 * app.css (`--quote-toast-ms`): the page after a post without JavaScript hides
 * it with CSS alone, and the security policy allows no inline style.
 */
export const quoteSentToast = {
  title: "Thank you!",
  description: "We'll respond within 24 hours.",
} as const;

export const quoteRateLimitedMessage =
  "You have sent several requests in the last minute. Please wait a minute and try again, or send your details on WhatsApp.";

export const quoteFormIntro =
  "Tell us the occasion, date and venue. We reply within 24 hours with ideas and a clear quote.";

/** Above the hand-off links (app/quote/quote-handoff.ts) after a request, and after a refused one. */
export const quoteHandoffIntro = {
  sent: "Your details are ready to send: tap below and they reach us straight away on WhatsApp.",
  unsent: "Or send the same details to us on WhatsApp now.",
} as const;
