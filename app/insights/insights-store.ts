import {
  ahmedabadDay,
  browserLanguage,
  type CountedPage,
  deviceOf,
  type EventKind,
  placeOf,
  referrerHost,
} from "./what-is-counted";

/**
 * Writes what the Worker counts into D1 (`INSIGHTS_DB`, schema in
 * migrations/): one row per view, tap or quote request, with the visitor
 * as a keyed hash of (address, user agent) under the day's random key.
 * docs/decisions/016-insights.md says what is kept and for how long.
 */

export interface CountedEvent {
  kind: EventKind;
  page: CountedPage;
  /** The design the event is about (a tap on its page or its card); a design page's view names its own. */
  design?: string;
  /** The service (or, for a quote, the event type) it is about. */
  service?: string;
}

/**
 * Today's key, as this isolate last read it (none once the day is closed).
 * The key itself, not a promise of it: a promise made while answering one
 * request is not awaited while answering another (the Workers runtime ties
 * each to its own request). Until the first read ends, each count reads it.
 */
let dayKey: { day: string; key: CryptoKey | undefined } | undefined;

/**
 * The day's key: made at random by the first count of the day (whichever
 * isolate comes first; the others read the same one), and deleted by the
 * roll-up once the day is over (./roll-up.ts). None for a day already closed.
 */
async function keyOfDay(db: D1Database, day: string): Promise<CryptoKey | undefined> {
  if (dayKey?.day === day) return dayKey.key;
  const [, read] = await db.batch<{ key: ArrayBuffer }>([
    db
      .prepare("INSERT OR IGNORE INTO day_keys (day, key) SELECT ?1, randomblob(32) WHERE NOT EXISTS (SELECT 1 FROM closed_days WHERE day = ?1)")
      .bind(day),
    db.prepare("SELECT key FROM day_keys WHERE day = ?1").bind(day),
  ]);
  const bytes = read?.results[0]?.key;
  const key = bytes ? await crypto.subtle.importKey("raw", new Uint8Array(bytes), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]) : undefined;
  dayKey = { day, key };
  return key;
}

/**
 * The visitor, for one day: HMAC-SHA-256 under the day's key of the address
 * Cloudflare saw and the browser's user agent, cut to 128 bits. Without the
 * key (deleted after the day) nobody can tell whose it was, or match it to
 * another day's.
 */
async function visitorHash(key: CryptoKey, request: Request): Promise<ArrayBuffer> {
  const address = request.headers.get("CF-Connecting-IP") ?? "";
  const agent = request.headers.get("User-Agent") ?? "";
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${address}\n${agent}`));
  return mac.slice(0, 16);
}

/**
 * One event's row. A tap a visitor already made today on the same page (and
 * design, and service) is left out by the database's unique index, so a ping
 * and a beacon for one tap count once. An event whose day the roll-up has
 * closed in the meantime (a moment after midnight) is dropped.
 */
const insertEvent = `INSERT OR IGNORE INTO events (day, kind, page, language, design, service, referrer, country, region, device, browser_language, visitor)
  SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12
  WHERE NOT EXISTS (SELECT 1 FROM closed_days WHERE day = ?1)`;

type EventRow = (string | ArrayBuffer | null)[];

/** What is kept of one event, ready to write; none when its day is closed. */
async function eventRow(db: D1Database, request: Request, event: CountedEvent, now: Date): Promise<EventRow | undefined> {
  const day = ahmedabadDay(now);
  const key = await keyOfDay(db, day);
  if (!key) return undefined;
  const { country, region } = placeOf(request);
  return [
    day,
    event.kind,
    event.page.page,
    event.page.language,
    event.design ?? event.page.design ?? null,
    event.service ?? null,
    event.kind === "view" ? (referrerHost(request) ?? null) : null,
    country ?? null,
    region ?? null,
    deviceOf(request),
    browserLanguage(request) ?? null,
    await visitorHash(key, request),
  ];
}

/**
 * Rows wait here a second and are written together, one D1 batch (one
 * transaction) for all that arrived meanwhile. Measured under `wrangler dev`,
 * `/` from the edge cache, 16 connections, against the build before the
 * insights (docs/decisions/016-insights.md, Measured): a write per page view
 * served 20–40 % fewer pages a second; rows gathered for 50 ms, 8–12 % fewer;
 * for a second, 1 % fewer, within the 5 % the insights may cost.
 */
const rowsWaiting: EventRow[] = [];
let writeScheduled = false;
/** How long the first row waits for others. */
const gatherMs = 1000;
/** The most rows one batch writes; the rest follow in the next. */
const batchRows = 100;

/**
 * Queues a row. The count that finds no write scheduled schedules it, and
 * waits for it (its `waitUntil` keeps the Worker alive until it is done);
 * the others only queue theirs. Each row is taken from the queue once, by
 * one write, never retried: a view is never written twice.
 */
function queueRow(db: D1Database, row: EventRow): Promise<void> | undefined {
  rowsWaiting.push(row);
  if (writeScheduled) return undefined;
  writeScheduled = true;
  return (async () => {
    try {
      await new Promise((resolve) => setTimeout(resolve, gatherMs));
      while (rowsWaiting.length > 0) {
        const batch = rowsWaiting.splice(0, batchRows);
        await db.batch(batch.map((values) => db.prepare(insertEvent).bind(...values))).then(succeeded, failed);
      }
    } finally {
      writeScheduled = false;
    }
  })();
}

/** Whether the last write of this isolate failed: a failure is logged once, then not again until a write succeeds. */
let failing = false;

function succeeded() {
  failing = false;
}

function failed(error: unknown) {
  if (failing) return;
  failing = true;
  console.error(`Insights: a count could not be written (${error instanceof Error ? error.message : "unknown failure"}); later failures are not logged until one succeeds`);
}

/**
 * Counts an event in the background, after the response has gone
 * (`ctx.waitUntil`): a slow or failing database never delays or changes
 * what the visitor gets. A failure is logged once (what failed, never the
 * request), and the count is lost.
 */
export function countInBackground(context: Pick<ExecutionContext, "waitUntil">, db: D1Database, request: Request, event: CountedEvent, now = new Date()): void {
  context.waitUntil(
    eventRow(db, request, event, now).then(
      (row) => (row ? queueRow(db, row) : undefined),
      failed,
    ),
  );
}
