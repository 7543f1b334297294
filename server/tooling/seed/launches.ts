import type { Database } from '../../src/kernel/db/database';
import type { ClientRange } from './context';

/**
 * A campaign that has delivered was launched, whatever its status says now (a blocked or cancelled campaign
 * delivered before it stopped): the proven process's steps up to Launch are done, Launch on its first delivery day
 * and the steps before it days earlier (dates already set are kept). Runs after the delivery of a slice of clients.
 */
export async function markLaunchedCampaigns(db: Database, range: ClientRange): Promise<void> {
  const own = 'SELECT id FROM campaigns WHERE client_id BETWEEN $1 AND $2';
  await db.query(
    `
    UPDATE proven_process_steps s
    SET status = 'COMPLETE', completed_at = COALESCE(s.completed_at, (f.first_day - (5 - s.position) * 3)::timestamptz)
    FROM (SELECT campaign_id, min(day) AS first_day FROM daily_delivery WHERE campaign_id IN (${own}) GROUP BY campaign_id) f
    WHERE s.campaign_id = f.campaign_id AND s.position <= 5 AND s.status <> 'COMPLETE'`,
    [range.first, range.last],
  );
  // The step after Launch is then under way, unless the campaign has gone further.
  await db.query(
    `
    UPDATE proven_process_steps s SET status = 'IN_PROGRESS'
    WHERE s.position = 6 AND s.status = 'NOT_STARTED' AND s.campaign_id IN (${own})
      AND EXISTS (SELECT 1 FROM proven_process_steps l WHERE l.campaign_id = s.campaign_id AND l.position = 5 AND l.status = 'COMPLETE')`,
    [range.first, range.last],
  );
}
