-- Delivery at volume. The writer of imports (files, ingestion batches, connector syncs:
-- server/src/domains/imports/apply-delivery.ts) keeps the rollups itself, once per slice it writes, from the rows
-- it removed and the rows it wrote (delivery-rollups.ts), inside the same transaction. While it does, it sets
-- beacon.delivery_rollups to 'by writer' (transaction-local, and back to '' after its statements), and the statement
-- triggers of 0801 leave those statements to it. Every other write (the seed, Undo, a line item's deletion
-- cascading) is still kept by the triggers.
CREATE OR REPLACE FUNCTION delivery_rollups_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rollup text[];
  step record;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE delivery_line_item_days, delivery_campaign_days, delivery_region_days;
    RETURN NULL;
  END IF;
  IF current_setting('beacon.delivery_rollups', true) = 'by writer' THEN
    RETURN NULL;
  END IF;
  FOR step IN SELECT * FROM (VALUES (1, 'new_rows', 1), (2, 'old_rows', -1)) AS s(n, source, sign)
    WHERE (s.source = 'new_rows' AND TG_OP <> 'DELETE') OR (s.source = 'old_rows' AND TG_OP <> 'INSERT')
    ORDER BY s.n
  LOOP
    FOREACH rollup SLICE 1 IN ARRAY ARRAY[
      ['delivery_line_item_days', 'line_item_id, day, campaign_id, advertiser_id'],
      ['delivery_campaign_days', 'campaign_id, day, advertiser_id'],
      ['delivery_region_days', 'campaign_id, day, region, advertiser_id']
    ] LOOP
      EXECUTE format(
        'INSERT INTO %1$I AS r (%2$s, delivery_rows, impressions, viewable_impressions, clicks, completions,
           conversions, site_activities, spend)
         SELECT %2$s, %4$s * count(*), %4$s * sum(impressions), %4$s * sum(viewable_impressions), %4$s * sum(clicks),
           %4$s * sum(completions), %4$s * sum(conversions), %4$s * sum(site_activities), %4$s * sum(spend)
         FROM %3$I GROUP BY %2$s
         ON CONFLICT (%2$s) DO UPDATE SET delivery_rows = r.delivery_rows + excluded.delivery_rows,
           impressions = r.impressions + excluded.impressions,
           viewable_impressions = r.viewable_impressions + excluded.viewable_impressions,
           clicks = r.clicks + excluded.clicks, completions = r.completions + excluded.completions,
           conversions = r.conversions + excluded.conversions,
           site_activities = r.site_activities + excluded.site_activities, spend = r.spend + excluded.spend',
        rollup[1], rollup[2], step.source, step.sign);
      IF step.sign < 0 THEN
        EXECUTE format('DELETE FROM %1$I WHERE delivery_rows <= 0 AND (%2$s) IN (SELECT %2$s FROM old_rows)',
          rollup[1], rollup[2]);
      END IF;
    END LOOP;
  END LOOP;
  RETURN NULL;
END;
$$;

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
