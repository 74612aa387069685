import type { z } from "zod";
import { entryId } from "../read-content.ts";

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

/** What the owner calls an entry of a folder: its English title (or question) when it has one, else its file's name. */
export function entryName(kind: string, file: string, data: unknown): string {
  const english = (data as { en?: { title?: unknown; question?: unknown } } | null)?.en;
  const title = english?.title ?? english?.question;
  return typeof title === "string" && title.trim() ? `${kind} "${title}"` : `${kind} ${entryId(file)}`;
}
