import { readFileSync } from "node:fs";
import { join } from "node:path";
import { toString } from "mdast-util-to-string";
import { answerText } from "../questions.ts";
import { parseLinkedText } from "../schemas/linked-text.ts";
import { contentFiles, contentFolders, designSlugs, folderFiles } from "./check-content.ts";
import { journalFolder, readJournalFile } from "./journal-files.ts";

/**
 * Every text a visitor reads, in English beside its Gujarati: each content
 * file's words (`content/`, whose files hold both languages) and the
 * interface's words (`messages/en.json` and `gu.json`). Tests read the site's
 * words through this: the Gujarati is written in Gujarati, and the glossary
 * holds (`content/glossary.json`).
 */
export interface TextPair {
  /** The file, from the project's root. */
  file: string;
  /** Where in the file: `hero.highlights.1`, `nav_home`. */
  path: string;
  en: string;
  gu: string;
}

const at = (value: unknown, path: readonly string[]) => path.reduce<unknown>((inner, key) => (inner as Record<string, unknown> | undefined)?.[key], value);

/** Every text of `gu`, with the English at the same place (`undefined` where there is none). */
function pairs(file: string, en: unknown, gu: unknown, path: string[] = []): TextPair[] {
  if (typeof gu === "string") {
    const english = at(en, path);
    return [{ file, path: path.join("."), en: typeof english === "string" ? english : "", gu }];
  }
  if (gu && typeof gu === "object") return Object.entries(gu).flatMap(([key, inner]) => pairs(file, en, inner, [...path, key]));
  return [];
}

const readJson = (root: string, file: string) => JSON.parse(readFileSync(join(root, file), "utf8")) as Record<string, unknown>;

/**
 * The families' kind words: quoted as given, in the language they were said
 * in, which the glossary and the letter rules never hold; and the owner's
 * entries, as her later posts are (the site ships none).
 */
const familiesWords: string = contentFolders.kindWords.folder;

/** A file's words as a visitor reads them: an answer's links as their words, not their addresses. */
function readWords(root: string, file: string): Record<string, unknown> {
  const data = readJson(root, file);
  if (!file.startsWith(`${contentFolders.questions.folder}/`)) return data;
  const read = (language: unknown) => {
    const words = language as { answer?: unknown };
    return typeof words?.answer === "string" ? { ...words, answer: answerText(parseLinkedText(words.answer).text) } : language;
  };
  return { en: read(data.en), gu: read(data.gu) };
}

/** The content's files, one by one: the single files and each folder's entries, the families' kind words aside. */
export function contentFileNames(root: string): string[] {
  return [
    ...contentFiles.map(({ file }) => file),
    ...Object.values(contentFolders).flatMap(({ folder }) => (folder === familiesWords ? [] : folderFiles(root, folder))),
  ];
}

/**
 * The journal's posts the site shipped with, written for the studio: its own
 * copy, which the glossary and the letter rules hold as they hold the pages.
 * The owner's later posts are hers, in her words: the build checks them only
 * for what would break a page.
 */
export const studioPosts = ["haldi-decoration-at-home", "fresh-or-artificial-flowers", "ganesh-sthapana-decoration-ideas"] as const;

/** A studio post's words in Gujarati beside its English: its fields, then its body block by block (a heading, a paragraph, a list). */
function postPairs(root: string, slug: string): TextPair[] {
  const read = (language: string) => readJournalFile(root, `${journalFolder}/${language}/${slug}.md`, designSlugs(root)).post!;
  const [en, gu] = [read("en"), read("gu")];
  const file = `${journalFolder}/gu/${slug}.md`;
  const fields = (["title", "summary", "coverAlt"] as const).map((field) => ({ file, path: field, en: en.fields[field], gu: gu.fields[field] }));
  const blocks = gu.body.children.map((block, index) => ({ file, path: `body.${index}`, en: en.body.children[index] ? toString(en.body.children[index]) : "", gu: toString(block) }));
  return [...fields, ...blocks];
}

/** Every Gujarati text of the site, with its English. */
export function bilingualTexts(root: string): TextPair[] {
  const fromContent = contentFileNames(root).flatMap((file) => {
    const { en, gu } = readWords(root, file);
    return pairs(file, en, gu);
  });
  const english = readJson(root, "messages/en.json");
  const { $schema: _, ...gujarati } = readJson(root, "messages/gu.json");
  return [...fromContent, ...studioPosts.flatMap((slug) => postPairs(root, slug)), ...pairs("messages/gu.json", english, gujarati)];
}
