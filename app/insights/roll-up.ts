import { ahmedabadDay } from "./what-is-counted";

/**
 * The roll-up (docs/decisions/016-insights.md), run every hour by the Cron
 * Trigger in wrangler.toml, and before the insights page reads its figures:
 * - each day that is over is added up into `daily_totals`, per dimension,
 *   once and for good: in the same transaction its events and its key are
 *   deleted and it is marked closed, so its visitors can never be told apart
 *   or matched again;
 * - today is added up again, replacing its totals so far;
 * - totals older than two years are deleted.
 * Past days come first, each in a transaction of its own, so that a failure
 * adding up today never keeps a past day's hashes and key.
 */

/** How long the daily totals are kept, in days: two years, and the day that makes the comparison. */
export const keptDays = 731;

/** The dimensions the totals are kept by, each an `events` column (`site` is everything together). */
export const dimensions = ["site", "page", "language", "design", "service", "referrer", "country", "region", "device", "browser_language"] as const;
export type Dimension = (typeof dimensions)[number];

/** Kinds that are an enquiry: a chat (a Get Similar Design one too), a call, an e-mail, a quote request, a saved contact. */
export const enquiryKinds = ["whatsapp", "similar", "call", "email", "quote", "contact"] as const;

const enquiryList = enquiryKinds.map((kind) => `'${kind}'`).join(", ");

/** One day's totals for one dimension, from its events. Every name in the SQL is one of the constants above. */
function addUp(db: D1Database, day: string, dimension: Dimension): D1PreparedStatement {
  const value = dimension === "site" ? "''" : dimension;
  const where = dimension === "site" ? "" : `AND ${dimension} IS NOT NULL`;
  return db
    .prepare(
      `INSERT INTO daily_totals (day, dimension, value, views, visitors, whatsapp, similar, call, email, quote, contact, share, enquirers)
       SELECT day, '${dimension}', ${value},
         sum(kind = 'view'),
         count(DISTINCT CASE WHEN kind = 'view' THEN visitor END),
         sum(kind = 'whatsapp'), sum(kind = 'similar'), sum(kind = 'call'), sum(kind = 'email'),
         sum(kind = 'quote'), sum(kind = 'contact'), sum(kind = 'share'),
         count(DISTINCT CASE WHEN kind IN (${enquiryList}) THEN visitor END)
       FROM events WHERE day = ?1 ${where}
       GROUP BY ${value}`,
    )
    .bind(day);
}

/** A day's totals, replaced by what its events add up to now. */
const addUpDay = (db: D1Database, day: string) => [
  db.prepare("DELETE FROM daily_totals WHERE day = ?1").bind(day),
  ...dimensions.map((dimension) => addUp(db, day, dimension)),
];

/** The day `days` before `day` (both `YYYY-MM-DD`). */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

export async function rollUp(db: D1Database, now = new Date()): Promise<void> {
  const today = ahmedabadDay(now);
  const over = await db
    .prepare("SELECT day FROM events WHERE day < ?1 UNION SELECT day FROM day_keys WHERE day < ?1")
    .bind(today)
    .all<{ day: string }>();
  for (const { day } of over.results) {
    const closed = await db.prepare("SELECT 1 FROM closed_days WHERE day = ?1").bind(day).first();
    await db.batch([
      // A day closed already keeps its totals; anything left of it (written as it closed) goes unread.
      ...(closed ? [] : addUpDay(db, day)),
      db.prepare("INSERT OR IGNORE INTO closed_days (day) VALUES (?1)").bind(day),
      db.prepare("DELETE FROM events WHERE day = ?1").bind(day),
      db.prepare("DELETE FROM day_keys WHERE day = ?1").bind(day),
    ]);
  }
  await db.batch(addUpDay(db, today));
  const oldest = daysBefore(today, keptDays);
  await db.batch([
    db.prepare("DELETE FROM daily_totals WHERE day < ?1").bind(oldest),
    db.prepare("DELETE FROM closed_days WHERE day < ?1").bind(oldest),
  ]);
}
