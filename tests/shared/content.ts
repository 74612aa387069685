import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { checkedFile, designSlugs } from "../../app/content/build/check-content";
import { buildDay, publishedPosts, readJournal } from "../../app/content/build/journal-files";
import type { BusinessFile } from "../../app/content/schemas/business";
import type { QuestionFile } from "../../app/content/schemas/questions";
import type { ServiceFile } from "../../app/content/schemas/services";

/**
 * The owner's content as the tests read it: the files in `content/`, as the
 * build hands them to the site (checked, defaults filled in: the content
 * check's `load`). The tests run outside Vite, so they ask the check itself.
 */

const root = new URL("../../", import.meta.url);

function checked<File>(path: string): File {
  const file = checkedFile(fileURLToPath(root), path);
  if (file?.data === undefined) throw new Error(`${path} is not content the build would take`);
  return file.data as File;
}

export function readContentFile(path: string): unknown {
  return JSON.parse(readFileSync(new URL(path, root), "utf8"));
}

/** The business facts, in English. */
export const business = checked<BusinessFile>("content/business.json").en;

/** The services in English, in the order the pages show them, each with its id (its file's name) and the number its card shows. */
export const services = readdirSync(new URL("content/services/", root))
  .map((name) => {
    const service = checked<ServiceFile>(`content/services/${name}`).en;
    return { id: name.replace(/\.json$/, ""), number: String(service.position).padStart(2, "0"), ...service };
  })
  .toSorted((a, b) => a.position - b.position);

/** The journal's published posts of a language, newest first, as the build reads their files (app/content/build/journal-files.ts). */
export function journalPosts(language: "en" | "gu") {
  const projectRoot = fileURLToPath(root);
  const { posts } = readJournal(projectRoot, designSlugs(projectRoot));
  return publishedPosts(posts, buildDay())
    .filter((post) => post.language === language)
    .toSorted((a, b) => b.fields.date.localeCompare(a.fields.date) || a.slug.localeCompare(b.slug));
}

/** The questions a page answers (`contact`, or a service's id), in the order it shows them, each with its address (its file's name). */
export function questionsOn(page: string) {
  return readdirSync(new URL("content/questions/", root))
    .map((name) => ({ id: name.replace(/\.json$/, ""), ...checked<QuestionFile>(`content/questions/${name}`) }))
    .filter((question) => question.en.page === page)
    .toSorted((a, b) => a.en.position - b.en.position || a.id.localeCompare(b.id));
}
