import { siteWords } from "./site";

/**
 * The studio's name and marks. Its words are in `content/pages/site.json`
 * (`site.ts`); the facts the owner edits are in `content/business.json`
 * (`business.ts`); its sharing cards are made by the build from its words
 * (`app/pictures/build/sharing-card.ts`).
 */
export const brand = {
  /** The name in English, as search engines, the vCard and the structured data give it. */
  name: siteWords.en.name,
  logo: { src: "/images/logo.svg", width: 96, height: 96 },
  /** Raster logo: WhatsApp and most social sites do not show SVG previews. */
  shareImage: { src: "/images/logo-512.png", width: 512, height: 512 },
} as const;
