import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { runnerImport, type Plugin } from "vite";
import type * as SiteModule from "../../content/site.ts";
import type * as PortfolioModule from "../../content/portfolio.ts";
import { checkedFile, contentFolders, designSlugs, folderFiles } from "../../content/build/check-content.ts";
import { buildDay, publishedPosts, readJournal } from "../../content/build/journal-files.ts";
import type { KindWordFile } from "../../content/schemas/kind-words.ts";
import { languages } from "../../i18n/language.ts";
import { focusInPercent, type Picture } from "../picture.ts";
import { sharingCardPath, siteCardPath } from "../sharing-card-path.ts";
import { BuildCache } from "./build-cache.ts";
import { cardFont } from "./card-fonts.ts";
import { processPhotograph, type MadeFile } from "./photograph.ts";
import { madeFilesHooks } from "./made-files.ts";
import { renderSharingCard, renderSiteCard } from "./sharing-card.ts";

/** The one folder for the designs' photographs; a content entry names a file in it. */
export const photographFolder = "content/pictures";

interface Made {
  /** Every file for `build/client`: the photographs' sizes and the sharing cards. */
  files: MadeFile[];
  /** The photographs by the file name their entries give. */
  photographs: Record<string, Picture>;
}

/** Where the picture of a design is: an illustration in `public/`, or a photograph in its folder. */
const pictureFile = (root: string, image: { src: string } | { photo: string }) =>
  "src" in image ? join(root, "public", image.src) : join(root, photographFolder, image.photo);

/** The cover photographs of the journal's published posts (app/journal/build/ makes the rest of a post). */
function journalCovers(root: string): string[] {
  const { posts } = readJournal(root, designSlugs(root));
  return publishedPosts(posts, buildDay()).flatMap(({ fields }) => (fields.cover ? [fields.cover] : []));
}

/** The photographs of the families' kind words, as the content check read them. */
function kindWordPhotographs(root: string): string[] {
  return folderFiles(root, contentFolders.kindWords.folder).flatMap((file) => {
    const photo = (checkedFile(root, file)?.data as KindWordFile | undefined)?.en.photo;
    return photo ? [photo] : [];
  });
}

/** Every photograph the designs, the journal's covers and the kind words name, made into its sizes and formats; a bad one stops the build, naming its file. */
async function makePhotographs(
  root: string,
  { portfolioItems }: typeof PortfolioModule,
  cache: BuildCache,
): Promise<Pick<Made, "files" | "photographs">> {
  const made: Pick<Made, "files" | "photographs"> = { files: [], photographs: {} };
  const images = [...portfolioItems.map(({ image }) => image), ...[...journalCovers(root), ...kindWordPhotographs(root)].map((photo) => ({ photo }))];
  for (const image of images) {
    if ("src" in image || made.photographs[image.photo]) continue;
    const { picture, files } = await processPhotograph(pictureFile(root, image), cache);
    made.photographs[image.photo] = picture;
    made.files.push(...files);
  }
  return made;
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

/** The site's own card shows the hero illustration, kept to its right half, where the mandap stands. */
const siteCardPicture = { file: "public/images/hero.svg", focus: focusInPercent("right") };

/** The site's sharing card and every design's, in each language. */
async function makeSharingCards(
  root: string,
  { portfolioItemsIn }: typeof PortfolioModule,
  { siteWords }: typeof SiteModule,
  cache: BuildCache,
): Promise<MadeFile[]> {
  // The cards' code is part of their keys: a changed layout makes every card again.
  const code = await readFile(join(root, "app/pictures/build/sharing-card.ts"));
  const logo = await readFile(join(root, "public/images/logo.svg"));
  const heroPicture = await readFile(join(root, siteCardPicture.file));
  const files: MadeFile[] = [];
  for (const language of languages) {
    const font = await cardFont(language, cache);
    const fontBytes = await readFile(font.file);

    const { name, socialCard } = siteWords[language];
    const { line, tags } = socialCard;
    const { focus } = siteCardPicture;
    const siteCard = await cache.bytes(["site-card", code, name, line, tags, heroPicture, JSON.stringify(focus), logo, fontBytes], () =>
      renderSiteCard({ name, line, tags, picture: heroPicture, focus, logo, font }).catch((error: Error) => {
        throw new Error(`content/pages/site.json (${language}): ${error.message}`);
      }),
    );
    files.push({ fileName: siteCardPath(language).slice(1), source: siteCard });

    for (const item of portfolioItemsIn(language)) {
      const file = pictureFile(root, item.image);
      const picture = await readFile(file).catch(() => {
        throw new Error(`${file}: the picture of "${item.title}" is missing`);
      });
      const focus = focusInPercent("focus" in item.image ? item.image.focus : undefined);
      const input = { title: item.title, brand: name, picture, focus, logo, font };
      const source = await cache.bytes(["sharing-card", code, item.title, input.brand, picture, JSON.stringify(focus), logo, fontBytes], () =>
        renderSharingCard(input).catch((error: Error) => {
          throw new Error(`${file}: ${error.message}`);
        }),
      );
      files.push({ fileName: sharingCardPath(language, item.slug).slice(1), source });
    }
  }
  return files;
}

const virtualModule = "virtual:design-photographs";

/** The folders of the made files, which `npm run dev` answers from memory: the cards' (sharing-card-path.ts) and the photographs' (photograph.ts). */
const madeFolders = ["/images/designs/", "/images/cards/", "/assets/pictures/"];

/**
 * Makes the site's pictures at build time (docs/decisions/010): each
 * photograph a design names, in its sizes and formats, for the server's
 * pages through `virtual:design-photographs`; and the sharing cards, the
 * site's own and each design's, in each language. The files are emitted by
 * the client build, so they land in `build/client` with the rest of the
 * static files; any failure stops the build with the file it concerns.
 */
export function designPictures(): Plugin {
  let root = process.cwd();
  let made: Promise<Made> | undefined;
  const make = () =>
    (made ??= (async () => {
      const cache = new BuildCache(join(root, "node_modules/.cache/design-pictures"));
      const portfolio = await importContent<typeof PortfolioModule>(root, "app/content/portfolio.ts");
      const site = await importContent<typeof SiteModule>(root, "app/content/site.ts");
      const { files, photographs } = await makePhotographs(root, portfolio, cache);
      return { files: [...files, ...(await makeSharingCards(root, portfolio, site, cache))], photographs };
    })());

  const hooks = madeFilesHooks(make, madeFolders);
  return {
    name: "design-pictures",
    configResolved(config) {
      root = config.root;
    },
    buildStart: hooks.buildStart,
    resolveId(id) {
      return id === virtualModule ? `\0${virtualModule}` : undefined;
    },
    async load(id) {
      if (id !== `\0${virtualModule}`) return undefined;
      return `export const photographs = ${JSON.stringify((await make()).photographs)};`;
    },
    generateBundle: hooks.generateBundle,
    // `npm run dev`: the same files, made on the first request for one.
    configureServer: hooks.serve,
  };
}
