/**
 * How much one sender can change the owner's figures
 * (docs/decisions/016-insights.md, "Bounded per sender"). A sender is an IPv4
 * address or an IPv6 /64 (app/http/sender.ts); all the events it causes count
 * together, views, taps, saved contacts and quote requests alike:
 * - at most {@link senderBounds.perMinute} a minute, held by the
 *   `INSIGHTS_RATE_LIMITER` binding (wrangler.toml), which keeps no state
 *   longer than a minute;
 * - at most {@link senderBounds.perDay} a day, and at most
 *   {@link senderBounds.visitorsPerDay} visitors a day whatever user agents it
 *   sends, held by the database itself as each event is written: each event
 *   row carries the sender as a keyed hash under the day's key, deleted with
 *   the day's other rows when the day closes.
 * What the bounds leave out is counted per day (`dropped_events`), and the
 * owner's page says how much.
 */
export const senderBounds = { perMinute: 60, perDay: 300, visitorsPerDay: 10 } as const;

/**
 * Whether an event may still be written for its sender today: below the
 * day's events, and a visitor already seen today or one more within the
 * visitors. The statements it is part of bind `?1` to the day, `?13` to the
 * visitor and `?14` to the sender (./insights-store.ts); the index
 * `events_by_sender` (day, sender, visitor) answers each part from at most
 * {@link senderBounds.perDay} index entries.
 */
export const withinDayBounds = `(SELECT count(*) FROM events WHERE day = ?1 AND sender = ?14) < ${senderBounds.perDay}
  AND (EXISTS (SELECT 1 FROM events WHERE day = ?1 AND sender = ?14 AND visitor = ?13)
    OR (SELECT count(DISTINCT visitor) FROM events WHERE day = ?1 AND sender = ?14) < ${senderBounds.visitorsPerDay})`;

/** A day closed by the roll-up takes nothing more (./roll-up.ts). */
export const dayOpen = "NOT EXISTS (SELECT 1 FROM closed_days WHERE day = ?1)";
