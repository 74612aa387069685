import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, test } from "vitest";
import { siteWords } from "~/content/site";
import { portfolioItemsIn } from "~/content/portfolio";
import { languages, type Language } from "~/i18n/language";
import { focusInPercent } from "../picture";
import { BuildCache } from "./build-cache";
import { cardFont } from "./card-fonts";
import { assertUnderPreviewLimit, coverCrop, renderSharingCard, renderSiteCard, SHARING_CARD_MAX_BYTES, type SiteCardInput } from "./sharing-card";

// One folder for the whole file: the text renderer keeps the first font file
// it is given for a face, and draws boxes once that file is deleted.
const folder = mkdtemp(join(tmpdir(), "cards-"));
afterAll(async () => rm(await folder, { recursive: true, force: true }));

describe("coverCrop", () => {
  test("scales a picture to cover the box and keeps the focus in view, never past an edge", () => {
    expect(coverCrop(800, 600, { width: 600, height: 550 })).toEqual({ width: 733, height: 550, left: 67, top: 0 });
    expect(coverCrop(3000, 2000, { width: 600, height: 550 }, { x: 0, y: 50 }).left).toBe(0);
    expect(coverCrop(3000, 2000, { width: 600, height: 550 }, { x: 100, y: 50 })).toEqual({ width: 825, height: 550, left: 225, top: 0 });
    expect(coverCrop(2000, 3000, { width: 600, height: 550 }, { x: 50, y: 20 })).toEqual({ width: 600, height: 900, left: 0, top: 0 });
    expect(coverCrop(2000, 3000, { width: 600, height: 550 }, { x: 50, y: 60 }).top).toBe(265);
  });
});

describe("a design's sharing card", () => {
  test.each(languages)("in %s: a 1200 × 630 sRGB JPEG under 300 KB, with no metadata", async (language) => {
    const cache = new BuildCache(await folder);
    // The longest title makes the card that is hardest to fit.
    const item = [...portfolioItemsIn(language)].sort((a, b) => b.title.length - a.title.length)[0]!;
    const card = await renderSharingCard({
      title: item.title,
      brand: siteWords[language].name,
      picture: await readFile("src" in item.image ? join("public", item.image.src) : join("content/pictures", item.image.photo)),
      logo: await readFile("public/images/logo.svg"),
      font: await cardFont(language, cache),
    });
    expect(card.length).toBeLessThan(SHARING_CARD_MAX_BYTES);
    const metadata = await sharp(card).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.space]).toEqual(["jpeg", 1200, 630, "srgb"]);
    expect(metadata.exif).toBeUndefined();
  });
});

describe("the site's sharing card", () => {
  /** The card's words in a language, from content/pages/site.json, with the picture and emblem, as the build reads them. */
  async function siteCardInput(language: Language, words = siteWords[language]): Promise<SiteCardInput> {
    return {
      name: words.name,
      line: words.socialCard.line,
      tags: words.socialCard.tags,
      picture: await readFile("public/images/hero.svg"),
      focus: focusInPercent("right"),
      logo: await readFile("public/images/logo.svg"),
      font: await cardFont(language, new BuildCache(await folder)),
    };
  }

  const made = new Map<Language, Promise<Uint8Array>>();
  /** The card of a language, made once for the tests that read it. */
  function siteCard(language: Language) {
    if (!made.has(language)) made.set(language, siteCardInput(language).then(renderSiteCard));
    return made.get(language)!;
  }

  type Pixels = Awaited<ReturnType<typeof pixels>>;
  const pixels = async (card: Uint8Array) => sharp(card).raw().toBuffer({ resolveWithObject: true });

  /** The share of the pixels from column `left` to `right` whose colour two cards of one size set clearly apart. */
  function changed(a: Pixels, b: Pixels, left: number, right: number) {
    const { width, height, channels } = a.info;
    let count = 0;
    for (let y = 0; y < height; y++) {
      for (let x = left; x < right; x++) {
        const at = (y * width + x) * channels;
        if ([0, 1, 2].some((channel) => Math.abs(a.data[at + channel]! - b.data[at + channel]!) > 48)) count++;
      }
    }
    return count / (height * (right - left));
  }

  test.each(languages)("in %s: a 1200 × 630 sRGB JPEG under 300 KB, with no metadata", async (language) => {
    const card = await siteCard(language);
    expect(card.length).toBeLessThan(SHARING_CARD_MAX_BYTES);
    const metadata = await sharp(card).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.space]).toEqual(["jpeg", 1200, 630, "srgb"]);
    expect(metadata.exif).toBeUndefined();
  });

  test("the Gujarati card has its own words beside the same picture", async () => {
    const english = await pixels(await siteCard("en"));
    const gujarati = await pixels(await siteCard("gu"));
    // The words stand left of 540 px and the picture from 560 px; from 576 px, JPEG's 16-pixel blocks hold the picture alone.
    expect(changed(english, gujarati, 0, 540)).toBeGreaterThan(0.03);
    expect(changed(english, gujarati, 576, 1200)).toBeLessThan(0.001);
  });

  test.each(languages)("in %s: the longest words content/pages/site.json allows still fit", async (language) => {
    // At most 40 characters for the name, 80 for the line and the tags (siteSchema, app/content/schemas/site.ts).
    const longest = (words: string, length: number) => `${words} `.repeat(Math.ceil(length / words.length)).slice(0, length).trimEnd();
    const { name, socialCard } = siteWords[language];
    const words = { ...siteWords[language], name: longest(name, 40), socialCard: { ...socialCard, line: longest(socialCard.line, 80), tags: longest(socialCard.tags, 80) } };
    // renderSiteCard refuses words that would run into each other.
    await expect(renderSiteCard(await siteCardInput(language, words))).resolves.toBeInstanceOf(Uint8Array);
  });

  test("a card too large for WhatsApp's preview is refused, naming it", async () => {
    // Noise at the best quality: a card far over the limit, which no picture of ours comes near.
    const { width, height } = { width: 1200, height: 630 };
    const noise = new Uint8Array(width * height * 3).map(() => Math.floor(Math.random() * 256));
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 100 }).toBuffer();
    expect(jpeg.length).toBeGreaterThanOrEqual(SHARING_CARD_MAX_BYTES);
    expect(() => assertUnderPreviewLimit("પુષ્પાંજલિ ડેકોર", jpeg)).toThrow(
      `the sharing card of "પુષ્પાંજલિ ડેકોર" is ${jpeg.length} bytes, over the 300000 WhatsApp shows`,
    );
    const card = await siteCard("gu");
    expect(assertUnderPreviewLimit("પુષ્પાંજલિ ડેકોર", card)).toBe(card);
  });
});
