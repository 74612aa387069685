import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/**
 * The insights Worker's local database (./wrangler.toml, emptied before each
 * run by tests/playwright.config.ts), for the tests that seed or read it.
 */

const folder = join(import.meta.dirname, "../../../.wrangler/insights-state/v3/d1/miniflare-D1DatabaseObject");

/**
 * SQL run on the insights Worker's local database: the SQLite file
 * `wrangler dev` keeps D1's data in, opened beside it for the one call (as
 * `wrangler d1 execute --local` does, without starting a runtime each time),
 * waiting its turn while another test or the Worker writes, and closed so that
 * the Worker never waits for it. A statement that reads gives its rows;
 * several statements, separated by `;`, give none.
 */
export function onTheDatabase(sql: string): Record<string, unknown>[] {
  const database = new DatabaseSync(join(folder, readdirSync(folder).find((name) => name.endsWith(".sqlite"))!));
  try {
    database.exec("PRAGMA busy_timeout = 10000");
    if (!/^\s*(SELECT|WITH)\b/i.test(sql)) {
      database.exec(sql);
      return [];
    }
    return database.prepare(sql).all().map((row) => ({ ...row }));
  } finally {
    database.close();
  }
}

/**
 * A day before Ahmedabad's today, `YYYY-MM-DD` (app/insights/what-is-counted.ts's
 * `ahmedabadDay`, which the tests cannot import: its module reads the content's JSON).
 */
export const daysAgo = (days: number) => new Date(Date.now() + 330 * 60_000 - days * 86_400_000).toISOString().slice(0, 10);
