/**
 * The insights' writes wait here a second and go together, one D1 batch (one
 * transaction) for all that arrived meanwhile. Measured under `wrangler dev`,
 * `/` from the edge cache, 16 connections, against the build before the
 * insights (docs/decisions/016-insights.md, Measured): a write per page view
 * served 20–40 % fewer pages a second; writes gathered for 50 ms, 8–12 %
 * fewer; for a second, 1 % fewer, within the 5 % the insights may cost.
 */

/** One event's statements, which go in the same batch. */
type Writes = D1PreparedStatement[];

const waiting: Writes[] = [];
let writeScheduled = false;
/** How long the first event waits for others. */
const gatherMs = 1000;
/** The most events one batch writes; the rest follow in the next. */
const batchEvents = 100;

/**
 * Queues an event's writes. The call that finds no write scheduled
 * schedules it and returns it, for its `waitUntil` to keep the Worker alive
 * until it is done; the others only queue theirs. Each event is taken from
 * the queue once, by one batch, never retried: nothing is written twice.
 */
export function queueWrites(db: D1Database, writes: Writes): Promise<void> | undefined {
  waiting.push(writes);
  if (writeScheduled) return undefined;
  writeScheduled = true;
  return (async () => {
    try {
      await new Promise((resolve) => setTimeout(resolve, gatherMs));
      while (waiting.length > 0) {
        const batch = waiting.splice(0, batchEvents).flat();
        await db.batch(batch).then(succeeded, failed);
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

/** Logs a failed count once (what failed, never the request); the count is lost. */
export function failed(error: unknown) {
  if (failing) return;
  failing = true;
  console.error(`Insights: a count could not be written (${error instanceof Error ? error.message : "unknown failure"}); later failures are not logged until one succeeds`);
}
