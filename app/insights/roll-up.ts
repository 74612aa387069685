import { addUpChunk, finishRun } from "./roll-up-statements";
import { ahmedabadDay } from "./what-is-counted";

export { dimensions, type Dimension, enquiryKinds } from "./roll-up-statements";

/**
 * The roll-up (docs/decisions/016-insights.md), run every hour by the Cron
 * Trigger in wrangler.toml:
 * - each day that is over is closed: at once nothing more is written for it
 *   and its key is deleted, so its visitors can never be told apart or
 *   matched again; then its events are added up into `daily_totals` for good,
 *   and deleted;
 * - today is added up again, replacing its totals so far;
 * - totals older than two years are deleted, and sessions that have ended.
 * A day is read in chunks of whole senders, at most {@link chunkRows} events
 * and one sender's rest (at most 299 more: ./bounds.ts), each chunk one
 * statement, so that no statement nears D1's 30 s; and one run of the
 * trigger makes at most {@link statementsPerRun} statements (D1 allows a
 * Worker invocation 1,000 queries, 50 on the free plan), carrying on where
 * the last one stopped (`rollup_progress`), so no day is too big to close.
 * Each statement's rows read and written are logged, as D1 bills them.
 */

/** How long the daily totals are kept, in days: two years, and the day that makes the comparison. */
export const keptDays = 731;

/** The most events a statement of the roll-up reads of a day (and one sender's rest). */
export const chunkRows = 25_000;

/** The most statements one run of the Cron Trigger makes: a million events' day closes in one run. */
export const statementsPerRun = 400;

/** Greater than any sender (a 16-byte hash): the end of the last chunk. */
const pastEverySender = new Uint8Array(17).fill(0xff);

/** The day `days` before `day` (both `YYYY-MM-DD`). */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** The statements one run of the trigger may still make; `spend` logs what D1 read and wrote for each. */
class Budget {
  constructor(public left: number) {}
  async spend<T>(day: string, what: string, run: () => Promise<D1Result<T>[]>): Promise<D1Result<T>[]> {
    const results = await run();
    this.left -= results.length;
    const sum = (of: (meta: D1Meta) => number | undefined) => results.reduce((total, result) => total + (of(result.meta) ?? 0), 0);
    console.log(`Insights roll-up, ${day}, ${what}: ${sum((meta) => meta.rows_read)} rows read, ${sum((meta) => meta.rows_written)} written, ${Math.round(sum((meta) => meta.duration))} ms`);
    return results;
  }
}

interface Progress {
  run: string;
  after: ArrayBuffer;
  stage: "add" | "delete";
  closing: number;
}

/**
 * Carries a day's roll-up on from where it stands, chunk by chunk, each
 * chunk's sums and the point reached written in one transaction. Whether the
 * day's roll-up is done (false: the budget ran out, and the next run goes on).
 */
async function carryOn(db: D1Database, day: string, now: Date, budget: Budget): Promise<boolean> {
  const progress = await db.prepare("SELECT run, after, stage, closing FROM rollup_progress WHERE day = ?1").bind(day).first<Progress>();
  if (!progress) return true;
  let after = new Uint8Array(progress.after);
  let stage = progress.stage;
  for (let chunk = 1; budget.left >= 8; chunk += 1) {
    if (stage === "add") {
      const [end] = await budget.spend(day, `chunk ${chunk}, its end`, async () => [
        await db.prepare("SELECT sender FROM events WHERE day = ?1 AND sender > ?2 ORDER BY sender LIMIT 1 OFFSET ?3").bind(day, after, chunkRows - 1).all<{ sender: ArrayBuffer }>(),
      ]);
      const last = end!.results[0]?.sender;
      const upTo = last ? new Uint8Array(last) : pastEverySender;
      await budget.spend(day, `chunk ${chunk}, added up`, () =>
        db.batch([db.prepare(addUpChunk).bind(progress.run, day, after, upTo), db.prepare("UPDATE rollup_progress SET after = ?2 WHERE day = ?1").bind(day, upTo)]),
      );
      after = upTo;
      if (last) continue;
      // Added up: the run's rows become the day's totals; a closing day's events are deleted next.
      const next = progress.closing
        ? db.prepare("UPDATE rollup_progress SET stage = 'delete' WHERE day = ?1").bind(day)
        : db.prepare("DELETE FROM rollup_progress WHERE day = ?1").bind(day);
      await budget.spend(day, "totals replaced", () => db.batch([...finishRun(db, day, progress.run, now), next]));
      if (!progress.closing) return true;
      stage = "delete";
    } else {
      const [deleted] = await budget.spend(day, `events deleted, ${chunk}`, async () => [
        await db.prepare("DELETE FROM events WHERE id IN (SELECT id FROM events WHERE day = ?1 LIMIT ?2)").bind(day, chunkRows).run(),
      ]);
      if ((deleted!.meta.changes ?? 0) < chunkRows) {
        await db.prepare("DELETE FROM rollup_progress WHERE day = ?1").bind(day).run();
        return true;
      }
    }
  }
  return false;
}

