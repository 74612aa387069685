/**
 * What visitors read about the business, in each language: the facts of
 * `content/business.json` in words. Server components use these; the browser
 * needs only the few in `site.ts`.
 */

import { mapLanguages, type Language, type Localized } from "~/i18n/language";
import { business, businessWords } from "./business";
import { fillIn } from "./fill-in";
import { siteWords } from "./site";

/** What visitors read about the business, in each language: the facts above, in words. */
export interface BusinessText {
  name: string;
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

export const businessText: Localized<BusinessText> = mapLanguages((language) => {
  const { description, address, cities, hoursText, serviceArea } = businessWords[language];
  return {
    name: siteWords[language].name,
    description,
    address,
    cities,
    hoursDays: hoursText.days,
    hoursDisplay: hoursText.display,
    addressLine: [address.street, address.locality, `${address.city}, ${address.region} ${business.address.postalCode}`, address.country].join(", "),
    serviceAreaLine: fillIn(serviceArea, { cities: cities.slice(0, 4).join(", ") }),
  };
});

/** The cities the footer names, in a language. */
export function footerCitiesIn(language: Language): readonly string[] {
  return businessText[language].cities.slice(0, business.footerCityCount);
}

/** What the studio's card says, in one language (`contactCardIn` below), as the card (app/lib/vcard.ts) writes it. */
export interface VCardFacts {
  name: string;
  /** Another name the card is found by: the English name on a Gujarati card. */
  nickname?: string;
  role: string;
  phones: { primary: { e164: string }; alternate: { e164: string } };
  email: string;
  address: { street: string; locality: string; city: string; region: string; postalCode: string; country: string };
  note: string;
}

/**
 * What the saved contact says in a language (app/lib/vcard.ts): the footer
 * hands it to the browser. A Gujarati card keeps the English name as a
 * nickname, so a phone's search finds it typed in either script.
 */
export function contactCardIn(language: Language): VCardFacts {
  const text = businessText[language];
  const { role, note } = businessWords[language].contactCard;
  return {
    name: text.name,
    ...(text.name === business.name ? {} : { nickname: business.name }),
    role,
    phones: business.phones,
    email: business.email,
    address: { ...text.address, postalCode: business.address.postalCode },
    note: fillIn(note, { days: text.hoursDays, hours: text.hoursDisplay }),
  };
}
