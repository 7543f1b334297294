-- Delivery by US state (issue 25): the campaign report's map colours each state by its own figures. Delivery is
-- stored per line item, day and region (daily_delivery); each campaign's weights say how its delivery in a region
-- spreads over the region's states (what a platform's geo report gives; the seed writes them, and a campaign
-- without weights spreads by population). daily_state_delivery splits every fact row over its region's states by
-- those weights, in whole units (cents for spend) with the largest remainder: the states of a region add up
-- exactly to the region's figures, on every line item and day. It is a view over the facts, so it can never lag
-- them, and a report grouped by state keeps every filter the facts answer (line items, channels, pixels).

CREATE TABLE us_states (
  code text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  region text NOT NULL,
  -- People in the state (2020 census): the weight of a campaign that has none of its own.
  population integer NOT NULL CHECK (population > 0)
);
CREATE INDEX us_states_region ON us_states (region);

INSERT INTO us_states (code, name, region, population) VALUES
  ('ct', 'Connecticut', 'Northeast', 3605944), ('me', 'Maine', 'Northeast', 1362359),
  ('ma', 'Massachusetts', 'Northeast', 7029917), ('nh', 'New Hampshire', 'Northeast', 1377529),
  ('ri', 'Rhode Island', 'Northeast', 1097379), ('vt', 'Vermont', 'Northeast', 643077),
  ('nj', 'New Jersey', 'Northeast', 9288994), ('ny', 'New York', 'Northeast', 20201249),
  ('pa', 'Pennsylvania', 'Northeast', 13002700),
  ('il', 'Illinois', 'Midwest', 12812508), ('in', 'Indiana', 'Midwest', 6785528),
  ('mi', 'Michigan', 'Midwest', 10077331), ('oh', 'Ohio', 'Midwest', 11799448),
  ('wi', 'Wisconsin', 'Midwest', 5893718), ('ia', 'Iowa', 'Midwest', 3190369), ('ks', 'Kansas', 'Midwest', 2937880),
  ('mn', 'Minnesota', 'Midwest', 5706494), ('mo', 'Missouri', 'Midwest', 6154913),
  ('ne', 'Nebraska', 'Midwest', 1961504), ('nd', 'North Dakota', 'Midwest', 779094),
  ('sd', 'South Dakota', 'Midwest', 886667),
  ('de', 'Delaware', 'Southeast', 989948), ('fl', 'Florida', 'Southeast', 21538187),
  ('ga', 'Georgia', 'Southeast', 10711908), ('md', 'Maryland', 'Southeast', 6177224),
  ('nc', 'North Carolina', 'Southeast', 10439388), ('sc', 'South Carolina', 'Southeast', 5118425),
  ('va', 'Virginia', 'Southeast', 8631393), ('dc', 'District of Columbia', 'Southeast', 689545),
  ('wv', 'West Virginia', 'Southeast', 1793716), ('al', 'Alabama', 'Southeast', 5024279),
  ('ky', 'Kentucky', 'Southeast', 4505836), ('ms', 'Mississippi', 'Southeast', 2961279),
  ('tn', 'Tennessee', 'Southeast', 6910840), ('ar', 'Arkansas', 'Southeast', 3011524),
  ('la', 'Louisiana', 'Southeast', 4657757), ('ok', 'Oklahoma', 'Southeast', 3959353),
  ('tx', 'Texas', 'Southeast', 29145505),
  ('az', 'Arizona', 'West', 7151502), ('co', 'Colorado', 'West', 5773714), ('id', 'Idaho', 'West', 1839106),
  ('mt', 'Montana', 'West', 1084225), ('nv', 'Nevada', 'West', 3104614), ('nm', 'New Mexico', 'West', 2117522),
  ('ut', 'Utah', 'West', 3271616), ('wy', 'Wyoming', 'West', 576851), ('ak', 'Alaska', 'West', 733391),
  ('ca', 'California', 'West', 39538223), ('hi', 'Hawaii', 'West', 1455271), ('or', 'Oregon', 'West', 4237256),
  ('wa', 'Washington', 'West', 7705281);

-- How a campaign's delivery in a region spreads over its states (relative weights within the region).
CREATE TABLE campaign_state_weights (
  campaign_id integer NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  state text NOT NULL REFERENCES us_states(code),
  weight bigint NOT NULL CHECK (weight > 0),
  PRIMARY KEY (campaign_id, state)
);

