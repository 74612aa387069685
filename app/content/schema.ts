/**
 * The rules of the owner's content, one Zod schema per collection in
 * `content/`. The pages read the files through these schemas
 * (`app/content/read-content.ts`), and the build checks every file with them
 * before it makes anything (`app/content/build/content-check-plugin.ts`), so
 * a broken file stops `npm run build` with its name, its entry and the rule.
 * The CMS (public/admin/config.yml) asks for the same limits.
 *
 * Each file holds both languages, `{ "en": {…}, "gu": {…} }`: the words in
 * each, and what is the same in every language (numbers, categories,
 * pictures) in English only.
 */

import { z } from "zod";
import { preferredContactMethods, quoteEventTypes, quoteFieldNames } from "../quote/quote-schema.ts";

/** Text a visitor reads: not blank, and no longer than the page's layout allows. */
export function text(max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be text") })
    .refine((value) => value.trim() !== "", "must not be empty")
    .refine((value) => value.length <= max, `must be at most ${max} characters`);
}

/** Text that names `{placeholders}` the site fills in, such as a design's title. */
function template(max: number, placeholders: readonly string[]) {
  return text(max).refine(
    (value) => placeholders.every((name) => value.includes(`{${name}}`)),
    `must contain ${placeholders.map((name) => `{${name}}`).join(" and ")}, where the site puts ${placeholders.length > 1 ? "them" : "it"}`,
  );
}

/** Text that names `{placeholders}` the site fills in, with no others. */
function filledTemplate(max: number, placeholders: readonly string[]) {
  return template(max, placeholders).refine(
    (value) => [...value.matchAll(/\{(\w+)\}/g)].every(([, name]) => placeholders.includes(name!)),
    `may contain only ${placeholders.map((name) => `{${name}}`).join(" and ")} between curly brackets`,
  );
}

function list<T extends z.ZodType>(item: T, { min, max }: { min: number; max: number }) {
  const count = min === max ? `exactly ${min}` : `${min} to ${max}`;
  return z
    .array(item, { error: (issue) => (issue.input === undefined ? "is missing" : "must be a list") })
    .refine((items) => items.length >= min && items.length <= max, `must have ${count} items`);
}

/** A phone number as it is dialled from anywhere: `+` and the country code, then the number (E.164). */
export const e164 = z
  .string({ error: "is missing" })
  .regex(/^\+[1-9]\d{7,14}$/, "must be a phone number in international form, + and digits only, such as +919876543210");

const phone = z.object({ display: text(20), e164 });

/** A path of an SVG illustration in `public/images/`. */
const illustration = z
  .string({ error: "is missing" })
  .regex(/^\/images\/[a-z0-9/-]+\.svg$/, "must be an illustration in public/images/, such as /images/portfolio/haldi.svg");

/** A photograph's file name in `content/pictures/`. */
export const photoFileName = z
  .string()
  .regex(/^[\w-]+(\.[\w-]+)*\.(jpe?g|png|webp)$/i, "must be the name of a JPEG, PNG or WebP file in content/pictures/, such as mandap-2026.jpg");

export const focusPoints = ["center", "top", "bottom", "left", "right", "top left", "top right", "bottom left", "bottom right"] as const;

/** Both languages of one file: the words in each, what does not change with the language in English only. */
function bilingual<Shared extends z.ZodRawShape, Words extends z.ZodRawShape>(shared: Shared, words: Words) {
  return z.object({
    en: z.object({ ...shared, ...words }, { error: "is missing (the English)" }),
    gu: z.object(words, { error: "is missing (the Gujarati)" }),
  });
}

/** Every list in the Gujarati has as many items as in the English: a paragraph or a city cannot go missing. */
function sameLengths(paths: readonly string[]) {
  return (file: { en: object; gu: object }, context: z.RefinementCtx) => {
    for (const path of paths) {
      const at = (language: object) => path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], language);
      const [english, gujarati] = [at(file.en), at(file.gu)];
      if (Array.isArray(english) && Array.isArray(gujarati) && english.length !== gujarati.length) {
        context.addIssue({
          code: "custom",
          path: ["gu", ...path.split(".")],
          message: `must have as many items as the English (${english.length}, not ${gujarati.length})`,
        });
      }
    }
  };
}

// ─── Business facts: content/business.json ───────────────────────────────────

export const socialNetworks = ["Instagram", "Facebook", "YouTube"] as const;

