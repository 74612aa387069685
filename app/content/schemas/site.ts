/** What every page carries: its head (`content/pages/site.json`) and the footer's words (`content/pages/footer.json`). */

import { z } from "zod";
import { bilingual, filledTemplate, text } from "./fields.ts";

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
      journal: pageHead,
      notFound: pageHead,
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

export type SiteFile = z.output<typeof siteSchema>;
export type FooterFile = z.output<typeof footerSchema>;
