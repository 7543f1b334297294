import type { Database } from '../db/database';

export type RealKind = 'company' | 'campaign' | 'person' | 'email' | 'website';

/** Every sensitive string the database holds, by kind: what the second pass of the scrubber looks for. */
export async function loadRealValues(db: Database): Promise<Map<string, RealKind>> {
  const rows = await db.query<{ value: string | null; kind: RealKind }>(`
    SELECT name AS value, 'company' AS kind FROM clients
    UNION ALL SELECT name, 'company' FROM advertisers
    UNION ALL SELECT website, 'website' FROM advertisers
    UNION ALL SELECT name, 'company' FROM advertiser_groups
    UNION ALL SELECT name, 'campaign' FROM campaigns
    UNION ALL SELECT campaign_name, 'campaign' FROM rfp_forms
    UNION ALL SELECT first_name || ' ' || last_name, 'person' FROM users
    UNION ALL SELECT first_name, 'person' FROM users
    UNION ALL SELECT last_name, 'person' FROM users
    UNION ALL SELECT email, 'email' FROM users`);
  const values = new Map<string, RealKind>();
  for (const row of rows) if (row.value && row.value.trim().length >= 4) values.set(row.value.trim(), row.kind);
  return values;
}
