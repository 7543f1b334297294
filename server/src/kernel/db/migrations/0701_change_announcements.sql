-- What a signed-in caller may reach is kept for a few seconds per token by each server process (the access cache).
-- Any change to it, by whichever process and through whichever query, is announced on the beacon_access channel,
-- and every process forgets what it kept: users (role, privileges, enabled, terms), their advertiser and group
-- assignments, advertisers (their client and group), and sign-ins ended (identity_sessions revoked or removed).
CREATE FUNCTION beacon_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('beacon_access', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

CREATE TRIGGER users_access_changed AFTER UPDATE OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION beacon_access_changed();
CREATE TRIGGER user_advertisers_access_changed AFTER INSERT OR UPDATE OR DELETE ON user_advertisers
  FOR EACH STATEMENT EXECUTE FUNCTION beacon_access_changed();
CREATE TRIGGER user_advertiser_groups_access_changed AFTER INSERT OR UPDATE OR DELETE ON user_advertiser_groups
  FOR EACH STATEMENT EXECUTE FUNCTION beacon_access_changed();
CREATE TRIGGER advertisers_access_changed AFTER INSERT OR UPDATE OR DELETE ON advertisers
  FOR EACH STATEMENT EXECUTE FUNCTION beacon_access_changed();
CREATE TRIGGER clients_access_changed AFTER DELETE ON clients
  FOR EACH STATEMENT EXECUTE FUNCTION beacon_access_changed();
CREATE TRIGGER identity_sessions_access_changed AFTER UPDATE OR DELETE ON identity_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION beacon_access_changed();

-- The hub's answers to reads are kept per process for a moment (the response cache). Any write to the data they
-- are made of, by any process and any query, is announced on beacon_data and every process forgets them: one
-- statement trigger per table that exists now (a table added later shows its changes within the cache's seconds).
-- Left out: what the hub's reads never show and that changes on every sign-in, stream or mail.
CREATE FUNCTION beacon_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('beacon_data', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

DO $$
DECLARE
  t text;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT IN (
    'schema_migrations', 'server_keys', 'stream_events', 'file_blobs', 'identity_accounts', 'identity_sessions',
    'identity_challenges', 'identity_codes', 'mail_outbox', 'notification_watch', 'oauth_provider_payloads',
    'oauth_provider_keys', 'analytics_oauth_states', 'assistant_conversations', 'assistant_messages'
  ) LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION beacon_data_changed()',
      t || '_data_changed', t);
  END LOOP;
END;
$$;
