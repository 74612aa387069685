/**
 * How much one sender (an address; an IPv6 address by its /64, as
 * ./reports.ts keys it) can put into the owner's figures, so that one busy
 * network, or a program, cannot swell them: events a minute and a day, and
 * visitors a day. What the bounds leave out is counted by day in
 * `dropped_events` (migrations/0002_bounds.sql), and the insights page says
 * both (./report.ts).
 */
export interface SenderBounds {
  perMinute: number;
  perDay: number;
  visitorsPerDay: number;
}

export const senderBounds: Readonly<SenderBounds> = { perMinute: 60, perDay: 300, visitorsPerDay: 10 };
