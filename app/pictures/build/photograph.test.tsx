import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PhotographPicture } from "../photograph-picture";
import { pictureSizes, type Picture } from "../picture";
import { BuildCache } from "./build-cache";
import { PhotographError, photographOptions, processPhotograph, type MadeFile } from "./photograph";

/**
 * A photograph as a phone takes it: 3000 × 2000 pixels stored sideways with
 * an EXIF orientation that turns it upright (so 2000 × 3000 as seen), and the
 * place it was taken in its GPS tags.
 */
async function phonePhotograph(): Promise<Buffer> {
  const scene = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="2000">
    <defs>
      <linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="#f7c873"/><stop offset="1" stop-color="#8c2f39"/></linearGradient>
      <radialGradient id="bloom"><stop offset="0" stop-color="#ffd23f"/><stop offset="0.7" stop-color="#f08a24"/><stop offset="1" stop-color="#b0124f"/></radialGradient>
    </defs>
    <rect width="3000" height="2000" fill="url(#sky)"/>
    ${Array.from({ length: 60 }, (_, i) => `<circle cx="${(i * 487) % 3000}" cy="${(i * 293) % 2000}" r="${60 + ((i * 37) % 140)}" fill="url(#bloom)"/>`).join("")}
  </svg>`);
  // Sensor grain, so the encoders see texture as in a real photograph.
  const grain = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 18 } } })
    .png()
    .toBuffer();
  const upright = await sharp(scene).composite([{ input: grain, blend: "soft-light" }]).jpeg({ quality: 92 }).toBuffer();
  return sharp(upright)
    .withExif({ IFD0: { Make: "Phone", Model: "Camera" }, IFD3: { GPSLatitudeRef: "N", GPSLongitudeRef: "E", GPSMapDatum: "WGS-84" } })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** The file a browser takes from `files` for a slot `cssWidth` pixels wide at `density`: the narrowest that covers it. */
const chosenFor = (files: readonly MadeFile[], format: string, cssWidth: number, density: number) =>
  files
    .filter((file) => file.fileName.endsWith(`.${format}`))
    .map((file) => ({ file, width: Number(file.fileName.match(/-(\d+)\.\w+$/)![1]) }))
    .sort((a, b) => a.width - b.width)
    .find(({ width }) => width >= cssWidth * density)!.file;

describe("a design's photograph", () => {
  let folder: string;
  let photo: string;
  let made: { picture: Picture; files: MadeFile[] };

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "photograph-"));
    photo = join(folder, "Mandap At Dusk.JPG");
    await writeFile(photo, await phonePhotograph());
    made = await processPhotograph(photo, new BuildCache(join(folder, "cache")));
  }, 120_000);
  afterAll(() => rm(folder, { recursive: true, force: true }));

  test("the fixture is what a phone stores: sideways, with its orientation and GPS in EXIF", async () => {
    const metadata = await sharp(photo).metadata();
    expect([metadata.width, metadata.height, metadata.orientation]).toEqual([3000, 2000, 6]);
    expect(metadata.exif?.includes("WGS-84")).toBe(true);
  });

  test("is made upright into AVIF and WebP at every width up to its own, in sRGB, with no metadata left", async () => {
    const { picture, files } = made;
    expect([picture.width, picture.height]).toEqual([2000, 3000]);
    expect(picture.avif.map((file) => file.width)).toEqual([400, 800, 1200, 1600, 2000]);
    expect(picture.webp.map((file) => file.width)).toEqual(picture.avif.map((file) => file.width));
    expect(files).toHaveLength(10);
    for (const file of files) {
      expect(file.fileName).toMatch(/^assets\/pictures\/mandap-at-dusk-[\w-]{10}-\d+\.(avif|webp)$/);
      const width = Number(file.fileName.match(/-(\d+)\.\w+$/)![1]);
      const metadata = await sharp(file.source).metadata();
      expect([metadata.format === "heif" ? "avif" : metadata.format, metadata.width, metadata.height]).toEqual([
        file.fileName.split(".").pop(),
        width,
        width * 1.5,
      ]);
      expect(metadata.space).toBe("srgb");
      expect([metadata.exif, metadata.orientation, metadata.icc, metadata.xmp]).toEqual([undefined, undefined, undefined, undefined]);
      expect(Buffer.from(file.source).includes("WGS-84"), file.fileName).toBe(false);
    }
    expect(picture.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    expect(picture.placeholder.length).toBeLessThan(600);
    const placeholder = await sharp(Buffer.from(picture.placeholder.split(",")[1]!, "base64")).metadata();
    expect(Math.max(placeholder.width, placeholder.height)).toBeLessThanOrEqual(32);
    expect(placeholder.height / placeholder.width).toBeCloseTo(1.5, 0);
  });

  test("a phone 390 px wide at 3× downloads at most 120 KB of AVIF for it on the design's page", () => {
    // The design's page shows it at the full width less 1rem each side: `calc(100vw - 2rem)`.
    expect(pictureSizes.designPage.endsWith("calc(100vw - 2rem)")).toBe(true);
    const file = chosenFor(made.files, "avif", 390 - 32, 3);
    expect(file.fileName).toMatch(/-1200\.avif$/);
    expect(file.source.length).toBeLessThanOrEqual(120_000);
  });

  test("is encoded once: a second build takes every file from the cache, until the options change", async () => {
    const cache = new BuildCache(join(folder, "cache"));
    const entries = (await readdir(cache.folder)).length;
    const again = await processPhotograph(photo, cache);
    expect(again.files).toEqual(made.files);
    expect((await readdir(cache.folder)).length).toBe(entries);
    await processPhotograph(photo, cache, { ...photographOptions, widths: [400] });
    expect((await readdir(cache.folder)).length).toBe(entries + 3);
    // It encodes the photograph again at 400 px: beside the build and the type check on two busy cores, past Vitest's 5 s.
  }, 60_000);

  test("is shown as a <picture> that follows the layout, with its size, its placeholder, and lazy unless it is the page's largest", () => {
    const lazy = renderToStaticMarkup(<PhotographPicture picture={made.picture} alt="A mandap at dusk" sizes={pictureSizes.card} focus="top" cropClassName="aspect-4/3" />);
    const srcset = (format: string) => made.picture[format === "avif" ? "avif" : "webp"].map((file) => `${file.src} ${file.width}w`).join(", ");
    expect(lazy).toContain(`<source type="image/avif" srcSet="${srcset("avif")}" sizes="${pictureSizes.card}"/>`);
    expect(lazy).toContain(`<source type="image/webp" srcSet="${srcset("webp")}" sizes="${pictureSizes.card}"/>`);
    expect(lazy.indexOf(`type="image/avif"`)).toBeLessThan(lazy.indexOf(`type="image/webp"`));
    const image = lazy.match(/<img [^>]*alt="A mandap at dusk"[^>]*>/)![0];
    for (const attribute of ['width="2000"', 'height="3000"', 'loading="lazy"', 'decoding="async"', 'fetchPriority="auto"', "object-top", "aspect-4/3"]) {
      expect(image).toContain(attribute);
    }
    expect(lazy).toContain(`<img src="${made.picture.placeholder}" alt="" aria-hidden="true" width="2000" height="3000"`);

    const largest = renderToStaticMarkup(<PhotographPicture picture={made.picture} alt="A mandap at dusk" sizes={pictureSizes.designPage} priority />);
    const first = largest.match(/<img [^>]*alt="A mandap at dusk"[^>]*>/)![0];
    for (const attribute of ['loading="eager"', 'fetchPriority="high"']) expect(first).toContain(attribute);
  });

  test.each([
    ["missing", null, "no such file"],
    ["too small", { width: 1000, height: 750 }, "1000 px wide; a design's photograph needs at least 1200 px"],
    ["not a picture", "not a picture at all", "not a picture"],
  ] as const)("stops the build when it is %s, naming the file", async (_, content, reason) => {
    const file = join(folder, `bad-${reason.length}.jpg`);
    if (typeof content === "string") await writeFile(file, content);
    else if (content) await writeFile(file, await sharp({ create: { ...content, channels: 3, background: "#f4a300" } }).jpeg().toBuffer());
    const attempt = processPhotograph(file, new BuildCache(join(folder, "cache")));
    await expect(attempt).rejects.toThrow(PhotographError);
    await expect(attempt).rejects.toThrow(`${file}: ${reason}`);
  });
});
