-- What the intake can tie to a browser it served (a signed-in user's signed cookie, and the release this server
-- serves that user) is evidence a canary is judged on; anything else is kept apart, never counted. Errors are
-- grouped by a fingerprint of their type, message and top frame.
ALTER TABLE release_errors ADD COLUMN evidence_key text;
ALTER TABLE release_errors ADD COLUMN fingerprint text NOT NULL DEFAULT '';
ALTER TABLE release_page_views ADD COLUMN evidence_key text;
DROP INDEX release_errors_release;
CREATE INDEX release_errors_release ON release_errors (remote, version, received_at DESC) INCLUDE (evidence_key);
CREATE INDEX release_errors_groups ON release_errors (remote, fingerprint, received_at DESC);
DROP INDEX release_page_views_release;
CREATE INDEX release_page_views_release ON release_page_views (remote, version, viewed_at) INCLUDE (evidence_key);
CREATE INDEX release_page_views_age ON release_page_views (viewed_at);
CREATE INDEX release_replays_age ON release_replays (received_at);
