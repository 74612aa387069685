/** The pages' own words: `content/pages/home.json`, `why-choose-us.json`, `about.json`, `services.json`, `portfolio.json`, `contact.json`. */

import { z } from "zod";
import { portfolioCategoryIds, reasonIds } from "../vocabulary.ts";
import { bilingual, filledTemplate, list, sameLengths, template, text } from "./fields.ts";

const heading = z.object({ eyebrow: text(60), title: text(100) });

const intro = z.object({ eyebrow: text(60), title: text(100), text: text(300) });

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

const reason = z.object({ title: text(40), description: text(250) });

/** The five reasons, each with its own icon, so each is a field of its own rather than a list. */
export const whyChooseUsSchema = bilingual({}, Object.fromEntries(reasonIds.map((id) => [id, reason])) as Record<(typeof reasonIds)[number], typeof reason>);

export const aboutSchema = bilingual(
  {},
  {
    intro,
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

export const servicesPageSchema = bilingual(
  {},
  {
    intro,
    jumpLinksLabel: text(60),
    getQuote: text(30),
    /** Read aloud as the Get Quote button's name: it names the service. */
    getQuoteFor: template(80, ["service"]),
    whyUs: heading,
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
    intro,
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

export type HomeFile = z.output<typeof homeSchema>;
export type WhyChooseUsFile = z.output<typeof whyChooseUsSchema>;
export type AboutFile = z.output<typeof aboutSchema>;
export type ServicesPageFile = z.output<typeof servicesPageSchema>;
export type PortfolioPageFile = z.output<typeof portfolioPageSchema>;
export type ContactPageFile = z.output<typeof contactPageSchema>;
