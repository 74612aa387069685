import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";
import { designSlugs } from "../../content/build/check-content.ts";
import { describeProblem } from "../../content/build/content-problem.ts";
import { buildDay, publishedPosts, readJournal, type JournalFile } from "../../content/build/journal-files.ts";
import type { JournalPost } from "../../content/journal.ts";
import type { JournalPageFile } from "../../content/schemas/journal.ts";
import type { SiteFile } from "../../content/schemas/site.ts";
import { languages, type Language } from "../../i18n/language.ts";
import { BuildCache } from "../../pictures/build/build-cache.ts";
import { cardFont } from "../../pictures/build/card-fonts.ts";
import { madeFilesHooks } from "../../pictures/build/made-files.ts";
import { processPhotograph, type MadeFile } from "../../pictures/build/photograph.ts";
import { renderSharingCard } from "../../pictures/build/sharing-card.ts";
import { focusInPercent, type Picture } from "../../pictures/picture.ts";
import { journalCardPath } from "../../pictures/sharing-card-path.ts";
import type { PostBodyTree } from "../post.ts";
import { bodyNodes } from "./body-nodes.ts";
import { feedFilePath, journalFeed } from "./journal-feed.ts";
import { postBody, wordCount } from "./post-body.ts";

/** What a reader reads in a minute, for the reading time shown with each post. */
const wordsPerMinute = 200;

interface Made {
  posts: JournalPost[];
  /** Each post's body by its file's path, for `npm run dev`, which serves no built files to the Worker. */
  bodies: Record<string, PostBodyTree>;
  /** Each language's Atom feed among the static files. */
  feeds: Record<Language, string>;
  /** Each feed's XML by its file's path, for `npm run dev`. */
  feedXml: Record<string, string>;
  files: MadeFile[];
}

/** One post made: its cover, its body's photographs and its body's file, and its sharing card. */
async function makePost(root: string, file: JournalFile, cache: BuildCache, brand: string, made: Made) {
  const { fields, language, slug } = file;
  const { tree, photos } = postBody(file.body);
  const pictures = new Map<string, Picture>();
  for (const name of new Set(photos)) {
    const photograph = await processPhotograph(join(root, "content/pictures", name), cache);
    made.files.push(...photograph.files);
    pictures.set(name, photograph.picture);
  }
  const nodes = bodyNodes(tree, pictures);

  // A cover photograph's files are made with the designs' (app/pictures/build/design-pictures-plugin.ts).
  const coverFile = fields.cover ? join(root, "content/pictures", fields.cover) : join(root, "public", fields.illustration!);
  let cover: JournalPost["cover"];
  if (fields.cover) {
    cover = { photo: fields.cover, alt: fields.coverAlt, focus: fields.focus };
  } else {
    const { width = 800, height = 600 } = await sharp(coverFile).metadata();
    cover = { src: fields.illustration!, width, height, alt: fields.coverAlt };
  }

  const body = JSON.stringify(nodes);
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 10);
  const bodyPath = `/assets/journal/${language}-${slug}-${hash}.json`;
  made.files.push({ fileName: bodyPath.slice(1), source: new TextEncoder().encode(body) });
  made.bodies[bodyPath] = nodes;

  const code = await readFile(join(root, "app/pictures/build/sharing-card.ts"));
  const [coverBytes, logo] = await Promise.all([readFile(coverFile), readFile(join(root, "public/images/logo.svg"))]);
  const font = await cardFont(language, cache);
  const focus = focusInPercent(fields.cover ? fields.focus : undefined);
  const card = await cache.bytes(["journal-card", code, fields.title, brand, coverBytes, JSON.stringify(focus), logo, await readFile(font.file)], () =>
    renderSharingCard({ title: fields.title, brand, picture: coverBytes, focus, logo, font }).catch((error: Error) => {
      throw new Error(`${file.file}: ${error.message}`);
    }),
  );
  made.files.push({ fileName: journalCardPath(language, slug).slice(1), source: card });

  made.posts.push({
    language,
    slug,
    title: fields.title,
    date: fields.date,
    ...(fields.updated && fields.updated > fields.date ? { updated: fields.updated } : {}),
    summary: fields.summary,
    cover,
    services: fields.services,
    designs: fields.designs,
    readingMinutes: Math.max(1, Math.ceil(wordCount(file.body) / wordsPerMinute)),
    bodyPath,
  });
}

const virtualModule = "virtual:journal-posts";

/** The folders of the made files that `npm run dev` answers from memory. */
const madeFolders = ["/assets/journal/", "/images/journal/", "/assets/pictures/"];

/**
 * The journal's build: every published post of `content/journal/`, its
 * body made safe and into a tree of elements (./post-body.ts) kept as a
 * static file of its own, its cover and its body's photographs through the
 * picture pipeline, its sharing card; the posts' fields reach the app through
 * `virtual:journal-posts`. A post that would break its page stops the build
 * (the content check names it first, app/content/build/check-content.ts).
 */
export function journal(): Plugin {
  let root = process.cwd();
  let serving = false;
  let made: Promise<Made> | undefined;
  const make = () =>
    (made ??= (async () => {
      const { posts, problems } = readJournal(root, designSlugs(root));
      if (problems.length) throw new Error(`The journal has problems:\n${problems.map((problem) => `  ${describeProblem(problem)}`).join("\n")}`);
      const site = JSON.parse(await readFile(join(root, "content/pages/site.json"), "utf8")) as SiteFile;
      const journalWords = JSON.parse(await readFile(join(root, "content/pages/journal.json"), "utf8")) as JournalPageFile;
      const cache = new BuildCache(join(root, "node_modules/.cache/design-pictures"));
      const result: Made = { posts: [], bodies: {}, feeds: { en: "", gu: "" }, feedXml: {}, files: [] };
      const today = buildDay();
      for (const post of publishedPosts(posts, today)) await makePost(root, post, cache, site[post.language].name, result);
      result.posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
      for (const language of languages) {
        const words = { ...journalWords[language].feed, studio: site[language].name };
        const xml = journalFeed(language, result.posts.filter((post) => post.language === language), words, today);
        const path = (result.feeds[language] = feedFilePath(language, xml));
        result.feedXml[path] = xml;
        result.files.push({ fileName: path.slice(1), source: new TextEncoder().encode(xml) });
      }
      return result;
    })());

  const hooks = madeFilesHooks(make, madeFolders);
  return {
    name: "journal",
    configResolved(config) {
      root = config.root;
      serving = config.command === "serve";
    },
    buildStart: hooks.buildStart,
    resolveId(id) {
      return id === virtualModule ? `\0${virtualModule}` : undefined;
    },
    async load(id) {
      if (id !== `\0${virtualModule}`) return undefined;
      const { posts, bodies, feeds, feedXml } = await make();
      return [
        `export const posts = ${JSON.stringify(posts)};`,
        `export const bodies = ${serving ? JSON.stringify(bodies) : "{}"};`,
        `export const feeds = ${JSON.stringify(feeds)};`,
        `export const feedXml = ${serving ? JSON.stringify(feedXml) : "{}"};`,
      ].join("\n");
    },
    generateBundle: hooks.generateBundle,
    configureServer(server) {
      // A saved post, or the feeds' words, made again on the next request.
      server.watcher.on("change", (path) => {
        if (path.startsWith(join(root, "content/journal/")) || path === join(root, "content/pages/journal.json")) {
          made = undefined;
          const module = server.environments.rsc?.moduleGraph.getModuleById(`\0${virtualModule}`);
          if (module) server.environments.rsc!.moduleGraph.invalidateModule(module);
        }
      });
      hooks.serve(server);
    },
  };
}
