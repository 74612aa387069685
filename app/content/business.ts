import businessFile from "../../content/business.json";
import whatsAppFile from "../../content/pages/whatsapp.json";
import { mapLanguages, type Localized } from "~/i18n/language";
import { brand } from "./brand";
import { fillIn } from "./fill-in";
import { asChecked } from "./read-content";
import type { BusinessFile, WhatsAppFile } from "./schemas/business";

/**
 * The business facts, from `content/business.json` and
 * `content/pages/whatsapp.json`: change a phone number, the address or a
 * WhatsApp text there and every page, link, vCard and meta tag follows.
 */

export interface PhoneNumber {
  /** As printed on the page. */
  display: string;
  /** E.164, used for `tel:` links and the vCard. */
  e164: string;
}

const facts = asChecked<BusinessFile>(businessFile);
const { en } = facts;

export const business = {
  ...brand,
  description: en.description,
  phones: en.phones,
  email: en.email,
  address: { ...en.address, postalCode: en.postalCode, countryCode: "IN" },
  /** Where the studio stands, when the owner has given its exact position; the map and search engines go by the address until then. */
  position: en.position,
  hours: { days: en.hoursText.days, opens: en.hours.opens, closes: en.hours.closes, display: en.hoursText.display },
  social: en.social,
  /** Every city the studio serves, in the order pages list them. */
  cities: en.cities,
  /** How many cities the footer names before saying more are served. */
  footerCityCount: en.footerCityCount,
  searchAreasServed: ["Gujarat", "Ahmedabad", "Gandhinagar", "Vadodara", "Surat"],
  currency: "INR",
  paymentsAccepted: ["Cash", "UPI", "Bank transfer"],
  /** schema.org `priceRange`: a relative indicator, not a price list. */
  priceRange: "₹₹",
} as const;

/** The business's words in each language (`business-text.ts` puts them together for the pages). */
export const businessWords: Localized<BusinessFile["gu"]> = facts;

/** The number WhatsApp chats go to. */
export const whatsAppNumber = en.whatsApp;

export interface WhatsAppTexts {
  general: string;
  home: string;
  contact: string;
  footer: string;
  /** Opens the details a visitor typed into the quote form (app/quote/quote-handoff.ts). */
  quoteHandoff: string;
  /** Get Similar Design: names the design. */
  portfolioItem: (itemTitle: string) => string;
  /** A design sent to someone else (no number: the visitor picks the chat), with its page's address. */
  shareDesign: (itemTitle: string, url: string) => string;
  /** From a journal post's page: names the post. */
  journalPost: (postTitle: string) => string;
  /** A journal post sent to someone else, with its page's address. */
  sharePost: (postTitle: string, url: string) => string;
}

const whatsApp = asChecked<WhatsAppFile>(whatsAppFile);

/** The prefilled WhatsApp message differs per page and per item, and is in the page's language (a service's is in its file). */
export const whatsAppTexts: Localized<WhatsAppTexts> = mapLanguages((language) => {
  const { design, shareDesign, journalPost, sharePost, ...texts } = whatsApp[language];
  return {
    ...texts,
    portfolioItem: (title) => fillIn(design, { title }),
    shareDesign: (title, url) => fillIn(shareDesign, { title, url }),
    journalPost: (title) => fillIn(journalPost, { title }),
    sharePost: (title, url) => fillIn(sharePost, { title, url }),
  };
});
