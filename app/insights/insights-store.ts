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

/** Today's key, as this isolate last read it (none once the day is closed); a new day reads (or makes) the next. */
let dayKey: { day: string; key: Promise<CryptoKey | undefined> } | undefined;

/**
 * The day's key: made at random by the first request of the day (whichever
 * isolate comes first; the others read the same one), and deleted by the
 * roll-up once the day is over (./roll-up.ts). None for a day already closed.
 */
function keyOfDay(db: D1Database, day: string): Promise<CryptoKey | undefined> {
  if (dayKey?.day === day) return dayKey.key;
  const key = (async () => {
    const [, read] = await db.batch<{ key: ArrayBuffer }>([
      db
        .prepare("INSERT OR IGNORE INTO day_keys (day, key) SELECT ?1, randomblob(32) WHERE NOT EXISTS (SELECT 1 FROM closed_days WHERE day = ?1)")
        .bind(day),
      db.prepare("SELECT key FROM day_keys WHERE day = ?1").bind(day),
    ]);
    const bytes = read?.results[0]?.key;
    return bytes ? crypto.subtle.importKey("raw", new Uint8Array(bytes), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]) : undefined;
  })();
  dayKey = { day, key };
  // A failed read is not kept: the next request tries again.
  key.catch(() => {
    if (dayKey?.key === key) dayKey = undefined;
  });
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
 * Counts one event. A tap a visitor already made today on the same page
 * (and design, and service) is left out by the database's unique index, so a
 * ping and a beacon for one tap count once. One statement, never retried:
 * a view is never written twice. An event whose day the roll-up has closed
 * in the meantime (a moment after midnight) is dropped.
 */
export async function recordEvent(db: D1Database, request: Request, event: CountedEvent, now = new Date()): Promise<void> {
  const day = ahmedabadDay(now);
  const key = await keyOfDay(db, day);
  if (!key) return;
  const visitor = await visitorHash(key, request);
  const { country, region } = placeOf(request);
  await db
    .prepare(
      `INSERT OR IGNORE INTO events (day, kind, page, language, design, service, referrer, country, region, device, browser_language, visitor)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12
       WHERE NOT EXISTS (SELECT 1 FROM closed_days WHERE day = ?1)`,
    )
    .bind(
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
      visitor,
    )
    .run();
}

/** Whether the last write of this isolate failed: a failure is logged once, then not again until a write succeeds. */
let failing = false;

/**
 * Counts in the background, after the response has gone
 * (`ctx.waitUntil`): a slow or failing database never delays or changes
 * what the visitor gets. A failure is logged once (what failed, never the
 * request), and the count is lost.
 */
export function countInBackground(context: Pick<ExecutionContext, "waitUntil">, write: () => Promise<void>): void {
  context.waitUntil(
    write().then(
      () => {
        failing = false;
      },
      (error: unknown) => {
        if (failing) return;
        failing = true;
        console.error(`Insights: a count could not be written (${error instanceof Error ? error.message : "unknown failure"}); later failures are not logged until one succeeds`);
      },
    ),
  );
}
