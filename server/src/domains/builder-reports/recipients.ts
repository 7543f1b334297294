import { acrossClients } from '../../kernel/access/scoped';
import { isAdminRole } from '../../kernel/access/scope';
import type { Database } from '../../kernel/db/database';

/**
 * Who a scheduled report of an advertiser may be mailed to: the people who could open it in Beacon (agency staff,
 * and the client's enabled users who reach the advertiser: its admins, or a user it is assigned to, directly or
 * through its group), and anyone at the advertiser's or the client's own web domain (their marketing team). Nobody
 * else: the report is the client's data, and a schedule must not become a way to mail it out.
 */
export const RECIPIENT_RULE =
  "Recipients are Beacon users who can see this advertiser (agency staff, the client's users with access to it) " +
  "or addresses at the advertiser's or the client's own web domain (its website's host, or below it); any other " +
  'address is refused (400, naming the recipient). Each run checks again: a recipient who has lost access since ' +
  'gets nothing.';

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** A website's host without `www.`: `https://www.trailhead.test/shop` is trailhead.test. */
function hostOf(website: string | null): string | null {
  if (!website) return null;
  try {
    return new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** The recipients of a schedule of this advertiser that the rule refuses, in the order given. */
export async function refusedRecipients(db: Database, advertiserId: number, recipients: string[]): Promise<string[]> {
  // The rule reads the client's people and the agency's staff, whoever asks (the scheduler acts for no one).
  const agency = acrossClients(db);
  const advertiser = await agency
    .selectFrom('advertisers as a')
    .innerJoin('clients as c', 'c.id', 'a.client_id')
    .select(['a.client_id as clientId', 'a.group_id as groupId', 'a.website', 'c.website as clientWebsite'])
    .where('a.id', '=', advertiserId)
    .executeTakeFirst();
  if (!advertiser || recipients.length === 0) return recipients;
  const people = await agency
    .selectFrom('users as u')
    .select(['u.email', 'u.type', 'u.role', 'u.client_id as clientId'])
    .select((eb) =>
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('user_advertisers as ua')
              .whereRef('ua.user_id', '=', 'u.id')
              .where('ua.advertiser_id', '=', advertiserId),
          ),
          eb.exists(
            eb
              .selectFrom('user_advertiser_groups as ug')
              .whereRef('ug.user_id', '=', 'u.id')
              .where('ug.group_id', '=', advertiser.groupId ?? 0),
          ),
        ])
        .as('assigned'),
    )
    .where((eb) =>
      eb(
        eb.fn('lower', ['u.email']),
        'in',
        recipients.map((r) => r.toLowerCase()),
      ),
    )
    .where('u.enabled', '=', true)
    .execute();
  const reachers = new Set(
    people
      .filter(
        (p) =>
          p.type === 'INTERNAL' || (p.clientId === advertiser.clientId && (isAdminRole(p.role) || Boolean(p.assigned))),
      )
      .map((p) => p.email.toLowerCase()),
  );
  const domains = [hostOf(advertiser.website), hostOf(advertiser.clientWebsite)].filter((d): d is string => !!d);
  const atOwnDomain = (email: string) =>
    domains.some((domain) => domainOf(email) === domain || domainOf(email).endsWith(`.${domain}`));
  return recipients.filter((r) => !reachers.has(r.toLowerCase()) && !atOwnDomain(r));
}
