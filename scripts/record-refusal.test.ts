import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, test } from "vitest";
import { keptProblems, refusalStatement, resolvedStatement, sqlText } from "./record-refusal.ts";

/**
 * The deploy's content check and its record (scripts/record-refusal.ts): how
 * it is called, and the statements it writes, run on a database made from the
 * project's migrations. The script run as the workflow runs it, recording a
 * refusal through wrangler in a local D1 database and resolving it on a
 * deploy, is the browser test's (tests/e2e/changes-page.ts), which reads the
 * rows on the owner's page.
 */

const projectRoot = join(import.meta.dirname, "..");

/** The migrations, in order, as D1 applies them. */
const schema = () =>
  readdirSync(join(projectRoot, "migrations"))
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => readFileSync(join(projectRoot, "migrations", name), "utf8"))
    .join("\n");

describe("the deploy's content check, recorded for the owner", () => {
  test("content that keeps every rule: the deploy goes on, and nothing is recorded", () => {
    const state = mkdtempSync(join(tmpdir(), "record-refusal-"));
    try {
      const run = spawnSync(process.execPath, ["scripts/record-refusal.ts", "--local", "--persist-to", state, "--content", projectRoot], { cwd: projectRoot, encoding: "utf8", timeout: 60_000 });
      expect(run.stdout).toContain("The content keeps every rule.");
      expect(run.status, run.stderr).toBe(0);
      // Nothing to record, so nothing asked wrangler to make the local database.
      expect(readdirSync(state)).toEqual([]);
    } finally {
      rmSync(state, { recursive: true, force: true });
    }
  }, 60_000);

  test("without --local or --remote it records nothing and says so", () => {
    const run = spawnSync(process.execPath, ["scripts/record-refusal.ts", "--content", projectRoot], { cwd: projectRoot, encoding: "utf8" });
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
