-- The owner's sessions on the insights page (app/insights/owner-session.ts): a
-- session is live while its row is here and its end is ahead. Signing out
-- deletes the row, so a copy of the cookie stops working at once. `id` is the
-- SHA-256 of the id the cookie carries: the table alone signs no one in.
CREATE TABLE owner_sessions (
  id BLOB PRIMARY KEY,
  until INTEGER NOT NULL
);
