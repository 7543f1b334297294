-- A client's brand, as a BeaconAdmin sets it in Administration › Brands (docs/branding.md): its name, seven colours
-- (the first leads), the ink of the drawer and the sign-in panel, the login background and the logo. It takes effect
-- on the next page load of its host names; a host name without one falls back to BEACON_SITES and the built-in brands.
CREATE TABLE client_brands (
  client_id integer PRIMARY KEY REFERENCES clients(id) ON DELETE CASCADE,
  name text NOT NULL,
  -- Seven '#rrggbb' colours, checked for contrast by the server when saved.
  palette jsonb NOT NULL,
  ink text NOT NULL,
  -- { kind: 'colour', colour } | { kind: 'gradient', angle, stops: [palette index, ...] } | { kind: 'image' }
  login_background jsonb NOT NULL,
  -- Uploaded images, stored like files' bytes (kernel/storage/file-store.ts) under 'brands/<client>/<uuid>.<ext>'.
  logo_storage_key text,
  logo_mime_type text,
  background_storage_key text,
  background_mime_type text,
  updated_by text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The host names that show a client's brand: one client per host name.
CREATE TABLE client_brand_hosts (
  host text PRIMARY KEY,
  client_id integer NOT NULL REFERENCES client_brands(client_id) ON DELETE CASCADE
);
CREATE INDEX client_brand_hosts_client ON client_brand_hosts (client_id);
CREATE TRIGGER client_brands_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON client_brands
  FOR EACH STATEMENT EXECUTE FUNCTION beacon_data_changed();
CREATE TRIGGER client_brand_hosts_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON client_brand_hosts
  FOR EACH STATEMENT EXECUTE FUNCTION beacon_data_changed();
