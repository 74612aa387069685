import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { basename, extname } from "node:path";
import sharp, { type AvifOptions, type WebpOptions } from "sharp";
import { rgbaToThumbHash, thumbHashToRGBA } from "thumbhash";
import type { Picture, PictureFile } from "../picture.ts";
import type { BuildCache } from "./build-cache.ts";

export interface PhotographOptions {
  widths: readonly number[];
  minimumWidth: number;
  avif: AvifOptions;
  webp: WebpOptions;
  placeholderSize: number;
}

/** How the build turns a photograph into what phones download (docs/decisions/010). */
export const photographOptions: PhotographOptions = {
  /** A phone at 1×–3× and a laptop, up to a laptop's 2× screen; never wider than the original. */
  widths: [400, 800, 1200, 1600, 2000],
  /** A design's photograph must fill a laptop's 2× screen half-way and a phone's 3× screen. */
  minimumWidth: 1200,
  /**
   * Effort 2, not libvips' default 4: seven times faster on two cores for
   * about a fifth more bytes (a 1200 × 800 file: 32 KB against 26 KB).
   */
  avif: { quality: 50, effort: 2 },
  webp: { quality: 74, effort: 4 },
  /** ThumbHash reads at most 100 × 100 pixels. */
  placeholderSize: 100,
};

/** What the build reads as a photograph; anything else in a content entry is refused. */
const rasterFormats = new Set(["jpeg", "png", "webp"]);

export interface MadeFile {
  /** Its path in `build/client`. */
  fileName: string;
  source: Uint8Array;
}

/** A photograph that the build refuses, with the file and the reason in its message. */
export class PhotographError extends Error {}

/**
 * Reads `path` and makes its sizes and formats: rotated as its EXIF says,
 * converted to sRGB, stripped of every metadata (EXIF, GPS, camera), as AVIF
 * and WebP at each width of `photographOptions` up to its own, named by
 * their content (`assets/pictures/<name>-<hash>-<width>.<format>`, cached
 * for a year), with a ThumbHash placeholder as a data URL. Each output is
 * kept in `cache`, keyed by the source's bytes, the options and this code.
 */
export async function processPhotograph(path: string, cache: BuildCache, options: PhotographOptions = photographOptions): Promise<{ picture: Picture; files: MadeFile[] }> {
  const source = await readFile(path).catch(() => {
    throw new PhotographError(`${path}: no such file. Put the photograph in content/pictures/ and name it in the design's entry.`);
  });
  const metadata = await sharp(source)
    .metadata()
    .catch(() => {
      throw new PhotographError(`${path}: not a picture (a JPEG, PNG or WebP file is needed).`);
    });
  if (!rasterFormats.has(metadata.format)) {
    throw new PhotographError(`${path}: a ${metadata.format} file; a JPEG, PNG or WebP file is needed.`);
  }
  // The size as seen, once the EXIF orientation is applied (a phone's portrait photograph is stored sideways).
  const { width, height } = metadata.autoOrient;
  if (width < options.minimumWidth) {
    throw new PhotographError(`${path}: ${width} px wide; a design's photograph needs at least ${options.minimumWidth} px.`);
  }

  const code = await readFile(new URL(import.meta.url));
  const key = (...parts: string[]) => ["photograph", code, JSON.stringify(options), source, ...parts];
  const name = basename(path, extname(path)).toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const widths = options.widths.filter((candidate) => candidate <= width);
  if (width < options.widths.at(-1)! && !widths.includes(width)) widths.push(width);

  const files: MadeFile[] = [];
  const picture: Picture = { width: widths.at(-1)!, height: Math.round((widths.at(-1)! * height) / width), placeholder: "", avif: [], webp: [] };
  for (const format of ["avif", "webp"] as const) {
    for (const target of widths) {
      const bytes = await cache.bytes(key(format, String(target)), () =>
        sharp(source).autoOrient().resize({ width: target }).toColourspace("srgb")[format](options[format]).toBuffer(),
      );
      const hash = createHash("sha256").update(bytes).digest("base64url").slice(0, 10);
      const fileName = `assets/pictures/${name}-${hash}-${target}.${format}`;
      files.push({ fileName, source: bytes });
      picture[format].push({ src: `/${fileName}`, width: target } satisfies PictureFile);
    }
  }
  picture.placeholder = await cache.json(key("placeholder"), async () => {
    const { data, info } = await sharp(source)
      .autoOrient()
      .resize(options.placeholderSize, options.placeholderSize, { fit: "inside" })
      .toColourspace("srgb")
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The hash decoded here, once, into a tiny WebP (a few hundred bytes in the page's HTML):
    // the page carries the blurred picture, not code to draw it.
    const blurred = thumbHashToRGBA(rgbaToThumbHash(info.width, info.height, data));
    const webp = await sharp(blurred.rgba, { raw: { width: blurred.w, height: blurred.h, channels: 4 } })
      .removeAlpha()
      .webp({ quality: 70 })
      .toBuffer();
    return `data:image/webp;base64,${webp.toString("base64")}`;
  });
  return { picture, files };
}
