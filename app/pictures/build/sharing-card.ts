import sharp, { type OverlayOptions } from "sharp";
import { sharingCardSize } from "../sharing-card-path.ts";
import type { CardFont } from "./card-fonts.ts";

/** The brand's colours (app/app.css `@theme`). */
const colours = { maroon: "#7a1f2b", rose: "#b0124f", inkSoft: "#5c4a42", ivory: "#fff8ec", marigoldSoft: "#ffe3a3" };

/** Where things sit on every 1200 × 630 card: the words on the left, the picture on the right. */
const layout = {
  margin: 56,
  picture: { left: 560, top: 40, width: 600, height: 550, radius: 28 },
  textWidth: 450,
} as const;

/** A design's card: a small emblem and the studio's name over the design's title. */
const designLayout = {
  logo: 88,
  brandSize: 30,
  /** The title's largest size, and its smallest before the card gives up and lets it run long. */
  titleSizes: [66, 60, 54, 48, 42],
  titleMaxHeight: 330,
} as const;

/** The site's card: a large emblem, the studio's name, a line under it, and the tags at the foot. */
const siteLayout = {
  logo: 120,
  /** The name's largest size, and its smallest: the longest name the content allows fits at it. */
  nameSizes: [72, 66, 60, 54, 48, 42],
  /** A name on two lines reads as one name when its lines stand close, as the page's heading does. */
  nameLineHeight: 0.8,
  lineSize: 27,
  tagsSize: 22,
  /** Space under the emblem, under the name, and at least above the tags. */
  gaps: { logo: 28, name: 24, tags: 24 },
} as const;

/** Below what WhatsApp drops from a link preview (about 300 KB). */
export const SHARING_CARD_MAX_BYTES = 300_000;

/** What every card is made of: the emblem, the face of its language, and a picture for the right. */
interface CardParts {
  /** An SVG illustration or a raster photograph. */
  picture: Uint8Array;
  /** The point to keep in view when the picture is cropped, in percent. */
  focus?: { x: number; y: number };
  logo: Uint8Array;
  font: CardFont;
}

export interface SharingCardInput extends CardParts {
  title: string;
  /** The business's name in the card's language. */
  brand: string;
}

export interface SiteCardInput extends CardParts {
  /** The business's name in the card's language. */
  name: string;
  /** The line under the name (`socialCard.line` in content/pages/site.json). */
  line: string;
  /** The small line at the foot (`socialCard.tags`). */
  tags: string;
}

/**
 * The part of a `width` × `height` picture scaled to cover `box`, keeping
 * `focus` (percent) as near the middle as the picture's edges allow.
 */
export function coverCrop(
  width: number,
  height: number,
  box: { width: number; height: number },
  focus = { x: 50, y: 50 },
): { width: number; height: number; left: number; top: number } {
  const scale = Math.max(box.width / width, box.height / height);
  const scaled = { width: Math.round(width * scale), height: Math.round(height * scale) };
  const start = (size: number, target: number, percent: number) =>
    Math.min(Math.max(Math.round((size * percent) / 100 - target / 2), 0), size - target);
  return {
    ...scaled,
    left: start(scaled.width, box.width, focus.x),
    top: start(scaled.height, box.height, focus.y),
  };
}

const escapeMarkup = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

type TextImage = Awaited<ReturnType<typeof textImage>>;

/**
 * Text set in the card's face, wrapped to the words' column, as a transparent
 * PNG cut to its ink. `lineHeight` scales the face's own line height.
 */
