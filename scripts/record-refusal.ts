/**
 * The deploy's content check, told to the owner where she reads it
 * (.github/workflows/deploy.yml, docs/deploying.md "When the content is
 * refused"). It runs the check the build runs (`checkContent`, the same
 * function the build's plugin calls, not its log) on the content of the
 * project's last commit; on a refusal it writes a row to the insights'
 * database, each problem with its field's label in the CMS, which her page
 * /admin/changes reads in her language. Once a
 * deploy has gone live, `--deployed` marks every refusal still open as
 * resolved.
 *
 *   node scripts/record-refusal.ts --remote              check; on a refusal, record it and exit 1
 *   node scripts/record-refusal.ts --remote --deployed   the deploy is live: the open refusals are resolved
 *
 * `--remote` writes to the deployed database (the workflow), `--local` to the
 * one `wrangler dev` keeps (the tests, with `--persist-to <folder>` and
 * `-c <wrangler config>`, passed on to wrangler). `--content <folder>` checks
 * another copy of the project (its content/, public/ and last commit).
 * Exit codes: 0 the content is fit (or the deploy recorded), 1 refused and
 * recorded, 2 not recorded (the database did not answer, or wrong options).
 */
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { checkContent } from "../app/content/build/check-content.ts";
import { describeProblem, type ContentProblem } from "../app/content/build/content-problem.ts";
import { cmsLabels } from "./cms-labels.ts";

/** A problem as recorded: the check's, with the field's label in the CMS where it has one. */
export type RecordedProblem = ContentProblem & { label?: string };

/** The commit the deploy builds: its short id, its message's first line, when it was made (ms). */
export interface Commit {
  id: string;
  message: string;
  at: number;
}

/** The last commit of the project at `folder`, from git. */
export function commitOf(folder: string): Commit {
  const [id, seconds, ...body] = execFileSync("git", ["-C", folder, "log", "-1", "--format=%h%n%ct%n%B"], { encoding: "utf8" }).split("\n");
  return { id: id!, at: Number(seconds) * 1000, message: (body[0] ?? "").trim() };
}

/**
 * A text as an SQL string literal. SQLite's literals have one escape, a
 * doubled quote, and no backslash; control characters, which no message or
 * problem needs, are dropped.
 */
export function sqlText(value: string): string {
  return `'${value.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "").replaceAll("'", "''")}'`;
}

/**
 * D1 runs a statement of at most 100 KB: the problems kept are the first
 * that fit in `maxBytes` of JSON, and the others counted. A refusal names a
 * few; hundreds mean a folder went missing, and the first of them say so.
 */
export function keptProblems(problems: readonly RecordedProblem[], maxBytes = 32_000): { kept: RecordedProblem[]; more: number } {
  const kept: RecordedProblem[] = [];
  let bytes = 2;
  for (const { file, entry, field, rule, label } of problems) {
    const problem = { file, entry, field, rule, ...(label ? { label } : {}) };
    const size = Buffer.byteLength(JSON.stringify(problem)) + 1;
    if (bytes + size > maxBytes) break;
    kept.push(problem);
    bytes += size;
  }
  return { kept, more: problems.length - kept.length };
}

/** The row of one refusal (migrations/0006_content_refusals.sql). */
export function refusalStatement(problems: readonly RecordedProblem[], commit: Commit, now: number): string {
  const { kept, more } = keptProblems(problems);
  const values = [String(now), sqlText(commit.id), sqlText(commit.message), String(commit.at), sqlText(JSON.stringify(kept)), String(more)];
  return `INSERT INTO content_refusals (refused_at, commit_id, commit_message, committed_at, problems, more_problems) VALUES (${values.join(", ")})`;
}

/** The deploy went live: every refusal still open is resolved; those resolved over a year ago go. */
export function resolvedStatement(now: number): string {
  const yearAgo = now - 365 * 86_400_000;
  return `UPDATE content_refusals SET resolved_at = ${now} WHERE resolved_at IS NULL; DELETE FROM content_refusals WHERE resolved_at < ${yearAgo}`;
}

/** Where wrangler writes: the deployed database, or a local one with its options passed on. */
export type Target = { remote: true } | { remote: false; persistTo?: string; config?: string };

/** Runs SQL on the insights' database (`INSIGHTS_DB`) through `wrangler d1 execute`. */
export function execute(sql: string, target: Target): void {
  const where = target.remote
    ? ["--remote"]
    : ["--local", ...(target.persistTo ? ["--persist-to", target.persistTo] : []), ...(target.config ? ["--config", target.config] : [])];
  execFileSync(resolve(import.meta.dirname, "../node_modules/.bin/wrangler"), ["d1", "execute", "INSIGHTS_DB", ...where, "--yes", "--json", "--command", sql], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
}

function main(): number {
  const { values } = parseArgs({
    options: {
      remote: { type: "boolean", default: false },
      local: { type: "boolean", default: false },
      deployed: { type: "boolean", default: false },
      content: { type: "string", default: "." },
      "persist-to": { type: "string" },
      config: { type: "string", short: "c" },
    },
  });
  if (values.remote === values.local) {
    console.error("Say where to record: --remote (the deployed database) or --local.");
    return 2;
  }
  const target: Target = values.remote ? { remote: true } : { remote: false, persistTo: values["persist-to"], config: values.config };
  try {
    if (values.deployed) {
      execute(resolvedStatement(Date.now()), target);
      console.log("The deploy is live: the owner's refused changes, if any, are marked as resolved.");
      return 0;
    }
    const folder = resolve(values.content);
    const problems = checkContent(folder);
    if (!problems.length) {
      console.log("The content keeps every rule.");
      return 0;
    }
    console.error(`The content has ${problems.length === 1 ? "a problem" : `${problems.length} problems`}; nothing is deployed:`);
    for (const problem of problems) console.error(`  ${describeProblem(problem)}`);
    const label = cmsLabels(folder);
    const labelled = problems.map((problem) => ({ ...problem, label: label(problem.file, problem.field) }));
    execute(refusalStatement(labelled, commitOf(folder), Date.now()), target);
    console.error("The owner reads why, in her language, at /admin/changes.");
    return 1;
  } catch (error) {
    console.error(`Not recorded: ${(error as Error).message}`);
    return 2;
  }
}

// Run as a script, not when its functions are imported (the tests). Not `import.meta.main`, which
// Node 22, the oldest the project runs on, lacks: there the script would do nothing and say nothing.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main();
