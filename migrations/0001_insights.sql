-- The owner's insights (docs/decisions/016-insights.md): what the Worker counts,
-- without cookies, and the daily totals the insights page reads.

-- A random key per day (Ahmedabad's day) for the visitor hash. A day's key is
-- deleted once the day is over, so no hash can be made again or compared
-- across days.
CREATE TABLE day_keys (
  day TEXT PRIMARY KEY,
  key BLOB NOT NULL
);

-- One row per page view, tap or quote request of a day not yet over. `visitor`
-- is the keyed hash of (address, browser) under the day's key. Once the day is
-- over, the roll-up adds its rows up into `daily_totals` and deletes them with
-- the key. No address, no user agent, no query string, no form field.
CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  day TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('view', 'whatsapp', 'similar', 'call', 'email', 'quote', 'contact', 'share')),
  page TEXT NOT NULL,
  language TEXT NOT NULL,
  design TEXT,
  service TEXT,
  referrer TEXT,
  country TEXT,
  region TEXT,
  device TEXT,
  browser_language TEXT,
  visitor BLOB
);

CREATE INDEX events_by_day ON events (day);

-- A visitor's tap of one kind on one page (and design, and service) counts
-- once a day: a double tap, or a ping and a beacon for the same tap, are one.
CREATE UNIQUE INDEX one_tap_a_day ON events (day, visitor, kind, page, ifnull(design, ''), ifnull(service, ''))
  WHERE kind NOT IN ('view', 'quote');

-- The days already added up for good: nothing more is written for them (a
-- count that arrives a moment after midnight is dropped, not added to a day
-- whose visitors can no longer be told apart).
CREATE TABLE closed_days (
  day TEXT PRIMARY KEY
);

-- What the insights page reads: per day, per dimension ('site', 'page',
-- 'language', 'design', 'service', 'referrer', 'country', 'region', 'device',
-- 'browser_language') and value, kept two years.
CREATE TABLE daily_totals (
  day TEXT NOT NULL,
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
  -- Visitors who made at least one enquiry (WhatsApp, call, e-mail, quote, contact saved).
  enquirers INTEGER NOT NULL,
  PRIMARY KEY (day, dimension, value)
);
