import { describe, expect, test } from "vitest";
import { aboutPage } from "./about";
import { whatsAppTexts } from "./business";
import { businessText } from "./business-text";
import { contactPage } from "./contact";
import { heroIn, homePage } from "./home";
import { portfolioCategoriesIn, portfolioItemsIn, portfolioPage } from "./portfolio";
import { quoteFormWords } from "./quote-form";
import { servicesIn, servicesPage } from "./services";
import { whyChooseUsIn } from "./why-choose-us";

/**
 * The Gujarati beside each English text: the content's schemas and the type
 * check make sure an entry exists; this makes sure it has the English's shape
 * (as many paragraphs, features, items) and is written in Gujarati, not left
 * in English.
 */

/** The words of the pages' content: only what a visitor reads, not ids, addresses of pictures or numbers. */
const copyIn = (language: "en" | "gu") => ({
  business: (({ address: { street, locality, city, region, country }, ...text }) => ({ ...text, address: { street, locality, city, region, country } }))(
    businessText[language],
  ),
  whatsApp: whatsAppTexts[language],
  home: homePage[language],
  hero: (({ image, ...hero }) => ({ ...hero, alt: image.alt }))(heroIn(language)),
  reasons: whyChooseUsIn(language).map(({ title, description }) => ({ title, description })),
  services: servicesIn(language).map(({ title, summary, description, features, image }) => ({ title, summary, description, features, alt: image.alt })),
  servicesPage: servicesPage[language],
  portfolio: portfolioItemsIn(language).map(({ title, location, description, image }) => ({ title, location, description, alt: image.alt })),
  portfolioCategories: portfolioCategoriesIn(language).map(({ label }) => label),
  portfolioPage: portfolioPage[language],
  about: aboutPage[language],
  contact: contactPage[language],
  // The date's locale tag (`gu-IN`), the studio's number and e-mail are not text.
  quoteForm: { ...quoteFormWords[language], handoff: { ...quoteFormWords[language].handoff, dateLocale: null, to: null } },
});

/** A text built by a function, with a sample for each of its arguments. */
const withSamples = (build: (...samples: string[]) => unknown) => build(...Array<string>(build.length).fill("નમૂનો"));

/** The same structure with every text replaced by its kind; a text built by a function is called with samples. */
function shapeOf(value: unknown): unknown {
  if (typeof value === "string") return "text";
  if (typeof value === "function") return shapeOf(withSamples(value as (...samples: string[]) => unknown));
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, shapeOf(entry)]));
  return typeof value;
}

/** Every text in `value`, each with where it is. */
function textsOf(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "function") return textsOf(withSamples(value as (...samples: string[]) => unknown), path);
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, entry]) => textsOf(entry, `${path}.${key}`));
  return [];
}

/** What may stay in Latin letters in Gujarati copy: the brand, the e-mail, and the form's `{field}` placeholders. */
const latinAllowed = [/Pushpanjali Decor/g, /hello@pushpanjalidecor\.in/g, /\{[a-z]+\}/g];
const latinWords = (text: string) => latinAllowed.reduce((rest, allowed) => rest.replace(allowed, " "), text).match(/[A-Za-z]+/g) ?? [];
const hasGujarati = (text: string) => /[\u0A80-\u0AFF]/.test(text);

describe("the Gujarati copy", () => {
  const english = copyIn("en");
  const gujarati = copyIn("gu");

  test.each(Object.keys(english) as (keyof typeof english)[])("%s has the English's shape", (part) => {
    expect(shapeOf(gujarati[part])).toEqual(shapeOf(english[part]));
  });

  test.each(Object.keys(gujarati) as (keyof typeof gujarati)[])("%s is written in Gujarati", (part) => {
    const texts = textsOf(gujarati[part], part).filter(([, text]) => text.trim() !== "");
    expect(texts.length).toBeGreaterThan(0);
    for (const [where, text] of texts) {
      expect(hasGujarati(text), `${where}: ${text}`).toBe(true);
      expect(latinWords(text), `${where}: ${text}`).toEqual([]);
    }
  });

  test("the hours are written the way Gujarat writes them", () => {
    expect(businessText.gu.hoursDisplay).toBe("સવારે 8:00 થી રાત્રે 8:00");
  });
});
