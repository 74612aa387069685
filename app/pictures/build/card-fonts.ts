import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { decompress } from "wawoff2";
import type { Language } from "~/i18n/language";
import type { BuildCache } from "./build-cache.ts";

/** The site's heading faces, as the pages use them (docs/decisions/007, 009). */
const faces: Record<Language, { file: string; pango: string }> = {
  en: { file: "@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2", pango: "Playfair Display SemiBold" },
  gu: { file: "@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-700-normal.woff2", pango: "Noto Sans Gujarati Bold" },
};

export interface CardFont {
  /** A TrueType file: the text renderer (Pango, in sharp) reads no WOFF2. */
  file: string;
  /** Pango's name for the face, to which a size is added. */
  pango: string;
}

/** The heading face of a language as a TrueType file in the cache, unpacked once from the WOFF2 the site serves. */
export async function cardFont(language: Language, cache: BuildCache): Promise<CardFont> {
  const { file, pango } = faces[language];
  const woff2 = await readFile(createRequire(import.meta.url).resolve(file));
  const ttf = await cache.bytes(["ttf", woff2], () => decompress(woff2));
  const folder = join(cache.folder, "fonts");
  await mkdir(folder, { recursive: true });
  const path = join(folder, `${language}.ttf`);
  await writeFile(path, ttf);
  return { file: path, pango };
}
