import { ahmedabadDay } from "./what-is-counted";

/**
 * The daily roll-up (docs/decisions/016-insights.md), run every hour by the
 * Cron Trigger in wrangler.toml and before the insights page reads its
 * figures:
 * - each day that still has visitor hashes (today, and a day just over) is
 *   added up into `daily_totals`, per dimension;
 * - a day that is over loses its hashes and its key, so its visitors can
 *   never be told apart or matched again;
 * - events older than 30 days and totals older than two years are deleted.
 * Adding up a day again replaces its totals, so the roll-up can run any
 * number of times; once a day's hashes are gone it is never added up again.
 */

/** How long each kind of record is kept, in days. */
export const keptDays = { events: 30, totals: 731 } as const;

/** The dimensions the totals are kept by, each an `events` column (`site` is everything together). */
export const dimensions = ["site", "page", "language", "design", "service", "referrer", "country", "region", "device", "browser_language"] as const;
export type Dimension = (typeof dimensions)[number];

/** Kinds that are an enquiry: a chat (a Get Similar Design chat included), a call, an e-mail, a quote request, a saved contact. */
export const enquiryKinds = ["whatsapp", "similar", "call", "email", "quote", "contact"] as const;

const enquiryList = enquiryKinds.map((kind) => `'${kind}'`).join(", ");

/** One day's totals for one dimension, from its events. */
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

/** The day `days` before `day` (both `YYYY-MM-DD`). */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

export async function rollUp(db: D1Database, now = new Date()): Promise<void> {
  const today = ahmedabadDay(now);
  const open = await db.prepare("SELECT DISTINCT day FROM events WHERE visitor IS NOT NULL AND day <= ?1").bind(today).all<{ day: string }>();
  const days = new Set([today, ...open.results.map(({ day }) => day)]);
  for (const day of days) {
    // One transaction per day: its totals replaced, and, once it is over, its hashes gone with them.
    await db.batch([
      db.prepare("DELETE FROM daily_totals WHERE day = ?1").bind(day),
      ...dimensions.map((dimension) => addUp(db, day, dimension)),
      ...(day < today ? [db.prepare("UPDATE events SET visitor = NULL WHERE day = ?1").bind(day)] : []),
    ]);
  }
  await db.batch([
    db.prepare("DELETE FROM day_keys WHERE day < ?1").bind(today),
    db.prepare("DELETE FROM events WHERE day < ?1").bind(daysBefore(today, keptDays.events)),
    db.prepare("DELETE FROM daily_totals WHERE day < ?1").bind(daysBefore(today, keptDays.totals)),
  ]);
}
