import { business } from "~/content/business";

/**
 * schema.org data for search engines, built from the content module only.
 * `Florist` (LocalBusiness → Store → Florist) is the most specific type that
 * fits a flower decoration studio: see docs/decisions/004-search-and-sharing.md.
 */
export function buildLocalBusinessJsonLd(origin: string) {
  const { address, geo, hours, phones } = business;
  const url = new URL("/", origin).href;
  return {
    "@context": "https://schema.org",
    "@type": "Florist",
    "@id": `${url}#business`,
    name: business.name,
    description: business.description,
    url,
    logo: new URL(business.shareImage.src, origin).href,
    image: new URL(business.socialCard.src, origin).href,
    telephone: phones.primary.e164,
    email: business.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: `${address.street}, ${address.locality}`,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
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
      area === address.region
        ? { "@type": "State", name: area }
        : { "@type": "City", name: area },
    ),
    paymentAccepted: business.paymentsAccepted.join(", "),
    currenciesAccepted: business.currency,
    priceRange: business.priceRange,
    sameAs: business.social.map((profile) => profile.url),
  };
}
