import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { runnerImport, type Plugin } from "vite";
import type * as HeadWordsModule from "../../content/head-words.ts";
import type * as PortfolioModule from "../../content/portfolio.ts";
import { languages } from "../../i18n/language.ts";
import { sharingCardPath } from "../sharing-card-path.ts";
import { BuildCache } from "./build-cache.ts";
import { cardFont } from "./card-fonts.ts";
import { renderSharingCard } from "./sharing-card.ts";

/** A file the build adds to `build/client`, by its path there. */
interface MadeFile {
  fileName: string;
  source: Uint8Array;
}

interface Made {
  files: MadeFile[];
}

/**
 * The content modules, read at build time as the app reads them (through
 * Vite, with the app's `~/` paths): the build makes pictures for what the
 * content names, and nothing else.
 */
async function importContent<T>(root: string, path: string): Promise<T> {
  const { module } = await runnerImport<T>(join(root, path), {
    configFile: false,
    root,
    resolve: { tsconfigPaths: true },
    logLevel: "error",
  });
  return module;
}

/** Every design's sharing card, in each language. */
async function makeSharingCards(root: string, cache: BuildCache): Promise<MadeFile[]> {
  const { portfolioItemsIn } = await importContent<typeof PortfolioModule>(root, "app/content/portfolio.ts");
  const { headWords } = await importContent<typeof HeadWordsModule>(root, "app/content/head-words.ts");
  // The card's code is part of its key: a changed layout makes every card again.
  const code = await readFile(join(root, "app/pictures/build/sharing-card.ts"));
  const logo = await readFile(join(root, "public/images/logo.svg"));
  const files: MadeFile[] = [];
  for (const language of languages) {
    const font = await cardFont(language, cache);
    const fontBytes = await readFile(font.file);
    for (const item of portfolioItemsIn(language)) {
      const file = join(root, "public", item.image.src);
      const picture = await readFile(file).catch(() => {
        throw new Error(`${file}: the picture of "${item.title}" is missing`);
      });
      const input = { title: item.title, brand: headWords[language].name, picture, logo, font };
      const source = await cache.bytes(["sharing-card", code, item.title, input.brand, picture, logo, fontBytes], () =>
        renderSharingCard(input).catch((error: Error) => {
          throw new Error(`${file}: ${error.message}`);
        }),
      );
      files.push({ fileName: sharingCardPath(language, item.slug).slice(1), source });
    }
  }
  return files;
}

/**
 * Makes the designs' pictures at build time (docs/decisions/010): each
 * design's sharing card, in each language. The files are emitted by the
 * client build, so they land in `build/client` with the rest of the static
 * files; any failure stops the build with the file it concerns.
 */
export function designPictures(): Plugin {
  let root = process.cwd();
  let made: Promise<Made> | undefined;
  const make = () =>
    (made ??= (async () => {
      const cache = new BuildCache(join(root, "node_modules/.cache/design-pictures"));
      return { files: await makeSharingCards(root, cache) };
    })());

  return {
    name: "design-pictures",
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      if (this.environment.config.command !== "build") return;
      try {
        await make();
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const file of (await make()).files) this.emitFile({ type: "asset", fileName: file.fileName, source: file.source });
    },
    // `npm run dev`: the same files, made on the first request for one.
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split("?")[0] ?? "";
        if (!path.startsWith("/images/designs/")) return next();
        make()
          .then(({ files }) => {
            const file = files.find((candidate) => `/${candidate.fileName}` === path);
            if (!file) return next();
            response.setHeader("Content-Type", "image/jpeg");
            response.end(file.source);
          })
          .catch(next);
      });
    },
  };
}
