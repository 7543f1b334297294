import type { Database } from '../../src/kernel/db/database';
import type { ClientRange, SeedContext } from './context';
import { noise } from './delivery';

/** Where rich media runs, the creatives and their sizes: each rich media line item gets three of these. */
const PLACEMENTS = [
  ['Homepage takeover', 'Interactive carousel', '970x250'],
  ['Article sidebar', 'Expandable panel', '300x600'],
  ['Mobile app interstitial', 'Swipe cube', '320x480'],
  ['Recipe page banner', 'Shoppable gallery', '728x90'],
  ['Weather radar page', 'Video expander', '300x250'],
  ['Sports scores strip', 'Scratch-off reveal', '320x50'],
] as const;

/** Each placement's share of its line item's daily impressions (the last takes what is left, so they add up). */
const SHARES = [0.5, 0.3] as const;

/**
 * Rich media placements and their daily delivery: each rich media line item runs in three placements, which split
 * its impressions of every day exactly; engagements (and interactions, one or more per engagement) are counted per
 * placement, at rates that differ by placement and drift from day to day. Deterministic. The placements come first,
 * all at once; their delivery with each slice of clients, after the slice's delivery (`seedPlacementDelivery`).
 */
export async function seedPlacements(ctx: SeedContext): Promise<void> {
  const values = PLACEMENTS.map(([name, creative, size], i) => `(${i}, '${name}', '${creative}', '${size}')`).join(
    ', ',
  );
  await ctx.db.query(`
    INSERT INTO placements (line_item_id, name, creative, size)
    SELECT li.id, p.name, p.creative, p.size
    FROM line_items li
    CROSS JOIN generate_series(0, 2) AS k(k)
    JOIN (VALUES ${values}) AS p(i, name, creative, size) ON p.i = (li.id + k.k * 2) % ${PLACEMENTS.length}
    WHERE li.ad_format = 'RICH_MEDIA'
    ORDER BY li.id, k.k`);
}

/** The daily delivery of the placements of a slice of clients' rich media line items. */
export async function seedPlacementDelivery(db: Database, range: ClientRange): Promise<void> {
  const own = 'SELECT id FROM campaigns WHERE client_id BETWEEN $1 AND $2';
  await db.query(
    `
    WITH days AS (
      SELECT d.line_item_id, d.day, sum(d.impressions)::int AS impressions
      FROM daily_delivery d JOIN line_items li ON li.id = d.line_item_id
      WHERE li.ad_format = 'RICH_MEDIA' AND d.campaign_id IN (${own}) GROUP BY d.line_item_id, d.day),
    ranked AS (
      SELECT p.id, p.line_item_id, row_number() OVER (PARTITION BY p.line_item_id ORDER BY p.id) - 1 AS k
      FROM placements p JOIN line_items li ON li.id = p.line_item_id WHERE li.campaign_id IN (${own})),
    split AS (
      SELECT r.id, d.day, CASE r.k
          WHEN 0 THEN round(d.impressions * ${SHARES[0]})::int
          WHEN 1 THEN round(d.impressions * ${SHARES[1]})::int
          ELSE d.impressions - round(d.impressions * ${SHARES[0]})::int - round(d.impressions * ${SHARES[1]})::int END
          AS impressions
      FROM ranked r JOIN days d ON d.line_item_id = r.line_item_id)
    INSERT INTO placement_delivery (placement_id, day, impressions, engagements, interactions)
    SELECT s.id, s.day, s.impressions, e.engagements, round(e.engagements * (1.2 + 1.3 * ${noise("s.id::bigint * 613 + (s.day - date '2000-01-01') * 29")}))::int
    FROM split s
    CROSS JOIN LATERAL (SELECT round(s.impressions * (0.01 + 0.002 * (s.id % 7))
      * (0.8 + 0.4 * ${noise("s.id::bigint * 7919 + (s.day - date '2000-01-01')")}))::int AS engagements) AS e`,
    [range.first, range.last],
  );
}
