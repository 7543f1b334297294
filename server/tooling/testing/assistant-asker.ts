import type { ClientScope } from '../../src/kernel/access/scope';
import type { TestApi } from './test-api';

/** Asked from the client's own pages: no campaign or advertiser in focus. */
export const noFocus = { campaignId: null, advertiserId: null };

/**
 * Who asks the built-in assistant, as the socket passes it: a user of Acme Outdoor (client 1) who sees the
 * advertisers named (null: every one), with their privileges, on `today`.
 */
export function acmeAsker(
  t: Pick<TestApi, 'db'>,
  asker: { today: string; advertiserIds?: number[] | null; privileges?: string[] },
) {
  return {
    db: t.db,
    scope: { clientId: 1, advertiserIds: asker.advertiserIds ?? null } as ClientScope,
    today: asker.today,
    privileges: asker.privileges ?? [],
  };
}