export const businessSchema = bilingual(
  {
    phones: z.object({ primary: phone, alternate: phone }),
    /** The number WhatsApp chats go to. */
    whatsApp: e164,
    email: z.email("must be an e-mail address, such as hello@example.in"),
    postalCode: z.string().regex(/^\d{6}$/, "must be a six-digit PIN code"),
    map: z.object({
      latitude: z.number("must be a number").min(20).max(25, "must be in Gujarat (latitude 20 to 25)"),
      longitude: z.number("must be a number").min(68).max(75, "must be in Gujarat (longitude 68 to 75)"),
    }),
    hours: z.object({
      opens: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time such as 08:00"),
      closes: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time such as 20:00"),
    }),
    social: list(z.object({ network: z.enum(socialNetworks, `must be one of ${socialNetworks.join(", ")}`), url: z.url({ protocol: /^https$/, error: "must be an https:// address" }) }), {
      min: 0,
      max: 3,
    }),
    footerCityCount: z.int("must be a whole number").min(1, "must be at least 1").max(11, "must be at most 11"),
  },
  {
    description: text(300),
    address: z.object({ street: text(80), locality: text(40), city: text(40), region: text(40), country: text(40) }),
    hoursText: z.object({ days: text(40), display: text(40) }),
    cities: list(text(30), { min: 1, max: 20 }),
    /** The first line of every page: `{cities}` becomes the first four cities. */
    serviceArea: filledTemplate(120, ["cities"]),
    /** What the saved contact says: the proprietor's role, and a note with the opening days and hours. */
    contactCard: z.object({ role: text(60), note: filledTemplate(200, ["days", "hours"]) }),
  },
)
  .superRefine(sameLengths(["cities"]))
  .refine((file) => file.en.footerCityCount <= file.en.cities.length, {
    path: ["en", "footerCityCount"],
    message: "must not be more than the number of cities",
  });

// ─── WhatsApp messages: content/pages/whatsapp.json ──────────────────────────

export const whatsAppSchema = bilingual(
  {},
  {
    general: text(300),
    home: text(300),
    contact: text(300),
    footer: text(300),
    quoteHandoff: text(300),
    design: template(300, ["title"]),
    shareDesign: template(300, ["title", "url"]),
  },
);

// ─── Services: content/services/<id>.json ────────────────────────────────────

export const serviceIds = ["wedding", "pooja", "birthday", "corporate", "entrance", "addons"] as const;

export const serviceSchema = bilingual(
  {
    /** Where the service stands on the pages, 1 to 6. */
    position: z.int("must be a whole number").min(1, "must be 1 to 6").max(6, "must be 1 to 6"),
    illustration,
  },
  {
    title: text(60),
    summary: text(110),
    description: text(400),
    features: list(text(60), { min: 6, max: 6 }),
    imageAlt: text(300),
    whatsApp: text(300),
  },
);

// ─── Portfolio designs: content/designs/<slug>.json ──────────────────────────

export const portfolioCategoryIds = ["weddings", "pooja", "entrance", "corporate"] as const;

/** A design's file name, its address: lowercase words joined by hyphens. */
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase letters and digits joined by hyphens");

export const designSchema = bilingual(
  {
    category: z.enum(portfolioCategoryIds, `must be one of ${portfolioCategoryIds.join(", ")}`),
    /** Designs are shown by this number, lowest first. */
    position: z.int("must be a whole number").min(1, "must be at least 1").max(999, "must be at most 999"),
    /** Shown among the home page's three. */
    onHomePage: z.boolean("must be yes or no").default(false),
    /** A photograph in content/pictures/; the illustration is shown while there is none. */
    photo: photoFileName.optional().or(z.literal("")),
    illustration: illustration.optional(),
    focus: z.enum(focusPoints, `must be one of ${focusPoints.join(", ")}`).default("center"),
  },
  {
    title: text(60),
    location: text(40),
    description: text(200),
    imageAlt: text(300),
  },
).refine((file) => file.en.photo || file.en.illustration, { path: ["en", "photo"], message: "is missing: every design needs a picture" });

// ─── Page copy: content/pages/*.json ─────────────────────────────────────────

const heading = z.object({ eyebrow: text(60), title: text(100) });

export const homeSchema = bilingual(
  {},
  {
    hero: z.object({
      eyebrow: text(60),
      title: text(120),
      text: text(300),
      imageAlt: text(300),
      /** The middle one may name the opening hours as `{hours}`. */
      highlights: list(text(50), { min: 3, max: 3 }),
    }),
    whyUs: heading.extend({ intro: text(200) }),
    services: heading.extend({ explore: text(40) }),
    work: heading.extend({ seeAll: text(40) }),
    closing: z.object({ title: text(100), text: text(300) }),
  },
);

