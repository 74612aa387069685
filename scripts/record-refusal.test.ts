import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { checkContent } from "../app/content/build/check-content.ts";
import { keptProblems, refusalStatement, resolvedStatement, sqlText } from "./record-refusal.ts";

/**
 * The deploy's content check and its record (scripts/record-refusal.ts), run
 * as the workflow runs it, against a copy of the project's content committed
 * to a git repository of its own, writing to a local D1 database made from
 * the project's migrations, which the test then reads as SQLite.
 */

const projectRoot = join(import.meta.dirname, "..");
const wrangler = join(projectRoot, "node_modules/.bin/wrangler");
const haldi = "content/designs/haldi-marigold-backdrop.json";
let copy: string;
let state: string;

/** The migrations, in order, as D1 applies them. */
const schema = () =>
  readdirSync(join(projectRoot, "migrations"))
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => readFileSync(join(projectRoot, "migrations", name), "utf8"))
    .join("\n");

const git = (...args: string[]) => execFileSync("git", ["-C", copy, "-c", "user.name=Owner", "-c", "user.email=owner@example.in", ...args], { encoding: "utf8" }).trim();

/** The script, as the workflow runs it, on the copy and the local database. */
const record = (...flags: string[]) =>
  spawnSync(process.execPath, ["scripts/record-refusal.ts", "--local", "--persist-to", state, "--content", copy, ...flags], { cwd: projectRoot, encoding: "utf8", timeout: 120_000 });

/** The rows the script wrote, read from the SQLite file wrangler keeps the local database in. */
function refusals(): Record<string, unknown>[] {
  const folder = join(state, "v3/d1/miniflare-D1DatabaseObject");
  const database = new DatabaseSync(join(folder, readdirSync(folder).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite")!));
  try {
    return database
      .prepare("SELECT * FROM content_refusals ORDER BY id")
      .all()
      .map((row) => ({ ...row }));
  } finally {
    database.close();
  }
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), "record-refusal-"));
  state = join(copy, ".state");
  cpSync(join(projectRoot, "content"), join(copy, "content"), { recursive: true });
  symlinkSync(join(projectRoot, "public"), join(copy, "public"));
  writeFileSync(join(copy, ".gitignore"), ".state/\npublic\n");
  git("init", "--quiet");
  git("add", ".");
  git("commit", "--quiet", "-m", "The studio's content");
  execFileSync(wrangler, ["d1", "migrations", "apply", "INSIGHTS_DB", "--local", "--persist-to", state], {
    cwd: projectRoot,
    stdio: "ignore",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
}, 120_000);

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("the deploy's content check, recorded for the owner", () => {
  test("content that keeps every rule: the deploy goes on, and nothing is recorded", () => {
    const run = record();
    expect(run.stdout).toContain("The content keeps every rule.");
    expect(run.status).toBe(0);
    expect(refusals()).toEqual([]);
  }, 120_000);

  test("a change that breaks a rule: refused, and recorded with its commit and the check's own problems", () => {
    const design = JSON.parse(readFileSync(join(copy, haldi), "utf8"));
    delete design.gu.imageAlt;
    design.en.title = "Haldi backdrop of marigold strings, a rose-roped swing and brass bowls";
    writeFileSync(join(copy, haldi), JSON.stringify(design));
    git("commit", "--quiet", "-am", "Update Portfolio designs “haldi-marigold-backdrop”\n\nA second line the page does not show.");
    const before = Date.now();

    const run = record();
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toContain(`${haldi} (design "Haldi backdrop of marigold strings, a rose-roped swing and brass bowls") gu.imageAlt: is missing`);

    const rows = refusals();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      commit_id: git("rev-parse", "--short", "HEAD"),
      commit_message: "Update Portfolio designs “haldi-marigold-backdrop”",
      committed_at: Number(git("log", "-1", "--format=%ct")) * 1000,
      more_problems: 0,
      resolved_at: null,
    });
    expect(row!.refused_at).toBeGreaterThanOrEqual(before);
    // The check's own problems, each field with its label in the CMS, as the owner sees it there.
    const recorded = JSON.parse(row!.problems as string) as { field: string; label?: string }[];
    expect(recorded.map(({ label: _, ...problem }) => problem)).toEqual(checkContent(copy));
    expect(Object.fromEntries(recorded.map(({ field, label }) => [field, label]))).toEqual({ "en.title": "Title", "gu.imageAlt": "What the picture shows" });
  }, 120_000);

  test("a deploy that goes live: every refusal still open is resolved", () => {
    const run = record("--deployed");
    expect(run.status, run.stderr).toBe(0);
    const [row] = refusals();
    expect(row!.resolved_at).toEqual(expect.any(Number));
  }, 120_000);

  test("without --local or --remote it records nothing and says so", () => {
    const run = spawnSync(process.execPath, ["scripts/record-refusal.ts", "--content", copy], { cwd: projectRoot, encoding: "utf8" });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("--remote");
  });
});

