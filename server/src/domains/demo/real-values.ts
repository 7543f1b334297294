import { acrossClients } from '../../kernel/access/scoped';
import type { Database } from '../../kernel/db/database';

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

/**
 * Every real name, website and email of the agency, to scrub them all in demo mode: it spans every client on
 * purpose (a name of one client may show on any page), so it reads across clients.
 */
export async function loadRealValues(db: Database): Promise<RealRecords> {
  const agency = acrossClients(db);
  const [clients, advertisers, groups, campaigns, rfpForms, users, teamMembers] = await Promise.all([
    agency.selectFrom('clients').select(['name', 'website']).execute(),
    agency.selectFrom('advertisers').select(['id', 'client_id', 'name', 'website']).execute(),
    agency.selectFrom('advertiser_groups').select('name').execute(),
    agency.selectFrom('campaigns').select(['id', 'client_id', 'name']).execute(),
    agency.selectFrom('rfp_forms').select('campaign_name').execute(),
    agency.selectFrom('users').select(['first_name', 'last_name', 'email']).execute(),
    agency.selectFrom('client_team_members').select(['name', 'email']).execute(),
  ]);
  const fullName = (user: { first_name: string; last_name: string }) => `${user.first_name} ${user.last_name}`;
  const values: (readonly [string | null, RealKind])[] = [
    ...clients.map((c) => [c.name, 'company'] as const),
    ...clients.map((c) => [c.website, 'website'] as const),
    ...advertisers.map((a) => [a.name, 'company'] as const),
    ...advertisers.map((a) => [a.website, 'website'] as const),
    ...groups.map((g) => [g.name, 'company'] as const),
    ...campaigns.map((c) => [c.name, 'campaign'] as const),
    ...rfpForms.map((f) => [f.campaign_name, 'campaign'] as const),
    ...users.map((u) => [fullName(u), 'person'] as const),
    ...users.map((u) => [u.first_name, 'person'] as const),
    ...users.map((u) => [u.last_name, 'person'] as const),
    ...users.map((u) => [u.email, 'email'] as const),
    ...teamMembers.map((m) => [m.name, 'person'] as const),
    ...teamMembers.map((m) => [m.email, 'email'] as const),
  ];
  // Short names too ("Bo", "Ng"): they are matched as whole words, case and all, so "Ngozi" or "total" keep theirs.
  // A lone letter is an initial, not a name, and would take every "A" of a sentence.
  const kinds = new Map<string, RealKind>();
  for (const [value, kind] of values) if (value && value.trim().length >= 2) kinds.set(value.trim(), kind);
  const emailOwners = new Map<string, string>();
  for (const u of users) emailOwners.set(u.email.toLowerCase().trim(), fullName(u));
  for (const m of teamMembers) emailOwners.set(m.email.toLowerCase().trim(), m.name);
  const websiteOwners = new Map<string, string>();
  for (const owner of [...advertisers, ...clients])
    if (owner.website) websiteOwners.set(siteOf(owner.website), owner.name);
  return {
    kinds,
    emailOwners,
    websiteOwners,
    clientOfAdvertiser: new Map(advertisers.map((a) => [a.id, a.client_id] as const)),
    clientOfCampaign: new Map(campaigns.map((c) => [c.id, c.client_id] as const)),
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
