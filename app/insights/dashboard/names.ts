import { journalPost } from "~/content/journal";
import { portfolioItemsIn } from "~/content/portfolio";
import { quoteFormWords } from "~/content/quote-form";
import { servicesIn } from "~/content/services";
import { withHouseLetters } from "~/i18n/house-letters";
import { type Language, languages, languageTag } from "~/i18n/language";
import { m } from "~/paraglide/messages";

/**
 * What each value the insights keep is called on the owner's page, in its
 * language: the site's pages, services and designs by the site's own words;
 * states of India and referring sources by the interface's words
 * (messages/*.json); journal posts by their titles; countries and languages by `Intl`, in the house's
 * letters. A value without a name shows as it is kept: a host name as it
 * is, anything else in English.
 */

type Words = (inputs: Record<string, never>, options: { locale: Language }) => string;

/** Names by value from the interface's words; a value without one by `otherwise` (as it is kept, unless said). */
const named = (names: Record<string, Words>, otherwise = (_: Language, value: string) => value) => {
  const byValue = new Map(Object.entries(names));
  return (language: Language, value: string): string => byValue.get(value)?.({}, { locale: language }) ?? otherwise(language, value);
};

/** A state or union territory of India by its ISO 3166-2:IN code without `IN-` (`GJ`), or `other`. */
export const regionName = named({
  AN: m.insights_region_an,
  AP: m.insights_region_ap,
  AR: m.insights_region_ar,
  AS: m.insights_region_as,
  BR: m.insights_region_br,
  CH: m.insights_region_ch,
  CT: m.insights_region_ct,
  DH: m.insights_region_dh,
  DL: m.insights_region_dl,
  GA: m.insights_region_ga,
  GJ: m.insights_region_gj,
  HP: m.insights_region_hp,
  HR: m.insights_region_hr,
  JH: m.insights_region_jh,
  JK: m.insights_region_jk,
  KA: m.insights_region_ka,
  KL: m.insights_region_kl,
  LA: m.insights_region_la,
  LD: m.insights_region_ld,
  MH: m.insights_region_mh,
  ML: m.insights_region_ml,
  MN: m.insights_region_mn,
  MP: m.insights_region_mp,
  MZ: m.insights_region_mz,
  NL: m.insights_region_nl,
  OR: m.insights_region_or,
  PB: m.insights_region_pb,
  PY: m.insights_region_py,
  RJ: m.insights_region_rj,
  SK: m.insights_region_sk,
  TG: m.insights_region_tg,
  TN: m.insights_region_tn,
  TR: m.insights_region_tr,
  UP: m.insights_region_up,
  UT: m.insights_region_ut,
  WB: m.insights_region_wb,
  other: m.insights_region_other,
});

/** A referring source the counting names (`google`, `whatsapp`, `email` for webmail), or `other`; a host name is shown as it is. */
export const referrerName = named({
  google: m.insights_referrer_google,
  "google-maps": m.insights_referrer_google_maps,
  bing: m.insights_referrer_bing,
  duckduckgo: m.insights_referrer_duckduckgo,
  yahoo: m.insights_referrer_yahoo,
  email: m.insights_referrer_email,
  instagram: m.insights_referrer_instagram,
  facebook: m.insights_referrer_facebook,
  whatsapp: m.insights_referrer_whatsapp,
  youtube: m.insights_referrer_youtube,
  justdial: m.insights_referrer_justdial,
  wedmegood: m.insights_referrer_wedmegood,
  weddingwire: m.insights_referrer_weddingwire,
  pinterest: m.insights_referrer_pinterest,
  twitter: m.insights_referrer_twitter,
  linkedin: m.insights_referrer_linkedin,
  sulekha: m.insights_referrer_sulekha,
  indiamart: m.insights_referrer_indiamart,
  chatgpt: m.insights_referrer_chatgpt,
  other: m.insights_referrer_other,
});

/** One of the site's pages, whatever its language. */
export const pageName = named({
  home: m.nav_home,
  services: m.nav_services,
  portfolio: m.nav_portfolio,
  design: m.insights_page_design,
  about: m.nav_about,
  contact: m.nav_contact,
  journal: m.nav_journal,
  post: m.insights_page_post,
});

/** Phone, tablet or computer. */
export const deviceName = named({
  phone: m.insights_device_phone,
  tablet: m.insights_device_tablet,
  desktop: m.insights_device_desktop,
});

/** A service's title, or for a quote an occasion the form lists (an anniversary, something else). */
export function topicName(language: Language, topic: string): string {
  const service = servicesIn(language).find((candidate) => candidate.id === topic);
  if (service) return service.title;
  return (quoteFormWords[language].eventTypes as Record<string, string>)[topic] ?? topic;
}

/** A design's title. */
export function designName(language: Language, slug: string): string {
  return portfolioItemsIn(language).find((item) => item.slug === slug)?.title ?? slug;
}

/**
 * A journal post's title, by its address: in the page's language, else in
 * the other (a post written in one language only), else its address (a post
 * taken down since).
 */
export function postName(language: Language, slug: string): string {
  const inOrder = [language, ...languages.filter((other) => other !== language)];
  return inOrder.map((each) => journalPost(each, slug)?.title).find(Boolean) ?? `/journal/${slug}`;
}

const displayNames = new Map<string, Intl.DisplayNames>();

/** The platform's own name for a code, in a language; none where it has none (`fallback: "none"`) or the code is malformed. */
function displayName(language: Language, type: "region" | "language", code: string): string | undefined {
  const key = `${language} ${type}`;
  if (!displayNames.has(key)) displayNames.set(key, new Intl.DisplayNames([languageTag[language]], { type, fallback: "none" }));
  try {
    const name = displayNames.get(key)!.of(code);
    return name === undefined ? undefined : withHouseLetters(name);
  } catch {
    return undefined;
  }
}

/**
 * A country by its ISO 3166-1 code (`IN`): the countries families abroad
 * write from most as Gujarati newspapers name them (અમેરિકા, not `Intl`'s
 * યુનાઇટેડ સ્ટેટ્સ: the interface's words); any other in the page's language
 * by `Intl`, else in English, else the code.
 */
export const countryName = named(
  {
    US: m.insights_country_us,
    GB: m.insights_country_gb,
    AE: m.insights_country_ae,
    HK: m.insights_country_hk,
    BH: m.insights_country_bh,
    FR: m.insights_country_fr,
  },
  (language, code) => displayName(language, "region", code) ?? displayName("en", "region", code) ?? code,
);

/**
 * A language by its code (`gu`), or `other` for the languages the counting
 * does not name; two by the interface's words, to match the states' names
 * (બંગાળી beside પશ્ચિમ બંગાળ, ઓડિયા beside ઓડિશા), any other by `Intl`.
 */
export const languageName = named(
  {
    other: m.insights_browser_language_other,
    bn: m.insights_language_bn,
    or: m.insights_language_or,
  },
  (language, code) => displayName(language, "language", code) ?? displayName("en", "language", code) ?? code,
);
