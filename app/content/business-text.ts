/**
 * What visitors read about the business, in each language: the facts in
 * `business.ts`, in words. Server components use these; the browser needs only
 * the few in `head-words.ts`.
 */

import type { Language, Localized } from "~/i18n/language";
import { business } from "./business";
import { headWords, type HeadWords } from "./head-words";

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
export interface BusinessText extends HeadWords {
  /** For search engines (the home page's structured data). */
  description: string;
  /** The postal address's words; the postal code and country code are the same in every language. */
  address: { street: string; locality: string; city: string; region: string; country: string };
  /** Every city in `business.cities`, in the same order. */
  cities: readonly string[];
  hoursDays: string;
  /** The postal address on one line. */
  addressLine: string;
  /** The first line of every page: where the studio decorates. */
  serviceAreaLine: string;
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
    ...headWords.en,
    description: business.description,
    address: business.address,
    cities: business.cities,
    hoursDays: business.hours.days,
    addressLine,
    serviceAreaLine,
  },
  gu: {
    ...headWords.gu,
    description:
      "અમદાવાદના નારણપુરામાં પરિવાર ચલાવતો ફૂલોની સજાવટનો સ્ટુડિયો: સમગ્ર ગુજરાતમાં લગ્ન, પૂજા, જન્મદિવસ, કોર્પોરેટ કાર્યક્રમ, ગાડી અને પ્રવેશદ્વારની સજાવટ, તાજાં અને આર્ટિફિશિયલ ફૂલોથી.",
    address: gujaratiAddress,
    cities: gujaratiCities,
    hoursDays: "સોમવારથી રવિવાર",
    addressLine: [
      gujaratiAddress.street,
      gujaratiAddress.locality,
      `${gujaratiAddress.city}, ${gujaratiAddress.region} ${business.address.postalCode}`,
      gujaratiAddress.country,
    ].join(", "),
    serviceAreaLine: `સમગ્ર ગુજરાતમાં ફૂલોની સજાવટ: ${gujaratiCities.slice(0, 4).join(", ")} અને બીજે ઘણે`,
  },
};

/** The cities the footer names, in a language. */
export function footerCitiesIn(language: Language): readonly string[] {
  return businessText[language].cities.slice(0, business.footerCityCount);
}