async function textImage(text: string, font: CardFont, size: number, colour: string, lineHeight = 1) {
  return sharp({
    text: {
      text: `<span foreground="${colour}" line_height="${lineHeight}">${escapeMarkup(text)}</span>`,
      font: `${font.pango} ${size}`,
      fontfile: font.file,
      width: layout.textWidth,
      dpi: 72,
      rgba: true,
      wrap: "word",
      spacing: Math.round(size * 0.12),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

/** Text made at the largest of `sizes` that `fits`; at the last size whether it fits or not. */
async function largestThatFits(sizes: readonly number[], make: (size: number) => Promise<TextImage>, fits: (image: TextImage) => boolean) {
  for (const size of sizes) {
    const image = await make(size);
    if (fits(image) || size === sizes.at(-1)) return image;
  }
  throw new Error("unreachable: the last size is always taken");
}

/** The emblem, square. */
const logoImage = (logo: Uint8Array, size: number) => sharp(logo, { density: 300 }).resize(size, size).png().toBuffer();

/** The picture, cropped to its place on the card, with rounded corners. */
async function pictureImage(picture: Uint8Array, focus: CardParts["focus"]) {
  const { width: boxWidth, height: boxHeight, radius } = layout.picture;
  // An SVG is drawn at twice its size, so the crop is sharp.
  const source = sharp(picture, { density: 144 }).autoOrient();
  const { width, height } = await source.metadata();
  const crop = coverCrop(width, height, { width: boxWidth, height: boxHeight }, focus);
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${boxWidth}" height="${boxHeight}"><rect width="${boxWidth}" height="${boxHeight}" rx="${radius}"/></svg>`,
  );
  return source
    .resize(crop.width, crop.height)
    .extract({ left: crop.left, top: crop.top, width: boxWidth, height: boxHeight })
    .composite([{ input: mask, blend: "dest-in" }])
    .png()
    .toBuffer();
}

/**
 * The card: the left `column` (the emblem and the words) laid over the
 * brand's marigold-to-ivory ground, with the picture on the right; a JPEG
 * under 300 KB, or an error naming `card`.
 */
async function cardJpeg(card: string, parts: CardParts, column: OverlayOptions[]): Promise<Uint8Array> {
  const { width, height } = sharingCardSize;
  const ground = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="0.55" y2="1">
        <stop offset="0" stop-color="${colours.marigoldSoft}"/><stop offset="0.55" stop-color="${colours.ivory}"/>
      </linearGradient></defs>
      <rect width="${width}" height="${height}" fill="url(#g)"/>
    </svg>`,
  );
  const picture = await pictureImage(parts.picture, parts.focus);
  const jpeg = await sharp(ground)
    .composite([...column, { input: picture, left: layout.picture.left, top: layout.picture.top }])
    .flatten({ background: colours.ivory })
    .toColourspace("srgb")
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  return assertUnderPreviewLimit(card, jpeg);
}

/** The card's JPEG if WhatsApp will show it; an error naming `card` if it is too large. */
export function assertUnderPreviewLimit(card: string, jpeg: Uint8Array): Uint8Array {
  if (jpeg.length >= SHARING_CARD_MAX_BYTES) {
    throw new Error(`the sharing card of "${card}" is ${jpeg.length} bytes, over the ${SHARING_CARD_MAX_BYTES} WhatsApp shows`);
  }
  return jpeg;
}

/**
 * A design's sharing card: its picture beside its title, under the studio's
 * emblem and name; 1200 × 630 under 300 KB (a larger one fails the build).
 */
export async function renderSharingCard(input: SharingCardInput): Promise<Uint8Array> {
  const { margin } = layout;
  const logo = await logoImage(input.logo, designLayout.logo);
  const brand = await textImage(input.brand, input.font, designLayout.brandSize, colours.rose);
  const title = await largestThatFits(
    designLayout.titleSizes,
    (size) => textImage(input.title, input.font, size, colours.maroon),
    (image) => image.info.height <= designLayout.titleMaxHeight,
  );
  const brandTop = margin + designLayout.logo + 20;
  const titleTop = brandTop + brand.info.height + 28;
  return cardJpeg(input.title, input, [
    { input: logo, left: margin, top: margin },
    { input: brand.data, left: margin, top: brandTop },
    { input: title.data, left: margin, top: titleTop },
  ]);
}

/**
 * The site's own sharing card, for every page without one of its own: the
 * emblem, the studio's name large, its line under it and the tags at the
 * foot, beside the picture; 1200 × 630 under 300 KB. The name takes the
 * largest size at which all the words fit; words that fit at none fail the
 * build rather than run into each other.
 */
export async function renderSiteCard(input: SiteCardInput): Promise<Uint8Array> {
  const { margin } = layout;
  const { gaps } = siteLayout;
  const logo = await logoImage(input.logo, siteLayout.logo);
  const line = await textImage(input.line, input.font, siteLayout.lineSize, colours.inkSoft);
  const tags = await textImage(input.tags, input.font, siteLayout.tagsSize, colours.rose);
  const nameTop = margin + siteLayout.logo + gaps.logo;
  const tagsTop = sharingCardSize.height - margin - tags.info.height;
  const lineBottom = (name: TextImage) => nameTop + name.info.height + gaps.name + line.info.height;
  const name = await largestThatFits(
    siteLayout.nameSizes,
    (size) => textImage(input.name, input.font, size, colours.maroon, siteLayout.nameLineHeight),
    (image) => lineBottom(image) + gaps.tags <= tagsTop,
  );
  if (lineBottom(name) + gaps.tags > tagsTop) {
    throw new Error(`the sharing card of "${input.name}": the name, the line and the tags need ${lineBottom(name) + gaps.tags + tags.info.height + margin} px, more than the card's ${sharingCardSize.height}`);
  }
  return cardJpeg(input.name, input, [
    { input: logo, left: margin, top: margin },
    { input: name.data, left: margin, top: nameTop },
    { input: line.data, left: margin, top: nameTop + name.info.height + gaps.name },
    { input: tags.data, left: margin, top: tagsTop },
  ]);
}