export const reasonIds = ["on-time", "custom", "real-and-artificial", "affordable", "gujarat-wide"] as const;

const reason = z.object({ title: text(40), description: text(250) });

/** The five reasons, each with its own icon, so each is a field of its own rather than a list. */
export const whyChooseUsSchema = bilingual({}, Object.fromEntries(reasonIds.map((id) => [id, reason])) as Record<(typeof reasonIds)[number], typeof reason>);

export const aboutSchema = bilingual(
  {},
  {
    intro: z.object({ eyebrow: text(60), title: text(100), text: text(300) }),
    story: z.object({ heading: text(100), paragraphs: list(text(600), { min: 1, max: 6 }), signature: text(80) }),
    expertise: z.object({
      eyebrow: text(60),
      heading: text(100),
      items: list(z.object({ title: text(60), description: text(250) }), { min: 1, max: 8 }),
    }),
    promise: z.object({
      eyebrow: text(60),
      heading: text(100),
      paragraphs: list(text(600), { min: 1, max: 4 }),
      commitments: list(text(100), { min: 1, max: 8 }),
    }),
    studio: z.object({ eyebrow: text(60), heading: text(100) }),
  },
).superRefine(sameLengths(["story.paragraphs", "expertise.items", "promise.paragraphs", "promise.commitments"]));

const intro = z.object({ eyebrow: text(60), title: text(100), text: text(300) });

export const servicesPageSchema = bilingual(
  {},
  {
    intro,
    jumpLinksLabel: text(60),
    getQuote: text(30),
    /** Read aloud as the Get Quote button's name: it names the service. */
    getQuoteFor: template(80, ["service"]),
    whyUs: z.object({ eyebrow: text(60), title: text(100) }),
    closing: z.object({ title: text(100), text: text(300), call: text(30) }),
  },
);

export const portfolioPageSchema = bilingual(
  {},
  {
    intro,
    categories: z.object(Object.fromEntries(portfolioCategoryIds.map((id) => [id, text(30)])) as Record<(typeof portfolioCategoryIds)[number], ReturnType<typeof text>>),
    allWork: text(30),
    filterLabel: text(60),
    galleryHeading: text(60),
    itemsLabel: text(60),
    getSimilar: text(40),
    design: z.object({
      share: text(40),
      moreWaysToShare: text(40),
      browseLabel: text(60),
      previous: text(40),
      next: text(40),
      backToPortfolio: text(60),
    }),
    empty: z.object({ text: text(150), showAll: text(40) }),
    closing: z.object({ title: text(100), text: text(300) }),
  },
);

export const contactPageSchema = bilingual(
  {},
  {
    intro: z.object({ eyebrow: text(60), title: text(100), text: text(300) }),
    cards: z.object({
      label: text(60),
      call: z.object({ title: text(40), alsoOn: text(30) }),
      whatsApp: z.object({ title: text(40), note: text(80) }),
      email: z.object({ title: text(40), note: text(80) }),
      visit: z.object({ title: text(40), note: text(80) }),
    }),
    whatsAppButton: text(40),
    findUs: z.object({ eyebrow: text(60), heading: text(100), address: text(40), hours: text(40), emergency: text(200) }),
    map: z.object({ title: filledTemplate(150, ["name", "locality", "city"]), directions: text(40) }),
  },
);

const record = <const Keys extends readonly string[]>(keys: Keys, max: number) =>
  z.object(Object.fromEntries(keys.map((key) => [key, text(max)])) as Record<Keys[number], ReturnType<typeof text>>);

export const quoteFormSchema = bilingual(
  {},
  {
    title: text(60),
    intro: text(300),
    requiredNote: filledTemplate(100, ["star"]),
    labels: record(quoteFieldNames, 60),
    placeholders: record(["eventType", "guestCount", "budget", "venue", "message"], 80),
    eventTypes: record(quoteEventTypes, 40),
    contactMethods: record(preferredContactMethods, 30),
    honeypot: text(60),
    send: text(30),
    sending: text(30),
    problems: z.object({
      summaryTitle: text(60),
      required: record(["fullName", "phone"], 80),
      tooLong: template(120, ["field"]),
      notText: template(120, ["field"]),
      notEmail: text(120),
      notAnEventType: text(120),
      notAContactMethod: text(120),
      rateLimited: text(250),
      unavailable: text(250),
    }),
    thanks: z.object({ title: text(40), description: text(150) }),
    handoff: z.object({
      sentIntro: text(200),
      unsentIntro: text(200),
      whatsAppButton: text(50),
      emailButton: text(50),
      emailSubject: filledTemplate(100, ["name"]),
      lines: record(["fullName", "eventType", "eventDate", "venue", "guestCount", "budget", "message"], 30),
    }),
  },
);

