-- Connectors' mapping: a vendor's record that stands for an advertiser (a QuickBooks customer, a Salesforce
-- account) is tied to a Beacon advertiser of the connection's client once, by a person, or at once when an
-- advertiser already carries the vendor's id as its external id. A record seen but not mapped yet has no
-- advertiser: it is listed for a person to map, and what it holds is not written anywhere (never guessed).
CREATE TABLE connector_mappings (
  connection_id integer NOT NULL REFERENCES analytics_connections(id) ON DELETE CASCADE,
  -- What the record is at its vendor: 'customer' (QuickBooks Online), 'account' (Salesforce), ...
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-zA-Z]*$'),
  external_id text NOT NULL,
  external_name text NOT NULL,
  advertiser_id integer REFERENCES advertisers(id) ON DELETE SET NULL,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  mapped_by text,
  mapped_at timestamptz,
  PRIMARY KEY (connection_id, kind, external_id)
);
CREATE INDEX connector_mappings_advertiser ON connector_mappings (advertiser_id) WHERE advertiser_id IS NOT NULL;
CREATE TRIGGER connector_mappings_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON connector_mappings
  FOR EACH STATEMENT EXECUTE FUNCTION beacon_data_changed();
