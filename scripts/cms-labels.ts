import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";

/**
 * A content file's field as the owner sees it in the CMS: the labels of
 * `public/admin/config.yml` (`Business facts` › `Phone numbers` › `Second
 * phone` › `For dialling`), read by scripts/record-refusal.ts so that her
 * page names the box she corrects, not the field's name in the file. The
 * CMS is in English, and so are its labels.
 */

interface Field {
  name: string;
  label?: string;
  /** A list's one field, whose items are plain values. */
  field?: Field;
  /** An object's fields, or a list's, whose items are objects. */
  fields?: Field[];
}

interface Collection {
  folder?: string;
  fields?: Field[];
  files?: { file: string; fields?: Field[] }[];
}

/** The CMS's fields for a file: its entry among a collection's files, or the fields of the folder it is in. */
function fieldsOf(collections: readonly Collection[], file: string): Field[] | undefined {
  for (const collection of collections) {
    const single = collection.files?.find((entry) => entry.file === file);
    if (single) return single.fields;
    if (collection.folder && file.startsWith(`${collection.folder}/`) && !file.slice(collection.folder.length + 1).includes("/")) return collection.fields;
  }
  return undefined;
}

/**
 * The labels down a field's path (`en.features.2` → `Features › 3`): the
 * language the file keeps each side in is left out (the page says it in
 * words), a list's item is its number from 1. Undefined where the CMS has no
 * such field: the page then names the field as the file does.
 */
export function labelIn(fields: readonly Field[], path: readonly string[]): string | undefined {
  const labels: string[] = [];
  let level: readonly Field[] | undefined = fields;
  let list: Field | undefined;
  for (const segment of path) {
    if (list && /^\d+$/.test(segment)) {
      labels.push(String(Number(segment) + 1));
      level = list.fields;
      list = undefined;
      continue;
    }
    const field = level?.find((candidate) => candidate.name === segment);
    if (!field?.label) return undefined;
    labels.push(field.label);
    level = field.fields;
    list = field.field || field.fields ? field : undefined;
  }
  return labels.length ? labels.join(" › ") : undefined;
}

/** Reads the CMS's config of the project at `root` once; then each problem's label, if the CMS has one. */
export function cmsLabels(root: string): (file: string, field: string) => string | undefined {
  const path = join(root, "public/admin/config.yml");
  const collections = existsSync(path) ? ((parse(readFileSync(path, "utf8")) as { collections?: Collection[] }).collections ?? []) : [];
  return (file, field) => {
    const fields = fieldsOf(collections, file);
    if (!fields || !field) return undefined;
    const segments = field.split(".");
    return labelIn(fields, segments[0] === "en" || segments[0] === "gu" ? segments.slice(1) : segments);
  };
}
