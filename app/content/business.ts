import type { Localized } from "~/i18n/language";

/**
 * The business facts, in one place. Change a phone number, the address or a
 * WhatsApp text here and every page, link, vCard and meta tag follows.
 */

export interface PhoneNumber {
  /** As printed on the page. */
  display: string;
  /** E.164, used for `tel:` links and the vCard. */
  e164: string;
}

export const business = {
  name: "Pushpanjali Decor",
  slug: "pushpanjali-decor",
  tagline: "Pushpanjali Decor – Flower Decoration in Ahmedabad",
  description:
    "Family-run flower decoration studio in Naranpura, Ahmedabad, decorating weddings, poojas, birthdays, corporate events, cars and entrances across Gujarat with real and artificial flowers.",
  phones: {
    primary: { display: "+91 98765 43210", e164: "+919876543210" },
    alternate: { display: "+91 98765 43211", e164: "+919876543211" },
  },
  email: "hello@pushpanjalidecor.in",
  address: {
    street: "Studio 4, Sardar Patel Colony Road",
    locality: "Naranpura",
    city: "Ahmedabad",
    region: "Gujarat",
    postalCode: "380061",
    country: "India",
    countryCode: "IN",
  },
  geo: { latitude: 23.02, longitude: 72.57 },
  hours: {
    days: "Monday to Sunday",
    opens: "08:00",
    closes: "20:00",
    display: "8:00 AM – 8:00 PM",
  },
  proprietor: { role: "Founder & Lead Designer" },
  social: [
    { network: "Instagram", url: "https://www.instagram.com/pushpanjalidecor" },
    { network: "Facebook", url: "https://www.facebook.com/pushpanjalidecor" },
    { network: "YouTube", url: "https://www.youtube.com/@pushpanjalidecor" },
  ],
  /** Every city the studio serves, in the order pages list them. */
  cities: [
    "Ahmedabad",
    "Gandhinagar",
    "Vadodara",
    "Surat",
    "Rajkot",
    "Bhavnagar",
    "Anand",
    "Mehsana",
    "Bharuch",
    "Jamnagar",
    "Junagadh",
  ],
  /** How many cities the footer names before saying more are served. */
  footerCityCount: 6,
  searchAreasServed: ["Gujarat", "Ahmedabad", "Gandhinagar", "Vadodara", "Surat"],
  currency: "INR",
  paymentsAccepted: ["Cash", "UPI", "Bank transfer"],
  /** schema.org `priceRange`: a relative indicator, not a price list. */
  priceRange: "₹₹",
  logo: { src: "/images/logo.svg", width: 96, height: 96 },
  /** Raster logo: WhatsApp and most social sites do not show SVG previews. */
  shareImage: {
    src: "/images/logo-512.png",
    width: 512,
    height: 512,
    alt: "Pushpanjali Decor logo: a marigold flower emblem",
  },
  /** The default picture for links shared on WhatsApp and social sites. */
  socialCard: {
    src: "/images/social-card.jpg",
    width: 1200,
    height: 630,
  },
} as const;

/** WhatsApp always goes to the primary phone. */
export const whatsAppNumber = business.phones.primary.e164;

export interface WhatsAppTexts {
  general: string;
  home: string;
  contact: string;
  footer: string;
  /** Opens the details a visitor typed into the quote form (app/quote/quote-handoff.ts). */
  quoteHandoff: string;
  service: (serviceTitle: string) => string;
  portfolioItem: (itemTitle: string) => string;
  /** A design sent to someone else (no number: the visitor picks the chat), with its page's address. */
  shareDesign: (itemTitle: string, url: string) => string;
}

/** The prefilled WhatsApp message differs per page and per item, and is in the page's language. */
export const whatsAppTexts: Localized<WhatsAppTexts> = {
  en: {
    general: "Hello Pushpanjali Decor! I would like to know more about your flower decoration services.",
    home: "Hello! I visited your website and would like a quote for flower decoration for my event.",
    contact: "Hello! I would like to discuss flower decoration for my event.",
    footer: "Hello! Please share a quote for flower decoration.",
    quoteHandoff: "Hello Pushpanjali Decor! I would like a quote for flower decoration. My details:",
    service: (serviceTitle) => `Hello! I would like a quote for ${serviceTitle}.`,
    portfolioItem: (itemTitle) => `Hello! I saw "${itemTitle}" in your portfolio and would like a similar design.`,
    shareDesign: (itemTitle, url) => `Look at this flower decoration: "${itemTitle}" by Pushpanjali Decor ${url}`,
  },
  gu: {
    general: "નમસ્તે પુષ્પાંજલિ ડેકોર! મારે તમારી ફૂલોની સજાવટ વિશે વધુ જાણવું છે.",
    home: "નમસ્તે! મેં તમારી વેબસાઇટ જોઈ. મારા પ્રસંગની ફૂલોની સજાવટનો ભાવ જાણવો છે.",
    contact: "નમસ્તે! મારા પ્રસંગની ફૂલોની સજાવટ વિશે વાત કરવી છે.",
    footer: "નમસ્તે! ફૂલોની સજાવટનો ભાવ મોકલશો?",
    quoteHandoff: "નમસ્તે પુષ્પાંજલિ ડેકોર! મારે ફૂલોની સજાવટનો ભાવ જાણવો છે. મારી વિગતો:",
    service: (serviceTitle) => `નમસ્તે! મારે ${serviceTitle} માટે ભાવ જાણવો છે.`,
    portfolioItem: (itemTitle) => `નમસ્તે! મેં તમારા કામમાં "${itemTitle}" જોયું. મારે આના જેવી સજાવટ કરાવવી છે.`,
    shareDesign: (itemTitle, url) => `આ ફૂલોની સજાવટ જુઓ: પુષ્પાંજલિ ડેકોરની "${itemTitle}" ${url}`,
  },
};
