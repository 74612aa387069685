-- The owner's changes the deploy refused, for her page at /admin/changes
-- (app/insights/changes/), written by the deploy workflow through
-- scripts/record-refusal.ts (docs/deploying.md, "When the content is refused").
-- One row per refused deploy: when it was refused; the commit it would have
-- published (its short id, the first line of its message, when it was made);
-- the content check's problems as JSON, `[{ "file", "entry", "field", "rule" }]`
-- (app/content/build/content-problem.ts). A later deploy that goes live sets
-- `resolved_at` on every row still open: the site then shows her changes.
-- Times are milliseconds since 1970. No author, no e-mail address.
CREATE TABLE content_refusals (
  id INTEGER PRIMARY KEY,
  refused_at INTEGER NOT NULL,
  commit_id TEXT NOT NULL,
  commit_message TEXT NOT NULL,
  committed_at INTEGER NOT NULL,
  problems TEXT NOT NULL,
  -- Problems left out of `problems`, which is kept well within D1's 100 KB statement.
  more_problems INTEGER NOT NULL DEFAULT 0,
  resolved_at INTEGER
);

-- The page reads the open rows, newest first.
CREATE INDEX content_refusals_open ON content_refusals (resolved_at, refused_at);
