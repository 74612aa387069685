import { execFileSync } from "node:child_process";
import { join } from "node:path";

/**
 * The insights Worker's local database (./wrangler.toml, emptied before each
 * run by tests/playwright.config.ts), for the tests that seed or read it.
 */

/** SQL run on the insights Worker's local database, as `wrangler d1 execute` runs it. */
export function onTheDatabase(sql: string): Record<string, unknown>[] {
  const output = execFileSync(
    "npx",
    ["wrangler", "d1", "execute", "INSIGHTS_DB", "--local", "-c", "tests/e2e/insights-worker/wrangler.toml", "--persist-to", ".wrangler/insights-state", "--json", "--command", sql],
    { cwd: join(import.meta.dirname, "../../.."), encoding: "utf8" },
  );
  return (JSON.parse(output) as { results: Record<string, unknown>[] }[]).flatMap((statement) => statement.results);
}

/**
 * A day before Ahmedabad's today, `YYYY-MM-DD` (app/insights/what-is-counted.ts's
 * `ahmedabadDay`, which the tests cannot import: its module reads the content's JSON).
 */
export const daysAgo = (days: number) => new Date(Date.now() + 330 * 60_000 - days * 86_400_000).toISOString().slice(0, 10);
