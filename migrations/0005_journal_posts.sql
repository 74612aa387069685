-- The journal's posts in the owner's insights (docs/decisions/016-insights.md):
-- a view of a post's page, and a tap made on it, name the post as a design's
-- page names its design. Only a post the site has is ever written
-- (app/insights/what-is-counted.ts), so the values stay the site's own.
ALTER TABLE events ADD COLUMN post TEXT;

-- A visitor's tap of one kind counts once a day per page, design, service and
-- now post: a WhatsApp chat from one post's page and one from another's are two.
DROP INDEX one_tap_a_day;
CREATE UNIQUE INDEX one_tap_a_day ON events (day, visitor, kind, page, ifnull(design, ''), ifnull(service, ''), ifnull(post, ''))
  WHERE kind NOT IN ('view', 'quote');
