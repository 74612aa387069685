import { otherSites, otherSitesKeptADay } from "./referrer-sources";
import { ahmedabadDay } from "./what-is-counted";

/**
 * The roll-up (docs/decisions/016-insights.md), run every hour by the Cron
 * Trigger in wrangler.toml:
 * - each day that is over is closed (no event is written for it any more),
 *   added up into `daily_totals` once and for good, its key deleted with the
 *   same transaction, and then its events, so its visitors can never be told
 *   apart or matched again;
 * - today is added up again, replacing its totals so far;
 * - totals older than two years are deleted, and sessions that have ended.
 * A day is read in chunks of at most {@link chunkRows} events (and one
 * visitor's rest: at most 299 more, ./bounds.ts), each chunk one statement,
 * so that no statement nears D1's limits however big the day: a query may
 * run 30 s, and a Worker invocation make 1,000 queries (50 on the free plan).
 * Each statement's rows read and written are logged, as D1 bills them.
 */

/** How long the daily totals are kept, in days: two years, and the day that makes the comparison. */
export const keptDays = 731;

/** The dimensions the totals are kept by, each an `events` column (`site` is everything together). */
export const dimensions = ["site", "page", "language", "design", "service", "referrer", "country", "region", "device", "browser_language"] as const;
export type Dimension = (typeof dimensions)[number];

/** Kinds that are an enquiry: a chat (a Get Similar Design one too), a call, an e-mail, a quote request, a saved contact. */
export const enquiryKinds = ["whatsapp", "similar", "call", "email", "quote", "contact"] as const;

/** The most events a statement of the roll-up reads of a day (and one visitor's rest). */
export const chunkRows = 25_000;

const figures = "views, visitors, whatsapp, similar, call, email, quote, contact, share, enquirers";

/** Greater than any visitor (a 16-byte hash): the end of the last chunk. */
const pastEveryVisitor = new Uint8Array(17).fill(0xff);

/** The day `days` before `day` (both `YYYY-MM-DD`). */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A chunk of a day's events (`?2`), the visitors after `?3` up to `?4`,
 * added into a run's staging rows (`?1`), by every dimension at once: each
 * event is read once, paired with each dimension's name (`json_each`: D1
 * refuses a compound SELECT of one term per dimension), and summed per
 * dimension and value. Visitors are those with any event; a visitor's events
 * are all in one chunk, so distinct visitors add up across chunks exactly.
 */
const addUpChunk = `INSERT INTO rollup_staging (run, dimension, value, ${figures})
  WITH chunk AS MATERIALIZED (
    SELECT kind, page, language, design, service, referrer, country, region, device, browser_language, visitor
    FROM events WHERE day = ?2 AND visitor > ?3 AND visitor <= ?4),
  by_dimension AS (
    SELECT dimension.value AS dimension, CASE dimension.value WHEN 'site' THEN ''
      ${dimensions.filter((name) => name !== "site").map((name) => `WHEN '${name}' THEN ${name}`).join(" ")} END AS value, kind, visitor
    FROM chunk, json_each('${JSON.stringify(dimensions)}') AS dimension)
  SELECT ?1, dimension, value,
    sum(kind = 'view'), count(DISTINCT visitor),
    sum(kind = 'whatsapp'), sum(kind = 'similar'), sum(kind = 'call'), sum(kind = 'email'),
    sum(kind = 'quote'), sum(kind = 'contact'), sum(kind = 'share'),
    count(DISTINCT CASE WHEN kind IN (${enquiryKinds.map((kind) => `'${kind}'`).join(", ")}) THEN visitor END)
  FROM by_dimension WHERE value IS NOT NULL GROUP BY dimension, value
  ON CONFLICT (run, dimension, value) DO UPDATE SET ${figures
    .split(", ")
    .map((name) => `${name} = ${name} + excluded.${name}`)
    .join(", ")}`;

/** The sites beyond the named sources that a day keeps by name: those that sent the most visitors. */
const keptSites = `SELECT value FROM rollup_staging WHERE run = ?2 AND dimension = 'referrer' AND value LIKE '%.%'
  ORDER BY visitors DESC, views DESC, value LIMIT ${otherSitesKeptADay}`;

/** A run's totals replace the day's (`?1`), with the sites beyond those kept folded into one row. */
const finishRun = (db: D1Database, day: string, run: string, now: Date) => [
  db.prepare("DELETE FROM daily_totals WHERE day = ?1").bind(day),
  db
    .prepare(
      `INSERT INTO daily_totals (day, dimension, value, ${figures}) SELECT ?1, dimension, value, ${figures} FROM rollup_staging
       WHERE run = ?2 AND NOT (dimension = 'referrer' AND value LIKE '%.%' AND value NOT IN (${keptSites}))`,
    )
    .bind(day, run),
  db
    .prepare(
      `INSERT INTO daily_totals (day, dimension, value, ${figures})
       SELECT ?1, 'referrer', '${otherSites}', ${figures.split(", ").map((name) => `sum(${name})`).join(", ")} FROM rollup_staging
       WHERE run = ?2 AND dimension = 'referrer' AND value LIKE '%.%' AND value NOT IN (${keptSites}) HAVING count(*) > 0`,
    )
    .bind(day, run),
  db.prepare("DELETE FROM rollup_staging WHERE run = ?1").bind(run),
  db.prepare("INSERT OR REPLACE INTO totals_added_up (day, at) VALUES (?1, ?2)").bind(day, now.getTime()),
];

