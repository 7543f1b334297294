-- Delivery at volume. The writer of imports (files, ingestion batches, connector syncs:
-- server/src/domains/imports/apply-delivery.ts) keeps the rollups itself, once per slice it writes, from the rows
-- it removed and the rows it wrote (delivery-rollups.ts), inside the same transaction. While it does, it sets
-- beacon.delivery_rollups to 'by writer' (transaction-local, and back to '' after its statements), and the statement
-- triggers of 0801 leave those statements to it. Every other write (the seed, Undo, a line item's deletion
-- cascading) is still kept by the triggers.
DROP TRIGGER daily_delivery_rollups_inserted ON daily_delivery;
DROP TRIGGER daily_delivery_rollups_updated ON daily_delivery;
DROP TRIGGER daily_delivery_rollups_deleted ON daily_delivery;
CREATE TRIGGER daily_delivery_rollups_inserted AFTER INSERT ON daily_delivery
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  WHEN (current_setting('beacon.delivery_rollups', true) IS DISTINCT FROM 'by writer')
  EXECUTE FUNCTION delivery_rollups_changed();
CREATE TRIGGER daily_delivery_rollups_updated AFTER UPDATE ON daily_delivery
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  WHEN (current_setting('beacon.delivery_rollups', true) IS DISTINCT FROM 'by writer')
  EXECUTE FUNCTION delivery_rollups_changed();
CREATE TRIGGER daily_delivery_rollups_deleted AFTER DELETE ON daily_delivery
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  WHEN (current_setting('beacon.delivery_rollups', true) IS DISTINCT FROM 'by writer')
  EXECUTE FUNCTION delivery_rollups_changed();

-- An import's staged and replaced rows are written once per delivery row: a foreign key checked row by row cost
-- as much as writing the row. They leave with their import all the same, by one statement per deletion of imports.
ALTER TABLE import_staged_rows DROP CONSTRAINT import_staged_rows_import_id_fkey;
ALTER TABLE import_replaced DROP CONSTRAINT import_replaced_import_id_fkey;
CREATE FUNCTION imports_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM import_staged_rows s USING removed_imports r WHERE s.import_id = r.id;
  DELETE FROM import_replaced p USING removed_imports r WHERE p.import_id = r.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER imports_rows_removed AFTER DELETE ON imports
  REFERENCING OLD TABLE AS removed_imports FOR EACH STATEMENT EXECUTE FUNCTION imports_removed();
