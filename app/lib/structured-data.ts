import { business } from "~/content/business";
import { businessText } from "~/content/business-text";
import { pathInLanguage, type Language } from "~/i18n/language";
import { siteCardPath } from "~/pictures/sharing-card-path";

/**
 * schema.org data for search engines, built from the content modules only.
 * `Florist` (LocalBusiness → Store → Florist) is the most specific type that
 * fits a flower decoration studio: see docs/decisions/004-search-and-sharing.md.
 * Written in the page's language, its picture the site's card in that
 * language; both languages name the same business (`@id`).
 */
export function buildLocalBusinessJsonLd(origin: string, language: Language) {
  const { geo, hours, phones } = business;
  const text = businessText[language];
  const address = text.address;
  const cityName = (city: string) => text.cities[business.cities.indexOf(city as (typeof business.cities)[number])] ?? city;
  return {
    "@context": "https://schema.org",
    "@type": "Florist",
    "@id": `${new URL("/", origin).href}#business`,
    name: text.name,
    ...(language === "en" ? {} : { alternateName: business.name }),
    description: text.description,
    url: new URL(pathInLanguage(language, "/"), origin).href,
    logo: new URL(business.shareImage.src, origin).href,
    image: new URL(siteCardPath(language), origin).href,
    telephone: phones.primary.e164,
    email: business.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: `${address.street}, ${address.locality}`,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.countryCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: hours.opens,
        closes: hours.closes,
      },
    ],
    areaServed: business.searchAreasServed.map((area) =>
      area === business.address.region
        ? { "@type": "State", name: address.region }
        : { "@type": "City", name: cityName(area) },
    ),
    paymentAccepted: business.paymentsAccepted.join(", "),
    currenciesAccepted: business.currency,
    priceRange: business.priceRange,
    sameAs: business.social.map((profile) => profile.url),
  };
}
