import type { ContentProblem } from "~/content/build/content-problem";

/**
 * The owner's changes the deploy held back, as the deploy workflow recorded
 * them (scripts/record-refusal.ts, migrations/0006_content_refusals.sql):
 * those still open, which no later deploy has put live.
 */
export interface Refusal {
  /** When the deploy refused it, and when the change was made (ms since 1970). */
  refusedAt: number;
  committedAt: number;
  /** The commit's short id and the first line of its message (the CMS writes `Update design “…”`). */
  commitId: string;
  message: string;
  /** What the content check found, as it wrote it, each field with its label in the CMS where it has one. */
  problems: (ContentProblem & { label?: string })[];
  /** Problems the row left out (it keeps within D1's statement size). */
  more: number;
}

/** The most refusals the page lists: each later one holds back the earlier ones' changes too. */
export const listedRefusals = 20;

interface Row {
  refused_at: number;
  committed_at: number;
  commit_id: string;
  commit_message: string;
  problems: string;
  more_problems: number;
}

const isText = (value: unknown): value is string => typeof value === "string";

/** The problems a row holds; whatever is not one (a hand-edited row) is left out, not shown broken. */
function problemsOf(json: string): Refusal["problems"] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item: Record<string, unknown> | null) =>
    item && isText(item.file) && isText(item.entry) && isText(item.field) && isText(item.rule)
      ? [{ file: item.file, entry: item.entry, field: item.field, rule: item.rule, ...(isText(item.label) ? { label: item.label } : {}) }]
      : [],
  );
}

/** The refusals no deploy has put live since, newest first. */
export async function openRefusals(db: D1Database): Promise<Refusal[]> {
  const { results } = await db
    .prepare(
      `SELECT refused_at, committed_at, commit_id, commit_message, problems, more_problems FROM content_refusals
       WHERE resolved_at IS NULL ORDER BY refused_at DESC, id DESC LIMIT ?1`,
    )
    .bind(listedRefusals)
    .all<Row>();
  return results.map((row) => ({
    refusedAt: row.refused_at,
    committedAt: row.committed_at,
    commitId: row.commit_id,
    message: row.commit_message,
    problems: problemsOf(row.problems),
    more: row.more_problems,
  }));
}

/** Whether a change of the owner's is held back: the insights page's header says so. */
export async function isHeldBack(db: D1Database): Promise<boolean> {
  return (await db.prepare("SELECT 1 FROM content_refusals WHERE resolved_at IS NULL LIMIT 1").first()) !== null;
}
