import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { entryId } from "../read-content.ts";
import { businessSchema, whatsAppSchema } from "../schemas/business.ts";
import { designSchema, slug } from "../schemas/designs.ts";
import { errorPagesSchema } from "../schemas/error-pages.ts";
import { glossarySchema } from "../schemas/glossary.ts";
import { journalPageSchema } from "../schemas/journal.ts";
import { kindWordSchema, kindWordsPageSchema } from "../schemas/kind-words.ts";
import { questionSchema, questionsPageSchema } from "../schemas/questions.ts";
import { aboutSchema, contactPageSchema, homeSchema, portfolioPageSchema, servicesPageSchema, whyChooseUsSchema } from "../schemas/pages.ts";
import { quoteFormSchema } from "../schemas/quote-form.ts";
import { serviceSchema } from "../schemas/services.ts";
import { footerSchema, siteSchema } from "../schemas/site.ts";
import { serviceIds } from "../vocabulary.ts";
import { checkFile, entryName, type ContentProblem } from "./content-problem.ts";
import { readJournal } from "./journal-files.ts";
import { questionFolderProblems } from "./question-files.ts";

/**
 * The whole of `content/` checked before the build makes anything: every
 * file against its collection's schema, then what no single file can say (six
 * services, a design's photograph that is really there). Each problem names
 * the file, the entry and the rule, for the owner or whoever reads the
 * build's log.
 */

/** The one folder the owner's content lives in, and its photographs. */
export const contentFolder = "content";
export const photographFolder = "content/pictures";

/** The content's single files, each with what the owner calls it and its schema. */
export const contentFiles: { file: string; entry: string; schema: z.ZodObject }[] = [
  { file: "content/business.json", entry: "the business facts", schema: businessSchema },
  { file: "content/pages/whatsapp.json", entry: "the WhatsApp messages", schema: whatsAppSchema },
  { file: "content/pages/home.json", entry: "the home page", schema: homeSchema },
  { file: "content/pages/why-choose-us.json", entry: "the reasons to choose the studio", schema: whyChooseUsSchema },
  { file: "content/pages/about.json", entry: "the About page", schema: aboutSchema },
  { file: "content/pages/site.json", entry: "the page titles and the sharing card", schema: siteSchema },
  { file: "content/pages/services.json", entry: "the Services page", schema: servicesPageSchema },
  { file: "content/pages/portfolio.json", entry: "the Portfolio page", schema: portfolioPageSchema },
  { file: "content/pages/contact.json", entry: "the Contact page", schema: contactPageSchema },
  { file: "content/pages/quote-form.json", entry: "the quote form", schema: quoteFormSchema },
  { file: "content/pages/errors.json", entry: "the not-found and error pages", schema: errorPagesSchema },
  { file: "content/pages/footer.json", entry: "the footer", schema: footerSchema },
  { file: "content/pages/journal.json", entry: "the journal's pages", schema: journalPageSchema },
  { file: "content/pages/kind-words.json", entry: "the kind words' headings", schema: kindWordsPageSchema },
  { file: "content/pages/questions.json", entry: "the questions' headings", schema: questionsPageSchema },
];

/** The glossary the texts are held to: one file, about both languages at once. */
export const glossaryFile = { file: "content/glossary.json", entry: "the glossary", schema: glossarySchema } as const;

/** The content's folders, one file per entry. */
export const contentFolders = {
  services: { folder: "content/services", kind: "service", schema: serviceSchema },
  designs: { folder: "content/designs", kind: "design", schema: designSchema },
  kindWords: { folder: "content/kind-words", kind: "kind words", schema: kindWordSchema },
  questions: { folder: "content/questions", kind: "question", schema: questionSchema },
} as const;

/** The most designs the home page shows. */
export const homePageDesigns = 3;

type Read = { file: string; data: unknown } | { file: string; problem: ContentProblem };

function readJson(root: string, file: string, entry: string): Read {
  const path = join(root, file);
  if (!existsSync(path)) return { file, problem: { file, entry, field: "", rule: "is missing" } };
  try {
    return { file, data: JSON.parse(readFileSync(path, "utf8")) };
  } catch (error) {
    return { file, problem: { file, entry, field: "", rule: `is not valid JSON (${(error as Error).message})` } };
  }
}

/** The `.json` files of a content folder, from the project's root, in order of name; none if the folder is missing. */
export function folderFiles(root: string, folder: string): string[] {
  if (!existsSync(join(root, folder))) return [];
  return readdirSync(join(root, folder))
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => `${folder}/${name}`);
}

/**
 * One file of `content/` as the app reads it: checked against its
 * collection's schema, with the schema's defaults filled in; `undefined` for
 * a file no collection holds.
 */
export function checkedFile(root: string, file: string): { data: unknown; problems: [] } | { data?: undefined; problems: ContentProblem[] } | undefined {
  const single = [...contentFiles, glossaryFile].find((known) => known.file === file);
  const folder = Object.values(contentFolders).find((known) => file.startsWith(`${known.folder}/`) && !file.slice(known.folder.length + 1).includes("/"));
  const schema = single?.schema ?? folder?.schema;
  if (!schema || !file.endsWith(".json")) return undefined;
  const read = readJson(root, file, single?.entry ?? `${folder!.kind} ${entryId(file)}`);
  if ("problem" in read) return { problems: [read.problem] };
  return checkFile(schema, file, single?.entry ?? entryName(folder!.kind, file, read.data), read.data);
}

