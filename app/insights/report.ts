import { senderBounds } from "./bounds";
import { addUpTodayIfSmall, type Dimension, daysBefore, enquiryKinds } from "./roll-up";
import { ahmedabadDay } from "./what-is-counted";

/**
 * What the insights page shows, read from the daily totals
 * (./roll-up.ts): a period of 7, 30 or 90 days ending today, against the
 * period of the same length before it.
 */

export const periods = [7, 30, 90] as const;
export type Period = (typeof periods)[number];
export const defaultPeriod: Period = 30;

/** The period an address asks for (`?days=7`); the default for anything else. */
export function periodOf(url: URL): Period {
  const days = Number(url.searchParams.get("days"));
  return periods.find((period) => period === days) ?? defaultPeriod;
}

/** The figures kept per day, summed over a period. */
export interface Figures {
  views: number;
  /** Visitors a day, added up: one person on two days is two (no visitor is recognised from one day to the next). */
  visitors: number;
  whatsapp: number;
  similar: number;
  call: number;
  email: number;
  quote: number;
  contact: number;
  share: number;
  /** Visitors who made at least one enquiry, a day, added up. */
  enquirers: number;
}

export const figureNames = ["views", "visitors", "whatsapp", "similar", "call", "email", "quote", "contact", "share", "enquirers"] as const satisfies readonly (keyof Figures)[];

/** All enquiries: chats (Get Similar Design ones too), calls, e-mails, quote requests, saved contacts. */
export const enquiries = (figures: Figures) => enquiryKinds.reduce((sum, kind) => sum + figures[kind], 0);

export interface Row extends Figures {
  value: string;
}

export interface Day extends Figures {
  day: string;
}

export interface Report {
  period: Period;
  /** First and last day of the period, and of the one before. */
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  current: Figures;
  previous: Figures;
  /** Every day of the period, oldest first, a day without visits as zeros. */
  days: Day[];
  /** The period's figures by each dimension, most viewed first. */
  by: Record<Exclude<Dimension, "site">, Row[]>;
  /** Events the bounds per sender left out, in the period and the one before (app/insights/bounds.ts). */
  dropped: { current: number; previous: number };
  /** The bounds themselves, which the page states. */
  bounds: typeof senderBounds;
  /**
   * When today's figures were added up, if not as the page was asked for: a
   * day too big to add up then is the hourly roll-up's (app/insights/roll-up.ts).
   * An ISO timestamp; none when today was added up just now or has no figures yet.
   */
  todayAddedUpAt?: string;
}

/** The most values of one dimension the page lists (the designs, the journal's posts, and the referring sites a period can bring). */
const rowsShown = 50;

const sums = figureNames.map((name) => `ifnull(sum(${name}), 0) AS ${name}`).join(", ");

const zero = (): Figures => ({ views: 0, visitors: 0, whatsapp: 0, similar: 0, call: 0, email: 0, quote: 0, contact: 0, share: 0, enquirers: 0 });

/**
 * Reads the report for the period ending today; today's totals are added up
 * first when today is small enough to add up at once (every day but one
 * flooded), so that the page shows every visit so far.
 */
export async function readReport(db: D1Database, period: Period, now = new Date()): Promise<Report> {
  const fresh = await addUpTodayIfSmall(db, now);
  const to = ahmedabadDay(now);
  const from = daysBefore(to, period - 1);
  const previousTo = daysBefore(from, 1);
  const previousFrom = daysBefore(previousTo, period - 1);
  const totals = `SELECT ${sums} FROM daily_totals WHERE dimension = 'site' AND day BETWEEN ?1 AND ?2`;
  const dropped = "SELECT ifnull(sum(events), 0) AS events FROM dropped_events WHERE day BETWEEN ?1 AND ?2";
  const [current, previous, droppedNow, droppedBefore, addedUp, daily, rows] = await db.batch([
    db.prepare(totals).bind(from, to),
    db.prepare(totals).bind(previousFrom, previousTo),
    db.prepare(dropped).bind(from, to),
    db.prepare(dropped).bind(previousFrom, previousTo),
    db.prepare("SELECT at FROM totals_added_up WHERE day = ?1").bind(to),
    db.prepare(`SELECT day, ${figureNames.join(", ")} FROM daily_totals WHERE dimension = 'site' AND day BETWEEN ?1 AND ?2 ORDER BY day`).bind(from, to),
    // At most `rowsShown` values of each dimension, the most viewed.
    db
      .prepare(
        `SELECT * FROM (
           SELECT dimension, value, ${sums}, row_number() OVER (PARTITION BY dimension ORDER BY sum(views) DESC, sum(enquirers) DESC, value) AS rank
           FROM daily_totals WHERE dimension != 'site' AND day BETWEEN ?1 AND ?2 GROUP BY dimension, value
         ) WHERE rank <= ?3 ORDER BY dimension, rank`,
      )
      .bind(from, to, rowsShown),
  ]);
  const events = (result: D1Result | undefined) => (result?.results[0] as { events: number } | undefined)?.events ?? 0;
  const byDay = new Map((daily!.results as Day[]).map((day) => [day.day, day]));
  const days: Day[] = [];
  for (let offset = period - 1; offset >= 0; offset -= 1) {
    const day = daysBefore(to, offset);
    days.push(byDay.get(day) ?? { day, ...zero() });
  }
  const by: Report["by"] = { page: [], language: [], design: [], post: [], service: [], referrer: [], country: [], region: [], device: [], browser_language: [] };
  for (const { dimension, rank: _rank, ...row } of rows!.results as (Row & { dimension: Exclude<Dimension, "site">; rank: number })[]) by[dimension]?.push(row);
  return {
    period,
    from,
    to,
    previousFrom,
    previousTo,
    current: (current!.results[0] as Figures | undefined) ?? zero(),
    previous: (previous!.results[0] as Figures | undefined) ?? zero(),
    days,
    by,
    dropped: { current: events(droppedNow), previous: events(droppedBefore) },
    bounds: senderBounds,
    todayAddedUpAt: fresh ? undefined : addedAt(addedUp!.results[0]),
  };
}

const addedAt = (row: unknown) => (row ? new Date((row as { at: number }).at).toISOString() : undefined);

/**
 * The period's days as CSV, one line a day, for a spreadsheet; the header's
 * words are the page's, in its language. RFC 4180: CRLF line ends, and a
 * field in double quotes (its own doubled) where it holds a comma, a quote or
 * a line break. A UTF-8 byte-order mark first: without it Excel reads the
 * file in the computer's own code page, and Gujarati headings come out as
 * gibberish.
 */
export function dailyCsv(report: Report, header: readonly string[]): string {
  const field = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const line = (cells: readonly string[]) => cells.map(field).join(",");
  const lines = [line(header), ...report.days.map((day) => line([day.day, ...figureNames.map((name) => String(day[name]))]))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
