-- Several server processes over one PostgreSQL: what one of them must be able to read from another.

-- Uploaded files' bytes, when the file store is the database (BEACON_FILE_STORE=database, the default on
-- PostgreSQL): every instance serves every upload. The key is the files row's storage_key.
CREATE TABLE file_blobs (
  storage_key text PRIMARY KEY,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Keys and secrets every instance must hold alike (the identity service's signing key, the notification and
-- analytics secrets): the first instance writes its own, every later one reads them. PostgreSQL only; PGlite keeps
-- them in its data directory beside the database.
CREATE TABLE server_keys (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Live-stream events too large for a pg_notify payload (8000 bytes): the notification carries the row's id.
CREATE TABLE stream_events (
  id bigserial PRIMARY KEY,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
