-- A request-for-proposal form made from a CRM's record (a Salesforce opportunity) carries the record's id, so that
-- the next sync updates the same form instead of adding one.
ALTER TABLE rfp_forms ADD COLUMN external_id text;
CREATE UNIQUE INDEX rfp_forms_external_id ON rfp_forms (client_id, external_id);
