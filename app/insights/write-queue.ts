/**
 * The insights' writes wait here a second and go together, one D1 batch (one
 * transaction) for all that arrived meanwhile. Measured under `wrangler dev`,
 * `/` from the edge cache, 16 connections, against the build before the
 * insights (docs/decisions/016-insights.md, Measured): a write per page view
 * served 20–40 % fewer pages a second; writes gathered for 50 ms, 8–12 %
 * fewer; for a second, 1 % fewer, within the 5 % the insights may cost.
 *
 * The first count that finds no batch forming waits the second and writes,
 * in its own `waitUntil` (the Workers runtime ties I/O to the request it is
 * made for, and cancels a request that only waits on another's), batch after
 * batch while events keep coming, for at most {@link writerMs}: within the
 * 30 s a `waitUntil` may run on after its response. Events still waiting
 * then go with the next count's batches. Events the bounds leave out are added
 * up here and written as one number a batch: a flood of refused requests costs
 * no more writes than a quiet minute.
 */

const waiting: D1PreparedStatement[][] = [];
/** Events left out, by day, since the last batch. */
const dropped = new Map<string, number>();
/** Whether a count is writing this isolate's batches. */
let writing = false;
/** How long the first event waits for others. */
const gatherMs = 1000;
/** The most events one batch writes; the rest follow in the next. */
const batchEvents = 100;
/** The most events an isolate holds unwritten; past it, an event is counted as left out rather than held. */
const mostWaiting = 5000;
/** How long one count writes batches before leaving the rest to the next. */
const writerMs = 20_000;

/**
 * Queues an event's writes. The count that finds no one writing writes, and
 * returns the promise of its writing for its `waitUntil`; the others only
 * queue theirs. Each event is in one batch, never retried: nothing is
 * written twice.
 */
export function queueWrites(db: D1Database, day: string, writes: D1PreparedStatement[]): Promise<void> | undefined {
  if (waiting.length >= mostWaiting) return queueDropped(db, day);
  waiting.push(writes);
  return startWriting(db);
}

/** Counts one event left out on `day`, written with the next batch. */
export function queueDropped(db: D1Database, day: string): Promise<void> | undefined {
  dropped.set(day, (dropped.get(day) ?? 0) + 1);
  return startWriting(db);
}

function startWriting(db: D1Database): Promise<void> | undefined {
  if (writing) return undefined;
  writing = true;
  return writeBatches(db);
}

async function writeBatches(db: D1Database): Promise<void> {
  const started = Date.now();
  try {
    await new Promise((resolve) => setTimeout(resolve, gatherMs));
    while ((waiting.length > 0 || dropped.size > 0) && Date.now() - started < writerMs) {
      const batch = waiting.splice(0, batchEvents).flat();
      for (const [day, events] of dropped) {
        batch.push(db.prepare("INSERT INTO dropped_events (day, events) VALUES (?1, ?2) ON CONFLICT (day) DO UPDATE SET events = events + ?2").bind(day, events));
      }
      dropped.clear();
      if (batch.length > 0) await db.batch(batch).then(succeeded, failed);
    }
  } finally {
    writing = false;
  }
}

/** Whether the last write of this isolate failed: a failure is logged once, then not again until a write succeeds. */
let failing = false;

function succeeded() {
  failing = false;
}

/** Logs a failed count once (what failed, never the request); the count is lost. */
export function failed(error: unknown) {
  if (failing) return;
  failing = true;
  console.error(`Insights: a count could not be written (${error instanceof Error ? error.message : "unknown failure"}); later failures are not logged until one succeeds`);
}
