-- Delivery rollups (issue 29): daily delivery summed ahead of time at the groupings the report catalogue reads, so
-- that a report reads a few rows per campaign and day instead of one per line item, day and region. They are kept
-- by the database on every write to daily_delivery (statement triggers over the rows each statement wrote, in the
-- same transaction: the seed, any ingestion, a line item's deletion cascading), so they can never lag the facts.
-- The semantic layer (server/src/semantic/delivery-sources.ts) reads one where it answers a query exactly.
-- delivery_rows counts the fact rows behind each row: a group exists exactly while it has facts, as in GROUP BY.

-- Per line item and day (the regions added up): every grouping and filter but the region.
CREATE TABLE delivery_line_item_days (
  line_item_id integer NOT NULL,
  day date NOT NULL,
  campaign_id integer NOT NULL,
  advertiser_id integer NOT NULL,
  delivery_rows integer NOT NULL,
  impressions bigint NOT NULL,
  viewable_impressions bigint NOT NULL,
  clicks bigint NOT NULL,
  completions bigint NOT NULL,
  conversions bigint NOT NULL,
  site_activities bigint NOT NULL,
  spend numeric(16, 2) NOT NULL,
  PRIMARY KEY (line_item_id, day, campaign_id, advertiser_id)
);
CREATE INDEX delivery_line_item_days_campaign_day ON delivery_line_item_days (campaign_id, day);
CREATE INDEX delivery_line_item_days_advertiser_day ON delivery_line_item_days (advertiser_id, day);

-- Per campaign and day (line items and regions added up): totals, days, weeks, months, campaigns, advertisers.
CREATE TABLE delivery_campaign_days (
  campaign_id integer NOT NULL,
  day date NOT NULL,
  advertiser_id integer NOT NULL,
  delivery_rows integer NOT NULL,
  impressions bigint NOT NULL,
  viewable_impressions bigint NOT NULL,
  clicks bigint NOT NULL,
  completions bigint NOT NULL,
  conversions bigint NOT NULL,
  site_activities bigint NOT NULL,
  spend numeric(16, 2) NOT NULL,
  PRIMARY KEY (campaign_id, day, advertiser_id)
);
CREATE INDEX delivery_campaign_days_advertiser_day ON delivery_campaign_days (advertiser_id, day);

-- Per campaign, day and region (line items added up): the Regions breakdown of a report without channel filters.
CREATE TABLE delivery_region_days (
  campaign_id integer NOT NULL,
  day date NOT NULL,
  region text NOT NULL,
  advertiser_id integer NOT NULL,
  delivery_rows integer NOT NULL,
  impressions bigint NOT NULL,
  viewable_impressions bigint NOT NULL,
  clicks bigint NOT NULL,
  completions bigint NOT NULL,
  conversions bigint NOT NULL,
  site_activities bigint NOT NULL,
  spend numeric(16, 2) NOT NULL,
  PRIMARY KEY (campaign_id, day, region, advertiser_id)
);
CREATE INDEX delivery_region_days_advertiser_day ON delivery_region_days (advertiser_id, day);

-- A report grouped or filtered by line item reads each line item's platform, channel, name, budget and pixel: from
-- the index alone (an index-only scan), not from the table's pages.
CREATE INDEX line_items_report_columns ON line_items (id) INCLUDE (platform, ad_format, name, budget, pixel_name);

-- Adds the rows a statement wrote (new_rows) and takes away those it removed (old_rows), rollup by rollup; a group
-- left without fact rows is deleted. Transition tables are visible only to this function's own statements, hence
-- one function and dynamic SQL over the three rollups' keys.
CREATE FUNCTION delivery_rollups_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rollup text[];
  step record;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE delivery_line_item_days, delivery_campaign_days, delivery_region_days;
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

CREATE TRIGGER daily_delivery_rollups_inserted AFTER INSERT ON daily_delivery
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION delivery_rollups_changed();
CREATE TRIGGER daily_delivery_rollups_updated AFTER UPDATE ON daily_delivery
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION delivery_rollups_changed();
CREATE TRIGGER daily_delivery_rollups_deleted AFTER DELETE ON daily_delivery
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION delivery_rollups_changed();
CREATE TRIGGER daily_delivery_rollups_truncated AFTER TRUNCATE ON daily_delivery
  FOR EACH STATEMENT EXECUTE FUNCTION delivery_rollups_changed();

-- A database that already holds delivery gets its rollups now.
INSERT INTO delivery_line_item_days
  SELECT line_item_id, day, campaign_id, advertiser_id, count(*), sum(impressions), sum(viewable_impressions),
    sum(clicks), sum(completions), sum(conversions), sum(site_activities), sum(spend)
  FROM daily_delivery GROUP BY line_item_id, day, campaign_id, advertiser_id;
INSERT INTO delivery_campaign_days
  SELECT campaign_id, day, advertiser_id, count(*), sum(impressions), sum(viewable_impressions),
    sum(clicks), sum(completions), sum(conversions), sum(site_activities), sum(spend)
  FROM daily_delivery GROUP BY campaign_id, day, advertiser_id;
INSERT INTO delivery_region_days
  SELECT campaign_id, day, region, advertiser_id, count(*), sum(impressions), sum(viewable_impressions),
    sum(clicks), sum(completions), sum(conversions), sum(site_activities), sum(spend)
  FROM daily_delivery GROUP BY campaign_id, day, region, advertiser_id;
