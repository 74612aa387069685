/** The home page's words, from `content/pages/home.json`, in both languages. */

import homeFile from "../../content/pages/home.json";
import { mapLanguages, type Language, type Localized } from "~/i18n/language";
import { businessText } from "./business-text";
import { fillIn } from "./fill-in";
import { asChecked } from "./read-content";
import type { HomeFile } from "./schemas/pages";
import type { ContentImage } from "./types";

const home = asChecked<HomeFile>(homeFile);

/** The home page's opening in one language. */
export interface Hero {
  eyebrow: string;
  title: string;
  text: string;
  image: ContentImage;
  highlights: readonly string[];
}

const heroes: Localized<Hero> = mapLanguages((language) => {
  const { imageAlt, highlights, ...words } = home[language].hero;
  return {
    ...words,
    image: { src: "/images/hero.svg", width: 1200, height: 800, alt: imageAlt },
    // A highlight may name the opening hours, which come from the business facts.
    highlights: highlights.map((highlight) => fillIn(highlight, { hours: businessText[language].hoursDisplay })),
  };
});

/** The home page's opening in a language. */
export function heroIn(language: Language): Hero {
  return heroes[language];
}

/** The rest of the home page's words, in one language. */
export type HomePageCopy = Omit<HomeFile["en"], "hero">;

export const homePage: Localized<HomePageCopy> = home;