-- Each fact row (line item, day, region) over its region's states. A figure's share is value x weight / region
-- weight, floored; what the floors leave (fewer units than states) goes one unit each to the states with the
-- largest remainders (ties to the state code), so a row's states add up to the row. Integer arithmetic only.
-- Every window is partitioned by the fact row with its campaign and advertiser, so a filter on any of them is
-- applied to the facts before the split (read through their indexes).
CREATE VIEW daily_state_delivery AS
SELECT line_item_id, campaign_id, advertiser_id, day, region, state,
  (impressions_floor + (impressions_rank <= impressions_left)::int)::int AS impressions,
  (viewable_floor + (viewable_rank <= viewable_left)::int)::int AS viewable_impressions,
  (clicks_floor + (clicks_rank <= clicks_left)::int)::int AS clicks,
  (completions_floor + (completions_rank <= completions_left)::int)::int AS completions,
  (conversions_floor + (conversions_rank <= conversions_left)::int)::int AS conversions,
  (activities_floor + (activities_rank <= activities_left)::int)::int AS site_activities,
  ((cents_floor + (cents_rank <= cents_left)::int) / 100.0)::numeric(12, 2) AS spend
FROM (
  SELECT s.*,
    s.impressions::bigint - sum(s.impressions_floor) OVER fact AS impressions_left,
    row_number() OVER (fact ORDER BY s.impressions::bigint * s.weight % s.total DESC, s.state) AS impressions_rank,
    s.viewable_impressions::bigint - sum(s.viewable_floor) OVER fact AS viewable_left,
    row_number() OVER (fact ORDER BY s.viewable_impressions::bigint * s.weight % s.total DESC, s.state) AS viewable_rank,
    s.clicks::bigint - sum(s.clicks_floor) OVER fact AS clicks_left,
    row_number() OVER (fact ORDER BY s.clicks::bigint * s.weight % s.total DESC, s.state) AS clicks_rank,
    s.completions::bigint - sum(s.completions_floor) OVER fact AS completions_left,
    row_number() OVER (fact ORDER BY s.completions::bigint * s.weight % s.total DESC, s.state) AS completions_rank,
    s.conversions::bigint - sum(s.conversions_floor) OVER fact AS conversions_left,
    row_number() OVER (fact ORDER BY s.conversions::bigint * s.weight % s.total DESC, s.state) AS conversions_rank,
    s.site_activities::bigint - sum(s.activities_floor) OVER fact AS activities_left,
    row_number() OVER (fact ORDER BY s.site_activities::bigint * s.weight % s.total DESC, s.state) AS activities_rank,
    s.cents - sum(s.cents_floor) OVER fact AS cents_left,
    row_number() OVER (fact ORDER BY s.cents * s.weight % s.total DESC, s.state) AS cents_rank
  FROM (
    SELECT w.*,
      w.impressions::bigint * w.weight / w.total AS impressions_floor,
      w.viewable_impressions::bigint * w.weight / w.total AS viewable_floor,
      w.clicks::bigint * w.weight / w.total AS clicks_floor,
      w.completions::bigint * w.weight / w.total AS completions_floor,
      w.conversions::bigint * w.weight / w.total AS conversions_floor,
      w.site_activities::bigint * w.weight / w.total AS activities_floor,
      w.cents * w.weight / w.total AS cents_floor
    FROM (
      SELECT d.line_item_id, d.campaign_id, d.advertiser_id, d.day, d.region, st.code AS state, d.impressions,
        d.viewable_impressions, d.clicks, d.completions, d.conversions, d.site_activities,
        round(d.spend * 100)::bigint AS cents,
        COALESCE(cw.weight, st.population) AS weight,
        sum(COALESCE(cw.weight, st.population)) OVER (PARTITION BY d.line_item_id, d.day, d.region, d.campaign_id,
          d.advertiser_id)::bigint AS total
      FROM daily_delivery d
      JOIN us_states st ON st.region = d.region
      LEFT JOIN campaign_state_weights cw ON cw.campaign_id = d.campaign_id AND cw.state = st.code
    ) w
  ) s
  WINDOW fact AS (PARTITION BY s.line_item_id, s.day, s.region, s.campaign_id, s.advertiser_id)
) r;
