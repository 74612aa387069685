import type { QuoteFormWords } from "~/content/quote-form";
import { formatCalendarDate } from "~/i18n/calendar-date";
import { buildMailtoLink } from "~/lib/outbound-links";
import * as z from "zod/mini";
import { quoteSchema } from "./quote-schema";

/**
 * The site sends nothing anywhere (spec §7), so after a request the visitor is
 * offered the same details as a WhatsApp message (and an email, when that is
 * how they want to be contacted) that they send themselves. The WhatsApp link
 * is the site's usual one (buildWhatsAppLink) with this text.
 */

/** What the hand-off carries: the request without the visitor's phone and email. */
export const sentQuoteSchema = z.pick(quoteSchema, {
  fullName: true,
  eventType: true,
  eventDate: true,
  venue: true,
  guestCount: true,
  budget: true,
  message: true,
  preferredContact: true,
});

export type SentQuote = z.output<typeof sentQuoteSchema>;

/** The words the hand-off is written in: the page's language. */
export type HandoffWords = Pick<QuoteFormWords, "handoff" | "eventTypes">;

/** One line per detail the visitor gave, after the page's greeting. */
export function buildQuoteHandoffText(quote: SentQuote, { handoff, eventTypes }: HandoffWords): string {
  const label = handoff.lines;
  const lines: [string, string | undefined][] = [
    [label.fullName, quote.fullName],
    [label.eventType, quote.eventType && eventTypes[quote.eventType]],
    [label.eventDate, quote.eventDate && formatCalendarDate(quote.eventDate, handoff.dateLocale)],
    [label.venue, quote.venue],
    [label.guestCount, quote.guestCount],
    [label.budget, quote.budget],
    [label.message, quote.message],
  ];
  return [
    handoff.greeting,
    ...lines.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`),
  ].join("\n");
}

/** The same details as an email to the studio, for visitors who prefer email. */
export function buildQuoteHandoffEmailLink(quote: SentQuote, words: HandoffWords): string {
  return buildMailtoLink(words.handoff.to.email, {
    subject: words.handoff.emailSubject.replace("{name}", quote.fullName),
    body: buildQuoteHandoffText(quote, words),
  });
}
