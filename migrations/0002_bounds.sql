-- The owner's figures bounded per sender and per dimension
-- (docs/decisions/016-insights.md, app/insights/bounds.ts, app/insights/roll-up.ts).

-- The sender (an IPv4 address or an IPv6 /64) as a keyed hash under the day's
-- key, like the visitor: deleted with the day's other rows.
ALTER TABLE events ADD COLUMN sender BLOB;

-- The day's bounds read a sender's rows; the roll-up reads a day's rows in
-- chunks of visitors.
DROP INDEX events_by_day;
CREATE INDEX events_by_sender ON events (day, sender, visitor);
CREATE INDEX events_by_visitor ON events (day, visitor);

-- Events the bounds left out, per day, kept as long as the totals.
CREATE TABLE dropped_events (
  day TEXT PRIMARY KEY,
  events INTEGER NOT NULL
);

-- A roll-up's totals as it adds a day up chunk by chunk (`run` names one
-- roll-up of one day); moved into `daily_totals` at the end, in one
-- transaction, so the owner's page never reads a day half added up.
CREATE TABLE rollup_staging (
  run TEXT NOT NULL,
  dimension TEXT NOT NULL,
  value TEXT NOT NULL,
  views INTEGER NOT NULL,
  visitors INTEGER NOT NULL,
  whatsapp INTEGER NOT NULL,
  similar INTEGER NOT NULL,
  call INTEGER NOT NULL,
  email INTEGER NOT NULL,
  quote INTEGER NOT NULL,
  contact INTEGER NOT NULL,
  share INTEGER NOT NULL,
  enquirers INTEGER NOT NULL,
  PRIMARY KEY (run, dimension, value)
);

-- When each day's totals were last added up (milliseconds since 1970), so the
-- owner's page can say how fresh today's are.
CREATE TABLE totals_added_up (
  day TEXT PRIMARY KEY,
  at INTEGER NOT NULL
);
