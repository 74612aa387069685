import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { contentFiles, contentFolders, glossaryFile } from "./build/check-content";
import { journalFolder } from "./build/journal-files";
import { journalPostSchema } from "./schemas/journal";
import { languages } from "~/i18n/language";

/**
 * The CMS (public/admin/config.yml) and the content's schemas describe the
 * same files: every field the CMS writes is one the site reads, in the
 * languages the site reads it in, and every field the site needs can be
 * edited. A field renamed on one side only fails here, not in the owner's
 * first save.
 */

interface CmsField {
  name: string;
  widget: string;
  i18n?: boolean;
  fields?: CmsField[];
}
interface CmsCollection {
  name: string;
  folder?: string;
  fields?: CmsField[];
  files?: { file: string; fields: CmsField[] }[];
}

const config = parse(readFileSync(join(import.meta.dirname, "../../public/admin/config.yml"), "utf8")) as {
  collections: CmsCollection[];
  media_folder: string;
  i18n: { structure: string; locales: string[] };
};

/** A file's fields: its schema's, or, where the site reads the file less some fields (a kind word's consent), the fields as written. */
const fieldsOf = (schema: z.ZodType): z.ZodObject => (schema instanceof z.ZodPipe ? fieldsOf(schema.in as z.ZodType) : (schema as z.ZodObject));

/** Every content file or folder, with its schema, as the build checks them. */
const schemas: Record<string, z.ZodObject> = Object.fromEntries([
  ...contentFiles.map(({ file, schema }) => [file, schema]),
  ...Object.values(contentFolders).map(({ folder, schema }) => [folder, fieldsOf(schema)]),
]);

const allEditors = config.collections.flatMap((collection) =>
  collection.folder ? [{ path: collection.folder, fields: collection.fields! }] : collection.files!.map(({ file, fields }) => ({ path: file, fields })),
);
/** The journal's folders, one per language, each post a Markdown file of one language. */
const journalFolders = languages.map((language) => `${journalFolder}/${language}`);
/** The files in both languages; the glossary, about both at once, and the journal, a folder per language, are checked on their own below. */
const editors = allEditors.filter(({ path }) => path !== glossaryFile.file && !journalFolders.includes(path));

const keys = (object: z.ZodType) => Object.keys((object as z.ZodObject).shape).sort();

test("the CMS keeps both languages in one file, in the site's languages", () => {
  expect(config.i18n.structure).toBe("single_file");
  expect(config.i18n.locales).toEqual(["en", "gu"]);
  expect(config.media_folder).toBe("content/pictures");
});

test("the CMS edits every content file, and only those", () => {
  expect(allEditors.map(({ path }) => path).sort()).toEqual([...Object.keys(schemas), glossaryFile.file, ...journalFolders].sort());
});

test.each(journalFolders)("the journal's posts in %s: the schema's fields and the body, none side by side in two languages", (folder) => {
  const collection = config.collections.find((candidate) => candidate.folder === folder)! as CmsCollection & { format: string; extension: string; i18n?: unknown };
  expect([collection.format, collection.extension]).toEqual(["frontmatter", "md"]);
  expect(collection.i18n).toBeUndefined();
  expect(collection.fields!.map(({ name }) => name).sort()).toEqual([...keys(journalPostSchema), "body"].sort());
  expect(collection.fields!.some((field) => field.i18n)).toBe(false);
});

test("a kind word's file is named by when it is added, never by the family; their side optional in the CMS, the build holding it; the service and design chosen from the site's own", () => {
  const collection = config.collections.find((candidate) => candidate.folder === contentFolders.kindWords.folder)! as CmsCollection & { slug: string };
  expect(collection.slug.match(/\{\{[^}]+\}\}/g)).toEqual(["{{year}}", "{{month}}", "{{day}}", "{{hour}}", "{{minute}}", "{{second}}"]);
  const field = (name: string) => collection.fields!.find((candidate) => candidate.name === name) as CmsField & { required?: boolean; collection?: string };
  for (const name of ["words", "name", "area"]) expect([field(name).i18n, field(name).required], name).toEqual([true, false]);
  expect([field("consent").widget, field("consent").i18n]).toEqual(["object", undefined]);
  expect([field("service").widget, field("service").collection]).toEqual(["relation", "services"]);
  expect([field("design").widget, field("design").collection]).toEqual(["relation", "designs"]);
});

test("the glossary's editor has the schema's fields, and every field its entries have, in one language", () => {
  const editor = allEditors.find(({ path }) => path === glossaryFile.file)!;
  expect(editor.fields.map(({ name }) => name).sort()).toEqual(keys(glossaryFile.schema));
  const glossary = JSON.parse(readFileSync(join(import.meta.dirname, "../..", glossaryFile.file), "utf8")) as Record<string, Record<string, unknown>[]>;
  for (const list of editor.fields) {
    const names = list.fields!.map(({ name }) => name);
    expect(list.fields!.some((field) => field.i18n), list.name).toBe(false);
    for (const entry of glossary[list.name]!) expect(names, list.name).toEqual(expect.arrayContaining(Object.keys(entry)));
  }
});

describe.each(editors)("$path", ({ path, fields }) => {
  const schema = schemas[path]!;
  const english = schema.shape.en as z.ZodObject;
  const gujarati = schema.shape.gu as z.ZodObject;

  test("has the schema's fields, each in the languages the schema reads", () => {
    // Hidden fields (the drawing) are kept as they are, never edited.
    expect(fields.map(({ name }) => name).sort()).toEqual(keys(english));
    expect(fields.filter((field) => field.i18n).map(({ name }) => name).sort()).toEqual(keys(gujarati));
  });

  test("and inside each group of fields, the schema's, in the group's languages", () => {
    for (const field of fields.filter((candidate) => candidate.widget === "object")) {
      const shape = english.shape[field.name] as z.ZodObject;
      expect(field.fields!.map(({ name }) => name).sort(), `${path} ${field.name}`).toEqual(keys(shape));
      const inGujarati = field.name in gujarati.shape;
      for (const inner of field.fields!) expect(Boolean(inner.i18n), `${path} ${field.name}.${inner.name} in Gujarati`).toBe(inGujarati);
    }
  });
});
