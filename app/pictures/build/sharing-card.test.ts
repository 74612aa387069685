import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, test } from "vitest";
import { siteWords } from "~/content/site";
import { portfolioItemsIn } from "~/content/portfolio";
import { languages } from "~/i18n/language";
import { BuildCache } from "./build-cache";
import { cardFont } from "./card-fonts";
import { coverCrop, renderSharingCard, SHARING_CARD_MAX_BYTES } from "./sharing-card";

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
  const folder = mkdtemp(join(tmpdir(), "cards-"));
  afterAll(async () => rm(await folder, { recursive: true, force: true }));

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
