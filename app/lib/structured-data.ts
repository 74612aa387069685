import { business } from "~/content/business";
import { businessText } from "~/content/business-text";
import { journalListPath, journalPostPath, type JournalPost } from "~/content/journal";
import { answerText, type Question } from "~/content/questions";
import { languageTag, pathInLanguage, type Language } from "~/i18n/language";
import { m } from "~/paraglide/messages";
import { journalCardPath, siteCardPath } from "~/pictures/sharing-card-path";
import { buildCanonicalUrl } from "./meta";

/** The studio as the home page's data names it (`@id`), in a page's language: a post's author and publisher too. */
function studio(origin: string, language: Language) {
  return {
    "@type": "Florist",
    "@id": `${new URL("/", origin).href}#business`,
    name: businessText[language].name,
    url: new URL(pathInLanguage(language, "/"), origin).href,
    logo: new URL(business.shareImage.src, origin).href,
  };
}

/**
 * schema.org data for search engines, built from the content modules only.
 * `Florist` (LocalBusiness → Store → Florist) is the most specific type that
 * fits a flower decoration studio: see docs/decisions/004-search-and-sharing.md.
 * Written in the page's language, its picture the site's card in that
 * language; both languages name the same business (`@id`).
 */
export function buildLocalBusinessJsonLd(origin: string, language: Language) {
  const { position, hours, phones } = business;
  const text = businessText[language];
  const address = text.address;
  const cityName = (city: string) => text.cities[business.cities.indexOf(city as (typeof business.cities)[number])] ?? city;
  return {
    "@context": "https://schema.org",
    ...studio(origin, language),
    ...(language === "en" ? {} : { alternateName: business.name }),
    description: text.description,
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
    // Only an exact position: a rough one would send searchers to the wrong street; the address stands alone until then.
    ...(position ? { geo: { "@type": "GeoCoordinates", latitude: position.latitude, longitude: position.longitude } } : {}),
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

/**
 * A journal post as a `BlogPosting`, in its language: its title, summary and
 * days, its sharing card as its picture, written and published by the studio,
 * the main subject of its own page.
 */
export function buildBlogPostingJsonLd(origin: string, post: JournalPost) {
  const url = buildCanonicalUrl(origin, journalPostPath(post.language, post.slug));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#post`,
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    image: new URL(journalCardPath(post.language, post.slug), origin).href,
    inLanguage: languageTag[post.language],
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author: studio(origin, post.language),
    publisher: studio(origin, post.language),
  };
}

/** Where a post sits on the site, for search results: Home › Journal › the post, in its language. */
export function buildPostBreadcrumbJsonLd(origin: string, post: JournalPost) {
  const locale = { locale: post.language };
  const trail = [
    { name: m.nav_home({}, locale), path: pathInLanguage(post.language, "/") },
    { name: m.nav_journal({}, locale), path: journalListPath(post.language) },
    { name: post.title, path: journalPostPath(post.language, post.slug) },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map(({ name, path }, index) => ({ "@type": "ListItem", position: index + 1, name, item: buildCanonicalUrl(origin, path) })),
  };
}

/**
 * The questions a page answers, as a `FAQPage` in its language: each question
 * and its answer exactly as the page shows them, an answer's link as its
 * words (docs/decisions/021-questions-and-answers.md), each question at its
 * own place on the page.
 */
export function buildFaqPageJsonLd(origin: string, path: string, language: Language, questions: readonly Question[]) {
  const url = buildCanonicalUrl(origin, pathInLanguage(language, path));
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url,
    inLanguage: languageTag[language],
    mainEntity: questions.map((question) => ({
      "@type": "Question",
      url: `${url}#${question.id}`,
      name: question.question,
      acceptedAnswer: { "@type": "Answer", text: answerText(question.answer) },
    })),
  };
}
