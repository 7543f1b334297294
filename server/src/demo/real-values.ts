import type { Database } from '../db/database';

export type RealKind = 'company' | 'campaign' | 'person' | 'email' | 'website';

export interface RealRecords {
  /** Every sensitive string the database holds, by kind: what the second pass of the scrubber looks for. */
  kinds: Map<string, RealKind>;
  /** Whose an email is (lower case): a user's or team member's full name, so that both become one fake person. */
  emailOwners: Map<string, string>;
  /** Whose a website is (lower case): the advertiser's or client's name, so that both become one fake company. */
  websiteOwners: Map<string, string>;
  /** The client of each advertiser and campaign: whose factor scales a figure the path does not name a client for. */
  clientOfAdvertiser: Map<number, number>;
  clientOfCampaign: Map<number, number>;
}

export async function loadRealValues(db: Database): Promise<RealRecords> {
  const rows = await db.query<{ value: string | null; kind: RealKind }>(`
    SELECT name AS value, 'company' AS kind FROM clients
    UNION ALL SELECT website, 'website' FROM clients
    UNION ALL SELECT name, 'company' FROM advertisers
    UNION ALL SELECT website, 'website' FROM advertisers
    UNION ALL SELECT name, 'company' FROM advertiser_groups
    UNION ALL SELECT name, 'campaign' FROM campaigns
    UNION ALL SELECT campaign_name, 'campaign' FROM rfp_forms
    UNION ALL SELECT first_name || ' ' || last_name, 'person' FROM users
    UNION ALL SELECT first_name, 'person' FROM users
    UNION ALL SELECT last_name, 'person' FROM users
    UNION ALL SELECT email, 'email' FROM users
    UNION ALL SELECT name, 'person' FROM client_team_members
    UNION ALL SELECT email, 'email' FROM client_team_members`);
  const kinds = new Map<string, RealKind>();
  for (const row of rows) if (row.value && row.value.trim().length >= 4) kinds.set(row.value.trim(), row.kind);
  const owners = await db.query<{ key: string; owner: string; kind: 'email' | 'website' }>(`
    SELECT lower(email) AS key, first_name || ' ' || last_name AS owner, 'email' AS kind FROM users
    UNION ALL SELECT lower(email), name, 'email' FROM client_team_members
    UNION ALL SELECT lower(website), name, 'website' FROM advertisers WHERE website IS NOT NULL
    UNION ALL SELECT lower(website), name, 'website' FROM clients WHERE website IS NOT NULL`);
  const emailOwners = new Map<string, string>();
  const websiteOwners = new Map<string, string>();
  for (const { key, owner, kind } of owners)
    if (kind === 'email') emailOwners.set(key.trim(), owner);
    else websiteOwners.set(siteOf(key), owner);
  const clientOf = async (table: 'advertisers' | 'campaigns') =>
    new Map(
      (await db.query<{ id: number; clientId: number }>(`SELECT id, client_id AS "clientId" FROM ${table}`)).map(
        (r) => [r.id, r.clientId] as const,
      ),
    );
  return {
    kinds,
    emailOwners,
    websiteOwners,
    clientOfAdvertiser: await clientOf('advertisers'),
    clientOfCampaign: await clientOf('campaigns'),
  };
}

/** A website as its owner is looked up by: no scheme, no `www.`, no trailing slash, lower case. */
export const siteOf = (website: string) =>
  website
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
