/**
 * The six services, in the order the home page and the services page show
 * them, in English; their Gujarati is in `services.gu.ts`. The WhatsApp text
 * for each service is built from its title in `business.ts`, so it is not
 * stored here.
 */

import type { Language, Localized } from "~/i18n/language";
import { gujaratiServices, gujaratiServicesPage } from "./services.gu";
import { inOtherWords, type ContentImage, type InOrder } from "./types";

export type ServiceId = "wedding" | "pooja" | "birthday" | "corporate" | "entrance" | "addons";

export interface Service {
  id: ServiceId;
  /** "01" … "06", shown on the card. */
  number: string;
  title: string;
  /** One sentence for the home page card (≤ 110 characters). */
  summary: string;
  /** Two or three sentences for the services page. */
  description: string;
  /** Exactly six, each ≤ 60 characters. */
  features: readonly [string, string, string, string, string, string];
  /** `/images/services/<id>.svg`, 800 × 600. */
  image: ContentImage;
}

export const services: readonly Service[] = [
  {
    id: "wedding",
    number: "01",
    title: "Wedding & Bridal Decoration",
    summary: "Mandaps, stages and bridal entries in genda, roses and mogra, from the haldi to the pheras.",
    description:
      "Haldi, mehendi, sangeet, pheras and reception: each function gets its own colours and flowers. We build the mandap, stage and bridal entry on site and finish well before the muhurat. Choose fresh flowers, artificial florals or a mix of both.",
    features: [
      "Mandap decoration for the pheras",
      "Haldi, mehendi and sangeet backdrops",
      "Reception stage and couple seating",
      "Phoolon ki chadar for the bridal entry",
      "Varmala in roses, mogra and rajnigandha",
      "Real, artificial or mixed flowers",
    ],
    image: {
      src: "/images/services/wedding.svg",
      width: 800,
      height: 600,
      alt: "Illustration of a wedding mandap with a peaked marigold canopy edged in roses, garland-wrapped pillars, a sacred fire between two seats, and diyas and a rangoli in front",
    },
  },
  {
    id: "pooja",
    number: "02",
    title: "Pooja & Religious Ceremony Decoration",
    summary: "Traditional decor for griha pravesh, Satyanarayan katha, Navratri and Ganesh Chaturthi.",
    description:
      "Genda strings, mango-leaf torans, banana-leaf pillars and fresh rajnigandha, arranged the traditional way for your mandir, mandap and doorway. Everything is ready before the pandit arrives, and we leave the space clean. Artificial garlands suit shrines that stay up for days.",
    features: [
      "Griha pravesh torans and door garlands",
      "Satyanarayan katha mandap",
      "Navratri mata ji shrine decoration",
      "Ganesh Chaturthi sthapana backdrops",
      "Home mandir and pooja room flowers",
      "Flower-petal rangoli at the entrance",
    ],
    image: {
      src: "/images/services/pooja.svg",
      width: 800,
      height: 600,
      alt: "Illustration of a home pooja setup: a small mandir hung with marigold strings, a brass kalash with mango leaves and a coconut, diyas and a rangoli",
    },
  },
  {
    id: "birthday",
    number: "03",
    title: "Birthday & Anniversary Decoration",
    summary: "Flower backdrops, cake tables and surprise setups for birthdays, anniversaries and family milestones.",
    description:
      "A first birthday, a silver anniversary or a quiet surprise at home: we build the setup around your theme and colours. Backdrops, cake-table flowers and photo corners are ready before the guests arrive. Pick fresh roses and carnations, or artificial flowers that you can keep.",
    features: [
      "Flower backdrops for the cake cutting",
      "Cake table and dessert table florals",
      "Photo corners and selfie frames",
      "Surprise room decoration with roses",
      "Anniversary stage and couple garlands",
      "Theme colours for children's parties",
    ],
    image: {
      src: "/images/services/birthday.svg",
      width: 800,
      height: 600,
      alt: "Illustration of a pink rose-and-marigold floral arch with hanging flower balls, framing a small table with a two-tier cake topped with roses and candles",
    },
  },
  {
    id: "corporate",
    number: "04",
    title: "Corporate Event Decoration",
    summary: "Neat, on-brand flowers for stages, conferences, launches, office poojas and festive days at work.",
    description:
      "We work to your brand colours and time the setup around the venue's access hours. Stage backdrops, podium arrangements, reception flowers and centrepieces stay neat and look good on camera. For events that run several days, artificial arrangements look the same on the last day as on the first.",
    features: [
      "Stage backdrops and podium florals",
      "Reception desk and lobby arrangements",
      "Centrepieces for conferences and dinners",
      "Product launch and inauguration decor",
      "Office pooja and Diwali decoration",
      "Flowers matched to your brand colours",
    ],
    image: {
      src: "/images/services/corporate.svg",
      width: 800,
      height: 600,
      alt: "Illustration of a corporate stage with a backdrop of rose-and-marigold panels, a podium with a floral arrangement and round tables with floral centrepieces",
    },
  },
  {
    id: "entrance",
    number: "05",
    title: "Car & Entrance Decoration",
    summary: "Rose-covered wedding cars, marigold gate arches and floral welcomes that set the tone at the door.",
    description:
      "Guests see the entrance first, and the wedding car is in every baraat and vidaai photo. We dress cars in roses and rajnigandha, secured firmly and removed with care, and build gate arches and welcome walls for homes and venues. Real or artificial flowers, as the occasion needs.",
    features: [
      "Wedding car decoration with fresh roses",
      "Doli and vidaai car flowers",
      "Marigold gate and entrance arches",
      "Door torans and welcome garlands",
      "Petal paths for the couple's entry",
      "Welcome boards framed in flowers",
    ],
    image: {
      src: "/images/services/entrance.svg",
      width: 800,
      height: 600,
      alt: "Illustration of a house doorway framed by a marigold and mango-leaf toran, with a white car beside it decorated with roses, marigold garlands and a flower heart on the bonnet",
    },
  },
  {
    id: "addons",
    number: "06",
    title: "Event Add-ons",
    summary: "Garlands, petal showers, floral jewellery, urlis and rangoli to finish any decoration.",
    description:
      "Small touches finish a function. Add welcome garlands, baskets of rose petals for the couple's entry, floral jewellery for the haldi or mehendi, or an urli of floating flowers. Each comes in fresh or artificial flowers and can be added to any booking.",
    features: [
      "Welcome garlands for guests and elders",
      "Rose petal baskets for petal showers",
      "Floral jewellery for haldi and mehendi",
      "Urlis with floating flowers and diyas",
      "Flower rangoli for doorsteps and stages",
      "Table centrepieces, fresh or artificial",
    ],
    image: {
      src: "/images/services/addons.svg",
      width: 800,
      height: 600,
      alt: "Illustration of decoration extras: a phoolon ki chadar on poles with hanging flower balls, a marigold-and-rose garland on a stand, and a brass urli with floating flowers and candles",
    },
  },
] satisfies InOrder<Service, ["wedding", "pooja", "birthday", "corporate", "entrance", "addons"]>;

