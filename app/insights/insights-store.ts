import { senderKey } from "~/http/sender";
import { dayOpen, withinDayBounds } from "./bounds";
import { referrerSource } from "./referrer-sources";
import { browserLanguage, deviceOf, placeOf } from "./visitor-traits";
import { ahmedabadDay, type CountedPage, type EventKind } from "./what-is-counted";
import { failed, queueDropped, queueWrites } from "./write-queue";

/**
 * Writes what the Worker counts into D1 (`INSIGHTS_DB`, schema in
 * migrations/): one row per view, tap or quote request, with the visitor
 * as a keyed hash of (address, user agent) and the sender as one of its
 * address (./bounds.ts), both under the day's random key.
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

export interface InsightsBindings {
  INSIGHTS_DB: D1Database;
  INSIGHTS_RATE_LIMITER: RateLimit;
  /** The Worker's secret (the owner's sessions' key), from which the hashing key is also derived, where it is set. */
  INSIGHTS_SESSION_SECRET?: string;
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
 * What hashes the visitors and senders is derived from it and the Worker's
 * secret (HMAC, labelled for this use), where the secret is set: the database
 * alone, read or restored, cannot test every IPv4 address against a day's
 * hashes, and deleting the day's key still unlinks them for good.
 */
async function keyOfDay(env: InsightsBindings, day: string): Promise<CryptoKey | undefined> {
  if (dayKey?.day === day) return dayKey.key;
  const db = env.INSIGHTS_DB;
  const [, read] = await db.batch<{ key: ArrayBuffer }>([
    db.prepare(`INSERT OR IGNORE INTO day_keys (day, key) SELECT ?1, randomblob(32) WHERE ${dayOpen}`).bind(day),
    db.prepare("SELECT key FROM day_keys WHERE day = ?1").bind(day),
  ]);
  const bytes = read?.results[0]?.key;
  const key = bytes ? await hashingKey(new Uint8Array(bytes), env.INSIGHTS_SESSION_SECRET) : undefined;
  dayKey = { day, key };
  return key;
}

const hmacKey = (bytes: Uint8Array<ArrayBuffer>) => crypto.subtle.importKey("raw", bytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);

/** HMAC(secret, "insights day key" + the day's key), or the day's key itself where no secret is set. */
async function hashingKey(dayKeyBytes: Uint8Array<ArrayBuffer>, secret: string | undefined): Promise<CryptoKey> {
  if (!secret) return hmacKey(dayKeyBytes);
  const label = new TextEncoder().encode("insights day key\n");
  const derived = await crypto.subtle.sign("HMAC", await hmacKey(new TextEncoder().encode(secret)), new Uint8Array([...label, ...dayKeyBytes]));
  return hmacKey(new Uint8Array(derived));
}

/** HMAC-SHA-256 under the day's key, cut to 128 bits: without the key (deleted after the day) nobody can tell whose it was. */
async function keyedHash(key: CryptoKey, text: string): Promise<ArrayBuffer> {
  return (await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(text))).slice(0, 16);
}

/** The event's row, kept only while it is within the sender's bounds for the day. `INSERT OR IGNORE`: a visitor's tap counts once a day (the unique index). */
const insertEvent = `INSERT OR IGNORE INTO events (day, kind, page, language, design, service, referrer, country, region, device, browser_language, post, visitor, sender)
  SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14 WHERE ${dayOpen} AND ${withinDayBounds}`;

/**
 * The same event, counted as left out when it is past the bounds; run before
 * {@link insertEvent}, so both read the same rows. Bound to the same values,
 * of which it reads the day and, last, the visitor and the sender: D1 refuses
 * a statement given more values than its highest parameter.
 */
const dropPastBounds = `INSERT INTO dropped_events (day, events) SELECT ?1, 1 WHERE ${dayOpen} AND NOT (${withinDayBounds})
  ON CONFLICT (day) DO UPDATE SET events = events + 1`;

/** The statements that write one event, or count it as left out; none when its day is closed. */
async function eventWrites(env: InsightsBindings, request: Request, event: CountedEvent, now: Date): Promise<D1PreparedStatement[]> {
  const db = env.INSIGHTS_DB;
  const day = ahmedabadDay(now);
  const key = await keyOfDay(env, day);
  if (!key) return [];
  const { country, region } = placeOf(request);
  const values = [
    day,
    event.kind,
    event.page.page,
    event.page.language,
    event.design ?? event.page.design ?? null,
    event.service ?? null,
    event.kind === "view" ? (referrerSource(request) ?? null) : null,
    country ?? null,
    region ?? null,
    deviceOf(request),
    browserLanguage(request) ?? null,
    event.page.post ?? null,
    await keyedHash(key, `${request.headers.get("CF-Connecting-IP") ?? ""}\n${request.headers.get("User-Agent") ?? ""}`),
    await keyedHash(key, `sender\n${senderKey(request)}`),
  ];
  return [db.prepare(dropPastBounds).bind(...values), db.prepare(insertEvent).bind(...values)];
}

/**
 * Whether the sender may count another event this minute. When the Rate
 * Limiting service fails, the event is counted rather than lost: the day's
 * bounds still hold.
 */
export async function withinMinuteBound(limiter: RateLimit, request: Request): Promise<boolean> {
  try {
    return (await limiter.limit({ key: senderKey(request) })).success;
  } catch {
    return true;
  }
}

/** Counts one event as left out by the minute's bound, after the response has gone. */
export function dropInBackground(context: Pick<ExecutionContext, "waitUntil">, db: D1Database, now = new Date()): void {
  const writing = queueDropped(db, ahmedabadDay(now));
  if (writing) context.waitUntil(writing);
}

/**
 * Counts an event in the background, after the response has gone
 * (`ctx.waitUntil`): a slow or failing database never delays or changes
 * what the visitor gets. The minute's bound is asked first, unless the
 * caller has asked it already (a report, which is answered 429 past it). A
 * failure is logged once (what failed, never the request), and the count is lost.
 */
export function countInBackground(
  context: Pick<ExecutionContext, "waitUntil">,
  env: InsightsBindings,
  request: Request,
  event: CountedEvent,
  { minuteBoundAsked = false, now = new Date() } = {},
): void {
  const count = async () => {
    const day = ahmedabadDay(now);
    if (!minuteBoundAsked && !(await withinMinuteBound(env.INSIGHTS_RATE_LIMITER, request))) return queueDropped(env.INSIGHTS_DB, day);
    const writes = await eventWrites(env, request, event, now);
    return writes.length > 0 ? queueWrites(env.INSIGHTS_DB, day, writes) : undefined;
  };
  context.waitUntil(count().catch(failed));
}
