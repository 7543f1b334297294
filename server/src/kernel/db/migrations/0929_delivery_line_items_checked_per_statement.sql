-- Delivery at volume (issue 43). daily_delivery's foreign key to line_items checked each row it wrote on its own
-- (a lookup and a lock of the line item per row: as long as writing the row). The same rule is now kept once per
-- statement, over the distinct line items of the rows the statement wrote: each is locked FOR KEY SHARE, as the
-- foreign key's own check locks it, so a line item cannot be deleted under rows being written until they are
-- committed, and rows written for one that is gone (or whose deletion commits while they wait) are refused with
-- the foreign key's error (23503). A line item's deletion still takes its delivery with it (ON DELETE CASCADE was
-- the rule): a statement trigger on line_items, whose statement runs after the deletion has waited out any writer
-- holding the lock, so it sees what that writer committed.
ALTER TABLE daily_delivery DROP CONSTRAINT daily_delivery_line_item_id_fkey;

CREATE FUNCTION daily_delivery_line_items_exist() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  missing integer;
BEGIN
  WITH written AS (SELECT DISTINCT line_item_id AS id FROM new_rows),
  locked AS (SELECT li.id FROM line_items li WHERE li.id IN (SELECT id FROM written) FOR KEY SHARE OF li)
  SELECT w.id INTO missing FROM written w WHERE w.id NOT IN (SELECT id FROM locked) LIMIT 1;
  IF missing IS NOT NULL THEN
    RAISE EXCEPTION 'insert or update on table "daily_delivery" violates foreign key constraint "daily_delivery_line_item_id_fkey"'
      USING ERRCODE = 'foreign_key_violation', TABLE = 'daily_delivery',
        CONSTRAINT = 'daily_delivery_line_item_id_fkey',
        DETAIL = format('Key (line_item_id)=(%s) is not present in table "line_items".', missing);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER daily_delivery_line_items_inserted AFTER INSERT ON daily_delivery
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION daily_delivery_line_items_exist();
CREATE TRIGGER daily_delivery_line_items_updated AFTER UPDATE ON daily_delivery
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION daily_delivery_line_items_exist();

CREATE FUNCTION line_items_delivery_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM daily_delivery d USING removed_line_items r WHERE d.line_item_id = r.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER line_items_delivery_removed AFTER DELETE ON line_items
  REFERENCING OLD TABLE AS removed_line_items FOR EACH STATEMENT EXECUTE FUNCTION line_items_delivery_removed();