/** What a service says, in one language: the words of a `Service`, with its picture's description. */
export interface ServiceCopy {
  title: string;
  summary: string;
  description: string;
  features: Service["features"];
  imageAlt: string;
}

/** The six services in a language, in the same order, with the same numbers and pictures. */
export function servicesIn(language: Language): readonly Service[] {
  if (language === "en") return services;
  return services.map((service) => inOtherWords(service, gujaratiServices[service.id]));
}

/** The Services page's own words around the six services, in one language (its Gujarati is in `services.gu.ts`). */
export interface ServicesPageCopy {
  intro: { eyebrow: string; title: string; text: string };
  jumpLinksLabel: string;
  getQuote: string;
  /** Said after Get Quote to screen readers, naming the service. */
  getQuoteContext: (serviceTitle: string) => string;
  whyUs: { eyebrow: string; title: string };
  closing: { title: string; text: string; call: string };
}

export const servicesPage: Localized<ServicesPageCopy> = {
  en: {
    intro: {
      eyebrow: "What we decorate",
      title: "Our Services",
      text: "Six kinds of decoration, each planned around your rituals, venue and budget, in fresh or artificial flowers.",
    },
    jumpLinksLabel: "Services on this page",
    getQuote: "Get Quote",
    getQuoteContext: (serviceTitle) => ` for ${serviceTitle}`,
    whyUs: { eyebrow: "Why families choose us", title: "Why choose Pushpanjali Decor" },
    closing: {
      title: "Not sure what you need?",
      text: "Tell us about the occasion and we will suggest a setup, flowers and colours that fit your budget.",
      call: "Call",
    },
  },
  gu: gujaratiServicesPage,
};
