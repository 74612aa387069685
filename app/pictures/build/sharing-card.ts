import sharp from "sharp";
import { sharingCardSize } from "../sharing-card-path.ts";
import type { CardFont } from "./card-fonts.ts";

/** The brand's colours (app/app.css `@theme`). */
const colours = { maroon: "#7a1f2b", rose: "#b0124f", ivory: "#fff8ec", marigoldSoft: "#ffe3a3" };

/** Where things sit on the 1200 × 630 card: the words on the left, the picture on the right. */
const layout = {
  margin: 56,
  picture: { left: 560, top: 40, width: 600, height: 550, radius: 28 },
  logo: 88,
  textWidth: 450,
  /** The title's largest size, and its smallest before the card gives up and lets it run long. */
  titleSizes: [66, 60, 54, 48, 42],
  titleMaxHeight: 330,
} as const;

/** Below what WhatsApp drops from a link preview (about 300 KB). */
export const SHARING_CARD_MAX_BYTES = 300_000;

export interface SharingCardInput {
  title: string;
  /** The business's name in the card's language. */
  brand: string;
  /** The design's picture: an SVG illustration or a raster photograph. */
  picture: Uint8Array;
  /** The point to keep in view when the picture is cropped, in percent. */
  focus?: { x: number; y: number };
  logo: Uint8Array;
  font: CardFont;
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

/** Text set in the card's face, wrapped to `width`, as a transparent PNG. */
async function textImage(text: string, font: CardFont, size: number, colour: string, width: number) {
  return sharp({
    text: {
      text: `<span foreground="${colour}">${escapeMarkup(text)}</span>`,
      font: `${font.pango} ${size}`,
      fontfile: font.file,
      width,
      dpi: 72,
      rgba: true,
      wrap: "word",
      spacing: Math.round(size * 0.12),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

/** The title at the largest size that fits its space. */
async function titleImage(title: string, font: CardFont) {
  for (const size of layout.titleSizes) {
    const image = await textImage(title, font, size, colours.maroon, layout.textWidth);
    if (image.info.height <= layout.titleMaxHeight || size === layout.titleSizes.at(-1)) return image;
  }
  throw new Error("unreachable: the last size is always taken");
}

/** The design's picture, cropped to its place on the card, with rounded corners. */
async function pictureImage(picture: Uint8Array, focus: SharingCardInput["focus"]) {
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
 * A design's sharing card: its picture beside its title, under the studio's
 * emblem and name, on the brand's marigold-to-ivory ground; a JPEG of
 * 1200 × 630 under 300 KB (a larger one fails the build).
 */
export async function renderSharingCard(input: SharingCardInput): Promise<Uint8Array> {
  const { width, height } = sharingCardSize;
  const ground = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="0.55" y2="1">
        <stop offset="0" stop-color="${colours.marigoldSoft}"/><stop offset="0.55" stop-color="${colours.ivory}"/>
      </linearGradient></defs>
      <rect width="${width}" height="${height}" fill="url(#g)"/>
    </svg>`,
  );
  const logo = await sharp(input.logo, { density: 300 }).resize(layout.logo, layout.logo).png().toBuffer();
  const brand = await textImage(input.brand, input.font, 30, colours.rose, layout.textWidth);
  const title = await titleImage(input.title, input.font);
  const picture = await pictureImage(input.picture, input.focus);
  const { margin } = layout;
  const brandTop = margin + layout.logo + 20;
  const titleTop = brandTop + brand.info.height + 28;

  const card = await sharp(ground)
    .composite([
      { input: logo, left: margin, top: margin },
      { input: brand.data, left: margin, top: brandTop },
      { input: title.data, left: margin, top: titleTop },
      { input: picture, left: layout.picture.left, top: layout.picture.top },
    ])
    .flatten({ background: colours.ivory })
    .toColourspace("srgb")
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  if (card.length >= SHARING_CARD_MAX_BYTES) {
    throw new Error(`the sharing card of "${input.title}" is ${card.length} bytes, over the ${SHARING_CARD_MAX_BYTES} WhatsApp shows`);
  }
  return card;
}