/** Runs a statement (or a batch) of the roll-up and logs what D1 read and wrote for it. */
async function logged<T>(what: string, day: string, run: () => Promise<D1Result<T>[]>): Promise<D1Result<T>[]> {
  const results = await run();
  const read = results.reduce((sum, result) => sum + (result.meta.rows_read ?? 0), 0);
  const written = results.reduce((sum, result) => sum + (result.meta.rows_written ?? 0), 0);
  const ms = results.reduce((sum, result) => sum + (result.meta.duration ?? 0), 0);
  console.log(`Insights roll-up, ${day}, ${what}: ${read} rows read, ${written} written, ${Math.round(ms)} ms`);
  return results;
}

/**
 * Adds a day up into `daily_totals`, chunk by chunk into a run of its own,
 * then all at once. Closing, the day's key goes in the same transaction as
 * its final totals.
 */
async function addUpDay(db: D1Database, day: string, now: Date, { closing }: { closing: boolean }): Promise<void> {
  const run = crypto.randomUUID();
  let after: Uint8Array = new Uint8Array(0);
  for (let chunk = 1; ; chunk += 1) {
    const [boundary] = await logged(`chunk ${chunk}, its end`, day, async () => [
      await db.prepare("SELECT visitor FROM events WHERE day = ?1 AND visitor > ?2 ORDER BY visitor LIMIT 1 OFFSET ?3").bind(day, after, chunkRows - 1).all<{ visitor: ArrayBuffer }>(),
    ]);
    const last = boundary!.results[0]?.visitor;
    const upTo = last ? new Uint8Array(last) : pastEveryVisitor;
    await logged(`chunk ${chunk}, added up`, day, async () => [await db.prepare(addUpChunk).bind(run, day, after, upTo).run()]);
    if (!last) break;
    after = upTo;
  }
  const keyGoes = closing ? [db.prepare("DELETE FROM day_keys WHERE day = ?1").bind(day)] : [];
  await logged("totals replaced", day, () => db.batch([...finishRun(db, day, run, now), ...keyGoes]));
}

/**
 * Adds today up as the owner's page asks for it, when today is small enough
 * to add up in one transaction ({@link chunkRows} events at most); a bigger
 * day is the hourly roll-up's. Whether it did.
 */
export async function addUpTodayIfSmall(db: D1Database, now = new Date()): Promise<boolean> {
  const day = ahmedabadDay(now);
  const today = await db
    .prepare("SELECT (SELECT count(*) FROM (SELECT 1 FROM events WHERE day = ?1 LIMIT ?2)) AS events, EXISTS (SELECT 1 FROM closed_days WHERE day = ?1) AS closed")
    .bind(day, chunkRows + 1)
    .first<{ events: number; closed: number }>();
  // A closed day's totals are final.
  if (today?.closed) return true;
  if ((today?.events ?? 0) > chunkRows) return false;
  const run = crypto.randomUUID();
  await db.batch([db.prepare(addUpChunk).bind(run, day, new Uint8Array(0), pastEveryVisitor), ...finishRun(db, day, run, now)]);
  return true;
}

/** Deletes a closed day's events, a chunk a statement. */
async function deleteEvents(db: D1Database, day: string): Promise<void> {
  for (let chunk = 1; ; chunk += 1) {
    const [deleted] = await logged(`events deleted, ${chunk}`, day, async () => [
      await db.prepare("DELETE FROM events WHERE id IN (SELECT id FROM events WHERE day = ?1 LIMIT ?2)").bind(day, chunkRows).run(),
    ]);
    if ((deleted!.meta.changes ?? 0) < chunkRows) return;
  }
}

/**
 * Closes a day that is over: from now on nothing is written for it; it is
 * added up for good unless that was done already (its key is then gone), and
 * its events are deleted. Run again after a failure, it finishes what is left.
 */
async function closeDay(db: D1Database, day: string, now: Date): Promise<void> {
  const [wasClosed, key] = await db.batch([
    db.prepare("SELECT 1 FROM closed_days WHERE day = ?1").bind(day),
    db.prepare("SELECT 1 FROM day_keys WHERE day = ?1").bind(day),
    db.prepare("INSERT OR IGNORE INTO closed_days (day) VALUES (?1)").bind(day),
  ]);
  if (wasClosed!.results.length === 0 || key!.results.length > 0) await addUpDay(db, day, now, { closing: true });
  await deleteEvents(db, day);
}

export async function rollUp(db: D1Database, now = new Date()): Promise<void> {
  const today = ahmedabadDay(now);
  // A run that failed part way leaves staging rows no one will read.
  await db.prepare("DELETE FROM rollup_staging").run();
  const closed = new Set<string>();
  for (;;) {
    const next = await db
      .prepare("SELECT min(day) AS day FROM (SELECT min(day) AS day FROM events WHERE day < ?1 UNION ALL SELECT min(day) FROM day_keys WHERE day < ?1)")
      .bind(today)
      .first<{ day: string | null }>();
    if (!next?.day) break;
    if (closed.has(next.day)) throw new Error(`Insights roll-up: ${next.day} is still open after closing it`);
    closed.add(next.day);
    await closeDay(db, next.day, now);
  }
  if (!(await db.prepare("SELECT 1 FROM closed_days WHERE day = ?1").bind(today).first())) await addUpDay(db, today, now, { closing: false });
  const oldest = daysBefore(today, keptDays);
  await db.batch([
    db.prepare("DELETE FROM daily_totals WHERE day < ?1").bind(oldest),
    db.prepare("DELETE FROM closed_days WHERE day < ?1").bind(oldest),
    db.prepare("DELETE FROM dropped_events WHERE day < ?1").bind(oldest),
    db.prepare("DELETE FROM totals_added_up WHERE day < ?1").bind(oldest),
    db.prepare("DELETE FROM owner_sessions WHERE until <= ?1").bind(now.getTime()),
  ]);
}
