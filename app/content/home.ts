import type { Language, Localized } from "~/i18n/language";
import { business } from "./business";
import { gujaratiHero, gujaratiHomePage } from "./home.gu";
import { inOtherWords, type ContentImage } from "./types";
import type { PortfolioItemId } from "./portfolio";

/** The words of the home page's opening, in one language (its Gujarati is in `home.gu.ts`). */
export interface HeroCopy {
  eyebrow: string;
  title: string;
  text: string;
  imageAlt: string;
  highlights: readonly [string, string, string];
}

export const hero = {
  eyebrow: "Ahmedabad · Across Gujarat",
  title: "Flower decoration in Ahmedabad for weddings, poojas and every celebration",
  text: "Mandaps, pooja setups, birthday backdrops, stages, cars and entrances, designed with your family and finished before the muhurat. Fresh or artificial flowers, as the day needs.",
  image: {
    src: "/images/hero.svg",
    width: 1200,
    height: 800,
    alt: "Illustration of a wedding mandap with four pillars wrapped in marigold and rose strings under a flower-covered dome, a mango-leaf toran across the top, hanging marigold ladis, a rangoli and diyas",
  } satisfies ContentImage,
  highlights: ["Real & artificial flowers", `Open every day, ${business.hours.display}`, "Setup before the muhurat"],
} as const satisfies Omit<HeroCopy, "imageAlt"> & { image: ContentImage };

/** The home page's opening in a language, with the same picture. */
export function heroIn(language: Language): Omit<HeroCopy, "imageAlt"> & { image: ContentImage } {
  if (language === "en") return hero;
  return inOtherWords(hero, gujaratiHero);
}

/** The rest of the home page's words, in one language (its Gujarati is in `home.gu.ts`). */
export interface HomePageCopy {
  whyUs: { eyebrow: string; title: string; intro: string };
  services: { eyebrow: string; title: string; explore: string };
  work: { eyebrow: string; title: string; seeAll: string };
  closing: { title: string; text: string };
}

export const homePage: Localized<HomePageCopy> = {
  en: {
    whyUs: {
      eyebrow: "Why families choose us",
      title: "Flowers you can count on",
      intro: "A small, family-run studio: the people who plan your decoration are the ones who build it.",
    },
    services: { eyebrow: "What we decorate", title: "Our services", explore: "Explore this service" },
    work: { eyebrow: "Recent work", title: "A glimpse of our decoration", seeAll: "See the full portfolio" },
    closing: {
      title: "Let's make your occasion bloom",
      text: "Share your date and venue. We will suggest flowers, colours and a setup that fits your budget.",
    },
  },
  gu: gujaratiHomePage,
};

/** Portfolio items shown as the home page's teaser of the work, one per kind of event. */
export const teaserPortfolioIds: readonly PortfolioItemId[] = [1, 4, 7];
