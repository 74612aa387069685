/**
 * The studio's name and marks: what every page's head needs and the browser
 * runs too (route `meta`), so it reads no content file. The facts the owner
 * edits are in `content/business.json` (`business.ts`).
 */
export const brand = {
  name: "Pushpanjali Decor",
  slug: "pushpanjali-decor",
  tagline: "Pushpanjali Decor – Flower Decoration in Ahmedabad",
  logo: { src: "/images/logo.svg", width: 96, height: 96 },
  /** Raster logo: WhatsApp and most social sites do not show SVG previews. */
  shareImage: {
    src: "/images/logo-512.png",
    width: 512,
    height: 512,
    alt: "Pushpanjali Decor logo: a marigold flower emblem",
  },
  /** The default picture for links shared on WhatsApp and social sites. */
  socialCard: {
    src: "/images/social-card.jpg",
    width: 1200,
    height: 630,
  },
} as const;