describe("the row it writes", () => {
  /** The statement run on an in-memory database made from the migrations. */
  const written = (statement: string) => {
    const database = new DatabaseSync(":memory:");
    database.exec(schema());
    database.exec(statement);
    const rows = database.prepare("SELECT commit_id, commit_message, problems, more_problems, resolved_at FROM content_refusals").all();
    database.close();
    return rows.map((row) => ({ ...row }));
  };

  test("any message and any problem stay text: quotes, semicolons and SQL do not end the statement", () => {
    const message = `Update "x"; DROP TABLE content_refusals; -- it's ' done`;
    const problems = [{ file: "content/x.json", entry: "design 'x'", field: "en.title", rule: `must be at most 60 characters'); DELETE FROM owner_sessions; --` }];
    const [row] = written(refusalStatement(problems, { id: "abc1234", message, at: 0 }, 1));
    expect(row).toMatchObject({ commit_id: "abc1234", commit_message: message, more_problems: 0, resolved_at: null });
    expect(JSON.parse(row!.problems as string)).toEqual(problems);
  });

  test("control characters are dropped; SQLite's literal has no other escape", () => {
    expect(sqlText("a\u0000b\tc\u001bd'e")).toBe("'ab\tcd''e'");
  });

  test("the problems kept fit well within D1's statement size; the rest are counted", () => {
    const many = Array.from({ length: 2000 }, (_, index) => ({ file: `content/designs/d${index}.json`, entry: `design d${index}`, field: "gu.imageAlt", rule: "is missing" }));
    const { kept, more } = keptProblems(many);
    expect(kept.length + more).toBe(2000);
    expect(more).toBeGreaterThan(0);
    expect(Buffer.byteLength(refusalStatement(many, { id: "abc1234", message: "m", at: 0 }, 1))).toBeLessThan(100_000);
    expect(written(refusalStatement(many, { id: "abc1234", message: "m", at: 0 }, 1))[0]).toMatchObject({ more_problems: more });
  });

  test("a deploy resolves the open refusals and forgets those resolved over a year ago", () => {
    const database = new DatabaseSync(":memory:");
    database.exec(schema());
    const now = Date.UTC(2026, 10, 28);
    database.exec(`INSERT INTO content_refusals (refused_at, commit_id, commit_message, committed_at, problems, resolved_at) VALUES
      (1, 'old', 'm', 1, '[]', ${now - 400 * 86_400_000}), (2, 'recent', 'm', 2, '[]', ${now - 10 * 86_400_000}), (3, 'open', 'm', 3, '[]', NULL)`);
    database.exec(resolvedStatement(now));
    expect(database.prepare("SELECT commit_id, resolved_at FROM content_refusals ORDER BY id").all().map((row) => ({ ...row }))).toEqual([
      { commit_id: "recent", resolved_at: now - 10 * 86_400_000 },
      { commit_id: "open", resolved_at: now },
    ]);
    database.close();
  });
});
