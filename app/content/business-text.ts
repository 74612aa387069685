/**
 * What visitors read about the business, in each language: the facts of
 * `content/business.json` in words. Server components use these; the browser
 * needs only the few in `head-words.ts`.
 */

import { mapLanguages, type Language, type Localized } from "~/i18n/language";
import { business, gujaratiBusinessWords } from "./business";
import { headWords, type HeadWords } from "./head-words";

/** What visitors read about the business, in each language: the facts above, in words. */
export interface BusinessText extends HeadWords {
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
}

const words: Localized<Pick<BusinessText, "description" | "address" | "cities" | "hoursDays" | "hoursDisplay">> = {
  en: {
    description: business.description,
    address: business.address,
    cities: business.cities,
    hoursDays: business.hours.days,
    hoursDisplay: business.hours.display,
  },
  gu: {
    description: gujaratiBusinessWords.description,
    address: gujaratiBusinessWords.address,
    cities: gujaratiBusinessWords.cities,
    hoursDays: gujaratiBusinessWords.hoursText.days,
    hoursDisplay: gujaratiBusinessWords.hoursText.display,
  },
};

/** "… across Gujarat: Ahmedabad, Gandhinagar, Vadodara, Surat and more", in each language. */
const serviceArea: Localized<(cities: string) => string> = {
  en: (cities) => `Flower decoration across Gujarat: ${cities} and more`,
  gu: (cities) => `સમગ્ર ગુજરાતમાં ફૂલોની સજાવટ: ${cities} અને બીજે ઘણે`,
};

export const businessText: Localized<BusinessText> = mapLanguages((language) => {
  const { address, cities } = words[language];
  return {
    ...headWords[language],
    ...words[language],
    addressLine: [address.street, address.locality, `${address.city}, ${address.region} ${business.address.postalCode}`, address.country].join(", "),
    serviceAreaLine: serviceArea[language](cities.slice(0, 4).join(", ")),
  };
});

/** The cities the footer names, in a language. */
export function footerCitiesIn(language: Language): readonly string[] {
  return businessText[language].cities.slice(0, business.footerCityCount);
}
