/**
 * The closed lists the content's files choose from, which the site also
 * needs as it runs: the six services, the portfolio's categories, the five
 * reasons, where a photograph is cropped, and the quote's fields and
 * choices. Plain lists, without Zod: the schemas (`schemas/`) build their
 * rules from them at build time, and the Worker reads them as they are.
 */

export const serviceIds = ["wedding", "pooja", "birthday", "corporate", "entrance", "addons"] as const;
export type ServiceId = (typeof serviceIds)[number];

export const portfolioCategoryIds = ["weddings", "pooja", "entrance", "corporate"] as const;
export type PortfolioCategory = (typeof portfolioCategoryIds)[number];

export const reasonIds = ["on-time", "custom", "real-and-artificial", "affordable", "gujarat-wide"] as const;
export type ReasonId = (typeof reasonIds)[number];

/** Where a cropped photograph keeps its subject. */
export const focusPoints = ["center", "top", "bottom", "left", "right", "top left", "top right", "bottom left", "bottom right"] as const;

export const socialNetworks = ["Instagram", "Facebook", "YouTube"] as const;

/** The quote form's fields, in the form's order (app/quote/quote-schema.ts holds their rules). */
export const quoteFieldNames = ["fullName", "phone", "email", "eventType", "eventDate", "guestCount", "budget", "venue", "message", "preferredContact"] as const;
export type QuoteFieldName = (typeof quoteFieldNames)[number];

export const quoteEventTypes = ["wedding", "pooja", "birthday", "corporate", "anniversary", "other"] as const;
export type QuoteEventType = (typeof quoteEventTypes)[number];

export const preferredContactMethods = ["whatsapp", "call", "email"] as const;
export type PreferredContactMethod = (typeof preferredContactMethods)[number];
