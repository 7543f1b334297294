-- Delivery by US state is split when a report asks for it (server/src/semantic/by-state.ts): each campaign's
-- figures in a region, after the report's filters and sums, over the region's states by the campaign's weights.
-- The view of 0901 split every fact row over its states when read, 85 to 88% of a report's database time
-- (issue 29); the weights and the states stay.
DROP VIEW daily_state_delivery;

-- A change of weights is announced as every other write to the data is (0701 made those triggers for the tables
-- that existed then): the response cache and the in-process copy of the rollups forget what they read.
CREATE TRIGGER campaign_state_weights_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON campaign_state_weights FOR EACH STATEMENT EXECUTE FUNCTION beacon_data_changed();
