import { otherSites, otherSitesKeptADay, sendersToKeepASite } from "./referrer-sources";

/**
 * The SQL of the roll-up (./roll-up.ts): a chunk of a day's events added up
 * into a run's staging rows, and a run's rows made the day's totals. Every
 * name written into the SQL is one of the constants here; everything a
 * visitor sent is a bound parameter.
 */

/** The dimensions the totals are kept by, each an `events` column (`site` is everything together). */
export const dimensions = ["site", "page", "language", "design", "post", "service", "referrer", "country", "region", "device", "browser_language"] as const;
export type Dimension = (typeof dimensions)[number];

/** Kinds that are an enquiry: a chat (a Get Similar Design one too), a call, an e-mail, a quote request, a saved contact. */
export const enquiryKinds = ["whatsapp", "similar", "call", "email", "quote", "contact"] as const;

const figures = "views, visitors, whatsapp, similar, call, email, quote, contact, share, enquirers";
const summed = (names: string) => names.split(", ").map((name) => `${name} = ${name} + excluded.${name}`).join(", ");

/**
 * A chunk of a day's events (`?2`), the senders after `?3` up to `?4`, added
 * into a run's staging rows (`?1`), by every dimension at once: each event is
 * read once, paired with each dimension's name (`json_each`: D1 refuses a
 * compound SELECT of one term per dimension), and summed per dimension and
 * value. A sender's events, and so its visitors', are all in one chunk, so
 * distinct visitors and senders add up across chunks exactly. Visitors are
 * those with any event.
 */
export const addUpChunk = `INSERT INTO rollup_staging (run, dimension, value, ${figures}, senders)
  WITH chunk AS MATERIALIZED (
    SELECT kind, page, language, design, post, service, referrer, country, region, device, browser_language, visitor, sender
    FROM events WHERE day = ?2 AND sender > ?3 AND sender <= ?4),
  by_dimension AS (
    SELECT dimension.value AS dimension, CASE dimension.value WHEN 'site' THEN ''
      ${dimensions.filter((name) => name !== "site").map((name) => `WHEN '${name}' THEN ${name}`).join(" ")} END AS value, kind, visitor, sender
    FROM chunk, json_each('${JSON.stringify(dimensions)}') AS dimension)
  SELECT ?1, dimension, value,
    sum(kind = 'view'), count(DISTINCT visitor),
    sum(kind = 'whatsapp'), sum(kind = 'similar'), sum(kind = 'call'), sum(kind = 'email'),
    sum(kind = 'quote'), sum(kind = 'contact'), sum(kind = 'share'),
    count(DISTINCT CASE WHEN kind IN (${enquiryKinds.map((kind) => `'${kind}'`).join(", ")}) THEN visitor END),
    count(DISTINCT sender)
  FROM by_dimension WHERE value IS NOT NULL GROUP BY dimension, value
  ON CONFLICT (run, dimension, value) DO UPDATE SET ${summed(`${figures}, senders`)}`;

/**
 * The sites beyond the named sources that a day keeps by name: sent by at
 * least {@link sendersToKeepASite} senders (one sender cannot name a site
 * into the owner's table), those that sent the most visitors first.
 */
const keptSites = `SELECT value FROM rollup_staging WHERE run = ?2 AND dimension = 'referrer' AND value LIKE '%.%' AND senders >= ${sendersToKeepASite}
  ORDER BY visitors DESC, views DESC, value LIMIT ${otherSitesKeptADay}`;

/** A run's rows replace the day's (`?1`) totals, the sites beyond those kept folded into one row; the run's rows go. */
export const finishRun = (db: D1Database, day: string, run: string, now: Date) => [
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
