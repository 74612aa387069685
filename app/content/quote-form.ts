import type { PreferredContactMethod, QuoteEventType } from "~/quote/quote-schema";

/** The words the quote form shows; the rules live in app/quote/quote-schema.ts. */

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
