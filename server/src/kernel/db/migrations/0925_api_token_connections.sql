-- A connection can also be made with an API token a person pastes (The Trade Desk's TTD-Auth token): its token is
-- kept encrypted in analytics_connection_tokens as OAuth tokens are, with no refresh token and no expiry.
ALTER TABLE analytics_connections DROP CONSTRAINT analytics_connections_auth_type_check;
ALTER TABLE analytics_connections
  ADD CONSTRAINT analytics_connections_auth_type_check CHECK (auth_type IN ('oauth', 'manual', 'token'));
