/**
 * How the pages read the owner's content: each file through its collection's
 * schema (`schema.ts`). The build has checked every file before (the content
 * check in `build/`), so these never fail in a built site; if one does, it
 * says what the build would have said.
 */

import type { z } from "zod";

/** One thing wrong in a content file: where, in which entry, and the rule it breaks. */
export interface ContentProblem {
  file: string;
  /** What the owner calls the entry: `design "Haldi Marigold Backdrop"`, `the business facts`. */
  entry: string;
  /** The field, `gu.imageAlt`, `en.features.2`; empty for the file as a whole. */
  field: string;
  rule: string;
}

export function describeProblem({ file, entry, field, rule }: ContentProblem): string {
  return `${file} (${entry})${field ? ` ${field}` : ""}: ${rule}`;
}

export class ContentError extends Error {
  constructor(readonly problems: readonly ContentProblem[]) {
    super(`The content has ${problems.length === 1 ? "a problem" : `${problems.length} problems`}:\n${problems.map((problem) => `  ${describeProblem(problem)}`).join("\n")}`);
    this.name = "ContentError";
  }
}

/** One file's data checked against its schema, once: the data as the schema gives it, or every rule it breaks. */
export function checkFile<Schema extends z.ZodType>(
  schema: Schema,
  file: string,
  entry: string,
  data: unknown,
): { data: z.output<Schema>; problems: [] } | { data?: undefined; problems: ContentProblem[] } {
  const result = schema.safeParse(data);
  if (result.success) return { data: result.data, problems: [] };
  return { problems: result.error.issues.map((issue) => ({ file, entry, field: issue.path.join("."), rule: issue.message })) };
}

/** One file's data, as its schema describes it. */
export function readContent<Schema extends z.ZodType>(schema: Schema, file: string, entry: string, data: unknown): z.output<Schema> {
  const checked = checkFile(schema, file, entry, data);
  if (checked.data === undefined) throw new ContentError(checked.problems);
  return checked.data;
}

/** The file name without its folder and `.json`: a service's id, a design's slug. */
export function entryId(file: string): string {
  return file.slice(file.lastIndexOf("/") + 1).replace(/\.json$/, "");
}

/** What the owner calls an entry of a folder: its English title when it has one, else its file's name. */
export function entryName(kind: string, file: string, data: unknown): string {
  const title = (data as { en?: { title?: unknown } } | null)?.en?.title;
  return typeof title === "string" && title.trim() ? `${kind} "${title}"` : `${kind} ${entryId(file)}`;
}

/**
 * Every file of a folder (as `import.meta.glob` gives them, keyed by path from
 * the project's root), read through the schema, with its id.
 */
export function readFolder<Schema extends z.ZodType>(schema: Schema, kind: string, files: Record<string, unknown>): { id: string; file: z.output<Schema> }[] {
  const checked = Object.entries(files).map(([path, data]) => {
    const file = path.replace(/^\//, "");
    return { id: entryId(file), ...checkFile(schema, file, entryName(kind, file, data), data) };
  });
  const problems = checked.flatMap((entry) => entry.problems);
  if (problems.length) throw new ContentError(problems);
  return checked.map(({ id, data }) => ({ id, file: data! }));
}
