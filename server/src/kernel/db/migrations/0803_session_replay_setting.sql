-- Session replay sampling as a BeaconAdmin sets it on the Releases page (one row; none: BEACON_SESSION_REPLAY_RATE).
CREATE TABLE session_replay_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  sample_rate double precision NOT NULL CHECK (sample_rate >= 0 AND sample_rate <= 1),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL
);
