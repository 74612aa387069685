/**
 * The About page's words, with their Gujarati in `about.gu.ts`. The proprietor
 * is shown by role only, never by name.
 */

import type { Localized } from "~/i18n/language";
import { business } from "./business";
import { gujaratiAboutPage } from "./about.gu";

export interface AboutPageCopy {
  intro: { eyebrow: string; title: string; text: string };
  story: { heading: string; paragraphs: readonly string[]; signature: string };
  expertise: { eyebrow: string; heading: string; items: readonly { title: string; description: string }[] };
  promise: { eyebrow: string; heading: string; paragraphs: readonly string[]; commitments: readonly string[] };
  studio: { eyebrow: string; heading: string };
}

const englishAboutPage: AboutPageCopy = {
  intro: {
    eyebrow: "Our story",
    title: "About Pushpanjali Decor",
    text: "A family flower business from Naranpura that grew into a decoration studio, still buying its flowers at dawn.",
  },
  story: {
    heading: "From a family flower business to a decoration studio",
    paragraphs: [
      "Pushpanjali Decor began as a family flower business in Naranpura, Ahmedabad. Garlands, torans and pooja flowers were our daily work, and we learnt early which flowers last through a long ceremony and which wilt by noon.",
      "Families started asking us for more than flowers: a mandap for the pheras, a stage for the sangeet, a shrine for Navratri. So we began designing and building the whole setup, led by our Founder & Lead Designer.",
      "Today we are a small studio that plans each event with the family, builds it on site and clears up afterwards. We still buy fresh flowers early in the morning, and we still decorate every function as if it were in our own home.",
    ],
    signature: `Our ${business.proprietor.role}`,
  },
  expertise: {
    eyebrow: "Expertise",
    heading: "What we do best",
    items: [
      {
        title: "Wedding mandaps and stages",
        description:
          "Mandaps for the pheras, reception stages and backdrops for the haldi, mehendi and sangeet, each with its own look.",
      },
      {
        title: "Traditional pooja decor",
        description:
          "Torans, kalash settings, banana-leaf mandaps and shrines for griha pravesh, Satyanarayan katha, Navratri and Ganesh Chaturthi.",
      },
      {
        title: "Knowing our flowers",
        description:
          "Genda for colour, mogra and rajnigandha for fragrance, roses and orchids for the stage, and how to keep each one fresh through the day.",
      },
      {
        title: "Artificial floral setups",
        description:
          "Natural-looking artificial flowers for home mandirs, offices and events that run for days, when fresh flowers would not last.",
      },
      {
        title: "Entrances and cars",
        description:
          "Marigold gate arches, welcome walls, petal paths and rose-covered wedding cars that make the first impression.",
      },
    ],
  },
  promise: {
    eyebrow: "Our promise",
    heading: "Our promise to you",
    paragraphs: [
      "A function happens once, at its muhurat. We treat your date and time as fixed, and plan the flowers, the team and the travel around them.",
      "We will tell you honestly what works for your venue and budget, including when artificial flowers are the better choice.",
    ],
    commitments: [
      "Setup finished before the muhurat or the first guest",
      "Fresh flowers sourced early on the morning of the event",
      "A clear quote agreed before work begins",
      "Care for your home, mandir and venue while we work",
      "Cleanup once the function is over",
    ],
  },
  studio: { eyebrow: "Visit us", heading: "Our studio in Naranpura" },
};

export const aboutPage: Localized<AboutPageCopy> = { en: englishAboutPage, gu: gujaratiAboutPage };