/**
 * Closes a day that is over. The first time: nothing more is written for it
 * and its key goes, at once; a roll-up of it begun while it was today starts
 * again (events came after it). A day closed already whose events remain
 * (written as it closed) only loses them.
 */
async function closeDay(db: D1Database, day: string, now: Date, budget: Budget): Promise<boolean> {
  const [closed, progress] = await db.batch<{ closing?: number; run?: string }>([
    db.prepare("SELECT 1 FROM closed_days WHERE day = ?1").bind(day),
    db.prepare("SELECT run, closing FROM rollup_progress WHERE day = ?1").bind(day),
  ]);
  const under = progress!.results[0];
  if (!under?.closing) {
    const stage = closed!.results.length > 0 ? "delete" : "add";
    await budget.spend(day, "closed", () =>
      db.batch([
        db.prepare("INSERT OR IGNORE INTO closed_days (day) VALUES (?1)").bind(day),
        db.prepare("DELETE FROM day_keys WHERE day = ?1").bind(day),
        db.prepare("DELETE FROM rollup_staging WHERE run = ?1").bind(under?.run ?? ""),
        db.prepare("INSERT OR REPLACE INTO rollup_progress (day, run, after, stage, closing) VALUES (?1, ?2, ?3, ?4, 1)").bind(day, crypto.randomUUID(), new Uint8Array(0), stage),
      ]),
    );
  }
  return carryOn(db, day, now, budget);
}

/**
 * Adds today up as the owner's page asks for it, when today is small enough
 * to add up in one transaction ({@link chunkRows} events at most); a bigger
 * day is the hourly roll-up's. Whether it did (a closed day's totals are final).
 */
export async function addUpTodayIfSmall(db: D1Database, now = new Date()): Promise<boolean> {
  const day = ahmedabadDay(now);
  const today = await db
    .prepare("SELECT (SELECT count(*) FROM (SELECT 1 FROM events WHERE day = ?1 LIMIT ?2)) AS events, EXISTS (SELECT 1 FROM closed_days WHERE day = ?1) AS closed")
    .bind(day, chunkRows + 1)
    .first<{ events: number; closed: number }>();
  if (today?.closed) return true;
  if ((today?.events ?? 0) > chunkRows) return false;
  const run = crypto.randomUUID();
  await db.batch([db.prepare(addUpChunk).bind(run, day, new Uint8Array(0), pastEverySender), ...finishRun(db, day, run, now)]);
  return true;
}

/** The oldest day before today that is not closed for good: events, a key or a roll-up left. */
const nextDayToClose = `SELECT min(day) AS day FROM (
  SELECT min(day) AS day FROM events WHERE day < ?1 UNION ALL SELECT min(day) FROM day_keys WHERE day < ?1
  UNION ALL SELECT min(day) FROM rollup_progress WHERE day < ?1)`;

export async function rollUp(db: D1Database, now = new Date()): Promise<void> {
  const today = ahmedabadDay(now);
  const budget = new Budget(statementsPerRun);
  const closed = new Set<string>();
  for (;;) {
    const next = await db.prepare(nextDayToClose).bind(today).first<{ day: string | null }>();
    if (!next?.day) break;
    if (closed.has(next.day)) throw new Error(`Insights roll-up: ${next.day} is still open after closing it`);
    if (!(await closeDay(db, next.day, now, budget))) {
      console.log(`Insights roll-up: ${next.day} carries on in the next run`);
      return;
    }
    closed.add(next.day);
  }
  const todayClosed = await db.prepare("SELECT 1 FROM closed_days WHERE day = ?1").bind(today).first();
  if (!todayClosed) {
    await db.prepare("INSERT OR IGNORE INTO rollup_progress (day, run, after, stage, closing) VALUES (?1, ?2, ?3, 'add', 0)").bind(today, crypto.randomUUID(), new Uint8Array(0)).run();
    if (!(await carryOn(db, today, now, budget))) console.log(`Insights roll-up: ${today} carries on in the next run`);
  }
  const oldest = daysBefore(today, keptDays);
  await db.batch([
    db.prepare("DELETE FROM daily_totals WHERE day < ?1").bind(oldest),
    db.prepare("DELETE FROM closed_days WHERE day < ?1").bind(oldest),
    db.prepare("DELETE FROM dropped_events WHERE day < ?1").bind(oldest),
    db.prepare("DELETE FROM totals_added_up WHERE day < ?1").bind(oldest),
    db.prepare("DELETE FROM owner_sessions WHERE until <= ?1").bind(now.getTime()),
  ]);
}
