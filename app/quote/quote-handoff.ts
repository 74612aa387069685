import { business, whatsAppTexts } from "~/content/business";
import { quoteEventTypeLabels } from "~/content/quote-form";
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

const eventDateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** `2026-12-12` (what a date input sends) reads as `12 December 2026`; anything else stays as typed. */
export function formatEventDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return value;
  }
  return eventDateFormat.format(date);
}

/** One line per detail the visitor gave, after the page's greeting. */
export function buildQuoteHandoffText(quote: SentQuote): string {
  const lines: [string, string | undefined][] = [
    ["Name", quote.fullName],
    ["Event", quote.eventType && quoteEventTypeLabels[quote.eventType]],
    ["Date", quote.eventDate && formatEventDate(quote.eventDate)],
    ["Venue", quote.venue],
    ["Guests", quote.guestCount],
    ["Budget", quote.budget],
    ["Message", quote.message],
  ];
  return [
    whatsAppTexts.en.quoteHandoff,
    ...lines.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`),
  ].join("\n");
}

/** The same details as an email to the studio, for visitors who prefer email. */
export function buildQuoteHandoffEmailLink(quote: SentQuote): string {
  return buildMailtoLink(business.email, {
    subject: `Quote request from ${quote.fullName}`,
    body: buildQuoteHandoffText(quote),
  });
}
