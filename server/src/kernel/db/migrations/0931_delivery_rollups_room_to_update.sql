-- Delivery that replaces delivery held (a platform's restated days sent again through the ingestion API or a file)
-- updates the rollups' groups in place (migration 0801). With every page full, each new version of a group went to
-- another page and into each of the rollup's indexes; a fifth of each page left free lets most of them stay on their
-- page with no index entry (a heap-only update). Measured with `pnpm bench volume postgres` and 30 batches, five in
-- six of them restating: 28,148 → 35,111 rows/s one batch at a time, 42,025 → 53,858 two in flight.
-- Pages written before this keep their fill until the table is rewritten.
ALTER TABLE delivery_line_item_days SET (fillfactor = 80);
ALTER TABLE delivery_campaign_days SET (fillfactor = 80);
ALTER TABLE delivery_region_days SET (fillfactor = 80);
