-- The roll-up resumable, and read by sender (app/insights/roll-up.ts).

-- Rows counted before senders were kept: each visitor its own sender, so every
-- row belongs to one.
UPDATE events SET sender = visitor WHERE sender IS NULL;

-- A day is read in chunks of whole senders (a sender's visitors are its own),
-- through `events_by_sender`; no statement reads by visitor any more.
DROP INDEX events_by_visitor;

-- How many senders sent each value in a run: a referring site is kept by name
-- only when several did.
ALTER TABLE rollup_staging ADD COLUMN senders INTEGER NOT NULL DEFAULT 0;

-- A day's roll-up under way: its run, the last sender added up, and whether it
-- is adding up or (a closing day) deleting the events it added up. The next
-- run of the Cron Trigger carries on from here, so no day is too big to close.
CREATE TABLE rollup_progress (
  day TEXT PRIMARY KEY,
  run TEXT NOT NULL,
  after BLOB NOT NULL,
  stage TEXT NOT NULL CHECK (stage IN ('add', 'delete')),
  closing INTEGER NOT NULL
);