/** Every `.json` file of a folder, each read and checked against the schema, with its id. */
function checkFolder<Schema extends z.ZodType>(root: string, folder: string, kind: string, schema: Schema) {
  const problems: ContentProblem[] = [];
  const entries: { file: string; id: string; entry: string; data: z.output<Schema> }[] = [];
  for (const file of folderFiles(root, folder)) {
    const read = readJson(root, file, `${kind} ${entryId(file)}`);
    if ("problem" in read) {
      problems.push(read.problem);
      continue;
    }
    const entry = entryName(kind, file, read.data);
    const checked = checkFile(schema, file, entry, read.data);
    problems.push(...checked.problems);
    if (checked.data !== undefined) entries.push({ file, id: entryId(file), entry, data: checked.data });
  }
  return { problems, entries };
}

function checkServices(root: string): ContentProblem[] {
  const { folder, kind, schema } = contentFolders.services;
  const { problems, entries } = checkFolder(root, folder, kind, schema);
  const ids = new Set<string>(serviceIds);
  for (const { file, id, entry, data } of entries) {
    if (!ids.has(id)) problems.push({ file, entry, field: "", rule: `is not one of the six services (${serviceIds.join(", ")})` });
    if (!existsSync(join(root, "public", data.en.illustration))) {
      problems.push({ file, entry, field: "en.illustration", rule: `names public${data.en.illustration}, which is not there` });
    }
  }
  for (const id of serviceIds) {
    const file = `content/services/${id}.json`;
    if (!existsSync(join(root, file))) problems.push({ file, entry: `service ${id}`, field: "", rule: "is missing: the site has six services" });
  }
  const byPosition = Map.groupBy(entries, ({ data }) => data.en.position);
  for (const [position, same] of byPosition) {
    for (const { file, entry } of same.slice(1)) {
      problems.push({ file, entry, field: "en.position", rule: `is ${position}, as for ${same[0]!.entry}: each service has its own place` });
    }
  }
  return problems;
}

function checkDesigns(root: string): ContentProblem[] {
  const { folder, kind, schema } = contentFolders.designs;
  const { problems, entries } = checkFolder(root, folder, kind, schema);
  if (!entries.length && !problems.length) {
    problems.push({ file: "content/designs/", entry: "the portfolio", field: "", rule: "has no design: the portfolio needs at least one" });
  }
  const slugs = new Map<string, string>();
  for (const { file, id, entry, data } of entries) {
    const slugProblem = slug.safeParse(id).error?.issues[0]?.message;
    if (slugProblem) problems.push({ file, entry, field: "", rule: `the file's name is the design's address, and ${slugProblem}` });
    // Two names that differ only in capitals are one address on a phone's
    // browser and on case-insensitive disks.
    const same = slugs.get(id.toLowerCase());
    if (same) problems.push({ file, entry, field: "", rule: `has the same address as ${same}` });
    slugs.set(id.toLowerCase(), entry);

    const { photo, illustration } = data.en;
    if (photo) {
      const path = join(root, photographFolder, photo);
      if (!existsSync(path) || !statSync(path).isFile()) {
        problems.push({ file, entry, field: "en.photo", rule: `names ${photographFolder}/${photo}, which is not there` });
      }
    } else if (illustration && !existsSync(join(root, "public", illustration))) {
      problems.push({ file, entry, field: "en.illustration", rule: `names public${illustration}, which is not there` });
    }
  }
  const onHomePage = entries.filter(({ data }) => data.en.onHomePage);
  if (onHomePage.length > homePageDesigns) {
    const names = onHomePage.map(({ entry }) => entry.replace(/^design /, "")).join(", ");
    problems.push({
      file: "content/designs/",
      entry: "the home page's designs",
      field: "en.onHomePage",
      rule: `is on for ${onHomePage.length} designs (${names}): the home page shows ${homePageDesigns}`,
    });
  }
  return problems;
}

/** The families' kind words: each checked (its consent first), and the design and photograph it names really there. */
function checkKindWords(root: string, designs: ReadonlySet<string>): ContentProblem[] {
  const { folder, kind, schema } = contentFolders.kindWords;
  const { problems, entries } = checkFolder(root, folder, kind, schema);
  for (const { file, entry, data } of entries) {
    const { design, photo } = data.en;
    if (design && !designs.has(design)) problems.push({ file, entry, field: "en.design", rule: `names the design ${design}, which the portfolio does not have` });
    if (photo && !isFile(join(root, photographFolder, photo))) problems.push({ file, entry, field: "en.photo", rule: `names ${photographFolder}/${photo}, which is not there` });
  }
  return problems;
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** The questions: each checked, then the folder's questions together (questionFolderProblems). */
function checkQuestions(root: string): ContentProblem[] {
  const { folder, kind, schema } = contentFolders.questions;
  const { problems, entries } = checkFolder(root, folder, kind, schema);
  return [...problems, ...questionFolderProblems(entries)];
}

/** The portfolio's designs by address, which a post may name. */
export const designSlugs = (root: string): ReadonlySet<string> => new Set(folderFiles(root, contentFolders.designs.folder).map(entryId));

/** Everything wrong with the content under `root`; nothing when it is all fit to build. */
export function checkContent(root: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { file, entry, schema } of [...contentFiles, glossaryFile]) {
    const read = readJson(root, file, entry);
    problems.push(...("problem" in read ? [read.problem] : checkFile(schema, file, entry, read.data).problems));
  }
  const designs = designSlugs(root);
  problems.push(...checkServices(root), ...checkDesigns(root), ...checkQuestions(root), ...readJournal(root, designs).problems, ...checkKindWords(root, designs));
  return problems;
}
