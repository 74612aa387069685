import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Root } from "mdast";
import remarkFrontmatter from "remark-frontmatter";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { parse as parseYaml } from "yaml";
import { languages, type Language } from "../../i18n/language.ts";
import { journalPostSchema, reservedJournalAddresses, type JournalPostFields } from "../schemas/journal.ts";
import { slug } from "../schemas/designs.ts";
import { checkFile, type ContentProblem } from "./content-problem.ts";

/**
 * The journal's files as the build reads them: `content/journal/<language>/<address>.md`,
 * the post's fields as YAML front matter (as the CMS writes them) and its
 * body in Markdown. Read and checked here, at build time only; the body is
 * made into the page's HTML tree by the journal's build (app/journal/build/).
 */

export const journalFolder = "content/journal";
const photographFolder = "content/pictures";

export interface JournalFile {
  file: string;
  language: Language;
  /** The post's address, its file's name. */
  slug: string;
  fields: JournalPostFields;
  /** The body as Markdown's syntax tree, without its front matter. */
  body: Root;
}

/** The `.md` files of one language's folder, in order of name. */
function postFiles(root: string, language: Language): string[] {
  const folder = `${journalFolder}/${language}`;
  if (!existsSync(join(root, folder)) || !statSync(join(root, folder)).isDirectory()) return [];
  return readdirSync(join(root, folder))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => `${folder}/${name}`);
}

/**
 * A picture's name in a post's body, as the CMS inserts it (`mandap.jpg`,
 * `/mandap.jpg`, `/content/pictures/mandap.jpg`): the photograph's file name in
 * `content/pictures/`, or `undefined` for a picture elsewhere (another site,
 * a `data:` address), which the page leaves out.
 */
export function bodyPictureName(url: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//")) return undefined;
  const name = decodeURIComponent(url.split(/[?#]/)[0]!).replace(/^\/?(content\/pictures\/)?/, "");
  return name && !name.includes("/") && !name.startsWith(".") ? name : undefined;
}

/** A post's file name without its folder and `.md`: the post's address. */
const postId = (file: string) => file.slice(file.lastIndexOf("/") + 1).replace(/\.md$/, "");

const entry = (file: string, fields: unknown) => {
  const title = (fields as { title?: unknown } | null)?.title;
  return typeof title === "string" && title.trim() ? `post "${title}"` : `post ${postId(file)}`;
};

/** One post's file, read and checked on its own: its fields, its body, and whatever in them would break its page. */
export function readJournalFile(root: string, file: string, designSlugs: ReadonlySet<string>): { post?: JournalFile; problems: ContentProblem[] } {
  const language = file.split("/").at(-2) as Language;
  const text = readFileSync(join(root, file), "utf8");
  const tree = unified().use(remarkParse).use(remarkFrontmatter, ["yaml"]).parse(text);
  const [first, ...rest] = tree.children;
  const problem = (field: string, rule: string, fields?: unknown): ContentProblem => ({ file, entry: entry(file, fields), field, rule });
  if (first?.type !== "yaml") return { problems: [problem("", "must begin with the post's fields between two lines of ---")] };
  let fields: unknown;
  try {
    fields = parseYaml(first.value);
  } catch (error) {
    return { problems: [problem("", `has fields that are not valid YAML (${(error as Error).message.split("\n")[0]})`)] };
  }
  const checked = checkFile(journalPostSchema, file, entry(file, fields), fields);
  const problems: ContentProblem[] = [...checked.problems];
  const id = postId(file);
  const slugProblem = slug.safeParse(id).error?.issues[0]?.message;
  if (slugProblem) problems.push(problem("", `the file's name is the post's address, and ${slugProblem}`, fields));
  if ((reservedJournalAddresses as readonly string[]).includes(id)) problems.push(problem("", `is named ${id}, an address the journal keeps for its own pages`, fields));

  const body: Root = { type: "root", children: rest };
  if (!rest.length) problems.push(problem("body", "is empty: a post needs its text", fields));
  visit(body, "image", (image) => {
    const name = bodyPictureName(image.url);
    if (name && !isFile(join(root, photographFolder, name))) problems.push(problem("body", `shows ${photographFolder}/${name}, which is not there`, fields));
  });
  if (checked.data) {
    const { cover, illustration, designs } = checked.data;
    if (cover && !isFile(join(root, photographFolder, cover))) problems.push(problem("cover", `names ${photographFolder}/${cover}, which is not there`, fields));
    else if (!cover && illustration && !isFile(join(root, "public", illustration))) problems.push(problem("illustration", `names public${illustration}, which is not there`, fields));
    for (const design of designs) if (!designSlugs.has(design)) problems.push(problem("designs", `names the design ${design}, which the portfolio does not have`, fields));
  }
  if (problems.length || !checked.data) return { problems };
  return { post: { file, language, slug: id, fields: checked.data, body }, problems };
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** Every post's file in every language, each read and checked: the posts fit to build and the problems of the rest. */
export function readJournal(root: string, designSlugs: ReadonlySet<string>): { posts: JournalFile[]; problems: ContentProblem[] } {
  const posts: JournalFile[] = [];
  const problems: ContentProblem[] = [];
  for (const language of languages) {
    for (const file of postFiles(root, language)) {
      const read = readJournalFile(root, file, designSlugs);
      problems.push(...read.problems);
      if (read.post) posts.push(read.post);
    }
  }
  return { posts, problems };
}

/** Today in Ahmedabad, where the studio dates its posts: a post dated later waits for a later build. */
export function buildDay(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** The posts the site shows: not a draft, and dated today or before. */
export function publishedPosts(posts: readonly JournalFile[], today: string): JournalFile[] {
  return posts.filter(({ fields }) => !fields.draft && fields.date <= today);
}
