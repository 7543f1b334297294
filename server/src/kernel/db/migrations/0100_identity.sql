-- The local identity service (server/src/identity): Cognito's user pool, kept in our own database.
-- No password is stored: only the SRP salt and verifier Amplify's sign-in proves knowledge against.

CREATE TABLE identity_accounts (
  sub uuid PRIMARY KEY,
  -- The lower-cased email: Cognito's username and the USER_ID_FOR_SRP hashed into the verifier.
  username text NOT NULL UNIQUE,
  email text NOT NULL,
  -- CONFIRMED, FORCE_CHANGE_PASSWORD (temporary password) or RESET_REQUIRED (an administrator reset it).
  status text NOT NULL CHECK (status IN ('CONFIRMED', 'FORCE_CHANGE_PASSWORD', 'RESET_REQUIRED')),
  enabled boolean NOT NULL DEFAULT true,
  srp_salt text NOT NULL,
  srp_verifier text NOT NULL,
  -- Temporary passwords lapse like Cognito's TemporaryPasswordValidityDays; null means no limit (seeding).
  temporary_password_expires_at timestamptz,
  failed_sign_ins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per sign-in: its refresh token (hashed) and the origin_jti every token it yields carries,
-- so that RevokeToken and GlobalSignOut also end the access tokens of that sign-in.
CREATE TABLE identity_sessions (
  origin_jti uuid PRIMARY KEY,
  sub uuid NOT NULL REFERENCES identity_accounts (sub) ON DELETE CASCADE,
  client_id text NOT NULL,
  refresh_token_hash text NOT NULL UNIQUE,
  auth_time timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX identity_sessions_sub ON identity_sessions (sub);

-- The state between InitiateAuth and RespondToAuthChallenge (Cognito's Session string), used once.
CREATE TABLE identity_challenges (
  id text PRIMARY KEY,
  -- Null for an unknown user: the challenge is played out so that it cannot tell who exists.
  sub uuid REFERENCES identity_accounts (sub) ON DELETE CASCADE,
  username text NOT NULL,
  challenge text NOT NULL,
  state jsonb NOT NULL,
  expires_at timestamptz NOT NULL
);

-- Password-reset codes: one per account, so the last code sent is the only one that works.
CREATE TABLE identity_codes (
  sub uuid PRIMARY KEY REFERENCES identity_accounts (sub) ON DELETE CASCADE,
  code_hash text,
  expires_at timestamptz,
  failed_attempts integer NOT NULL DEFAULT 0,
  -- How many codes were sent since window_started_at, for Cognito's LimitExceededException.
  window_started_at timestamptz NOT NULL DEFAULT now(),
  sent_in_window integer NOT NULL DEFAULT 0
);
