import type { Language, Localized } from "~/i18n/language";

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
  },
  gu: {
    general: "નમસ્તે પુષ્પાંજલિ ડેકોર! મારે તમારી ફૂલોની સજાવટ વિશે વધુ જાણવું છે.",
    home: "નમસ્તે! મેં તમારી વેબસાઇટ જોઈ. મારા પ્રસંગની ફૂલોની સજાવટનો ભાવ જાણવો છે.",
    contact: "નમસ્તે! મારા પ્રસંગની ફૂલોની સજાવટ વિશે વાત કરવી છે.",
    footer: "નમસ્તે! ફૂલોની સજાવટનો ભાવ મોકલશો?",
    quoteHandoff: "નમસ્તે પુષ્પાંજલિ ડેકોર! મારે ફૂલોની સજાવટનો ભાવ જાણવો છે. મારી વિગતો:",
    service: (serviceTitle) => `નમસ્તે! મારે ${serviceTitle} માટે ભાવ જાણવો છે.`,
    portfolioItem: (itemTitle) => `નમસ્તે! મેં તમારા કામમાં "${itemTitle}" જોયું. મારે આના જેવી સજાવટ કરાવવી છે.`,
  },
};

const serviceAreaLine = `Flower decoration across Gujarat: ${business.cities
  .slice(0, 4)
  .join(", ")} and more`;

/** One line for the postal address, as shown on the page. */
const addressLine = [
  business.address.street,
  business.address.locality,
  `${business.address.city}, ${business.address.region} ${business.address.postalCode}`,
  business.address.country,
].join(", ");

/** What visitors read about the business, in each language: the facts above, in words. */
export interface BusinessText {
  name: string;
  /** Follows every page title that does not name the business (spec §1). */
  tagline: string;
  /** For search engines (the home page's structured data). */
  description: string;
  /** The postal address's words; the postal code and country code are the same in every language. */
  address: { street: string; locality: string; city: string; region: string; country: string };
  /** Every city in `business.cities`, in the same order. */
  cities: readonly string[];
  hoursDays: string;
  hoursDisplay: string;
  /** The postal address on one line. */
  addressLine: string;
  /** The first line of every page: where the studio decorates. */
  serviceAreaLine: string;
  /** What the sharing card (`business.socialCard`) shows, for a link preview read aloud. */
  socialCardAlt: string;
}

const gujaratiAddress = {
  street: "સ્ટુડિયો 4, સરદાર પટેલ કોલોની રોડ",
  locality: "નારણપુરા",
  city: "અમદાવાદ",
  region: "ગુજરાત",
  country: "ભારત",
};

const gujaratiCities = [
  "અમદાવાદ",
  "ગાંધીનગર",
  "વડોદરા",
  "સુરત",
  "રાજકોટ",
  "ભાવનગર",
  "આણંદ",
  "મહેસાણા",
  "ભરૂચ",
  "જામનગર",
  "જૂનાગઢ",
] as const satisfies { length: (typeof business.cities)["length"] };

export const businessText: Localized<BusinessText> = {
  en: {
    name: business.name,
    tagline: business.tagline,
    description: business.description,
    address: business.address,
    cities: business.cities,
    hoursDays: business.hours.days,
    hoursDisplay: business.hours.display,
    addressLine,
    serviceAreaLine,
    socialCardAlt: "Pushpanjali Decor – Flower Decoration in Ahmedabad: the marigold emblem beside a garlanded mandap",
  },
  gu: {
    name: "પુષ્પાંજલિ ડેકોર",
    tagline: "પુષ્પાંજલિ ડેકોર – અમદાવાદમાં ફૂલોની સજાવટ",
    description:
      "અમદાવાદના નારણપુરામાં પરિવાર ચલાવતો ફૂલોની સજાવટનો સ્ટુડિયો: સમગ્ર ગુજરાતમાં લગ્ન, પૂજા, જન્મદિવસ, કોર્પોરેટ કાર્યક્રમ, ગાડી અને પ્રવેશદ્વારની સજાવટ, તાજાં અને આર્ટિફિશિયલ ફૂલોથી.",
    address: gujaratiAddress,
    cities: gujaratiCities,
    hoursDays: "સોમવારથી રવિવાર",
    hoursDisplay: "સવારે 8:00 થી રાત્રે 8:00",
    addressLine: [
      gujaratiAddress.street,
      gujaratiAddress.locality,
      `${gujaratiAddress.city}, ${gujaratiAddress.region} ${business.address.postalCode}`,
      gujaratiAddress.country,
    ].join(", "),
    serviceAreaLine: `સમગ્ર ગુજરાતમાં ફૂલોની સજાવટ: ${gujaratiCities.slice(0, 4).join(", ")} અને બીજે ઘણે`,
    socialCardAlt: "પુષ્પાંજલિ ડેકોર – અમદાવાદમાં ફૂલોની સજાવટ: ફૂલોના હારથી શણગારેલા મંડપ પાસે ગલગોટાનું પ્રતીક",
  },
};

/** The cities the footer names, in a language. */
export function footerCitiesIn(language: Language): readonly string[] {
  return businessText[language].cities.slice(0, business.footerCityCount);
}