const titled = z.object({ title: text(100), text: text(300) });

/** The not-found page, the pages shown when something fails, and the plain-text refusals of bad requests. */
export const errorPagesSchema = bilingual(
  {},
  {
    notFound: z.object({ heading: text(100), text: text(300) }),
    serverError: titled,
    notAForm: titled,
    refused: titled,
    /** The ways out each of these pages offers: a call, a WhatsApp chat, the home page. */
    links: z.object({ call: text(30), chat: text(40), home: text(40) }),
    refusals: z.object({
      crossSite: text(200),
      contentType: text(200),
      method: text(200),
      tooLarge: text(200),
      unreadable: text(200),
      noServerFunction: text(200),
      notCounted: text(200),
      tooManyReports: text(200),
      noSuchAddress: text(200),
    }),
  },
);

/** The footer's words beyond its headings and links: the quote box, the line after the cities, the copyright line. */
export const footerSchema = bilingual(
  {},
  {
    quote: z.object({ title: text(40), text: text(200), button: text(40) }),
    moreCities: text(80),
    copyright: filledTemplate(120, ["year", "name"]),
  },
);

const pageHead = z.object({ title: text(70), description: text(200) });

/**
 * What every page's head says: the business's name and tagline, the sharing
 * card's words and each page's title and description. Route `meta` runs in
 * the browser too, so this file is kept to what heads need.
 */
export const siteSchema = bilingual(
  {},
  {
    name: text(40),
    /** The language's own name, on the switch that leads to it from the other language's pages. */
    languageName: text(30),
    /** Follows every page title that does not name the business (spec §1), and is the home page's title. */
    tagline: text(70),
    socialCard: z.object({ line: text(80), tags: text(80), alt: text(200) }),
    pages: z.object({
      home: z.object({ description: text(200) }),
      services: pageHead,
      portfolio: pageHead,
      about: pageHead,
      contact: pageHead,
      notFound: pageHead,
    }),
  },
);

// ─── Glossary: content/glossary.json ─────────────────────────────────────────

/**
 * Each recurring term in English and its one Gujarati form, which the site's
 * texts are held to (app/content/glossary.test.ts): a Gujarati text whose
 * English names the term uses that form, and no Gujarati text uses a form the
 * term rules out. Not in both languages: it is about both.
 */
export const glossarySchema = z.object({
  terms: list(
    z.object({
      /** The English words that name the term, as they are written (a plural with -s is matched too). */
      en: list(text(40), { min: 1, max: 6 }),
      /** Its Gujarati form, as a word or the start of one (ભાવ matches ભાવની). */
      gu: text(40),
      /** Gujarati forms no text may use, each as a word or the start of one. */
      avoid: list(text(40), { min: 0, max: 10 }).default([]),
      /** English texts where the Gujarati says it another way on purpose, as they are written. */
      except: list(text(200), { min: 0, max: 10 }).default([]),
      /** For whoever writes: when to use it, and how it bends. The CMS saves an empty note as "". */
      note: z.string().max(300, "must be at most 300 characters").optional(),
    }),
    { min: 1, max: 200 },
  ),
  /** Letters the Gujarati is not written with, and the ones written instead. */
  letters: list(z.object({ avoid: text(4), write: text(4), note: z.string().max(300, "must be at most 300 characters").optional() }), { min: 0, max: 20 }),
});

export type GlossaryFile = z.infer<typeof glossarySchema>;
export type BusinessFile = z.infer<typeof businessSchema>;
export type WhatsAppFile = z.infer<typeof whatsAppSchema>;
export type ServiceFile = z.infer<typeof serviceSchema>;
export type DesignFile = z.infer<typeof designSchema>;
export type HomeFile = z.infer<typeof homeSchema>;
export type WhyChooseUsFile = z.infer<typeof whyChooseUsSchema>;
export type AboutFile = z.infer<typeof aboutSchema>;
export type ServicesPageFile = z.infer<typeof servicesPageSchema>;
export type PortfolioPageFile = z.infer<typeof portfolioPageSchema>;
export type ContactPageFile = z.infer<typeof contactPageSchema>;
export type QuoteFormFile = z.infer<typeof quoteFormSchema>;
export type ErrorPagesFile = z.infer<typeof errorPagesSchema>;
export type SiteFile = z.infer<typeof siteSchema>;
export type FooterFile = z.infer<typeof footerSchema>;
