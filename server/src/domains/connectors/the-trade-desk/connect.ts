import { HttpError } from '../../../kernel/http/errors';
import type { Database } from '../../../kernel/db/database';
import type { WorkspaceRef } from '../../analytics/access';
import { syncConnection } from '../../analytics/connections/sync';
import { createOAuthConnection } from '../../analytics/oauth/queries';
import { loadTokens } from '../../analytics/oauth/tokens';
import { ensureSourceDashboards } from '../../analytics/source-dashboards';
import type { RetryPolicy } from '../retried';
import { ConnectorError, ConnectorRefused } from '../port';
import { advertisersOf, partnersOf } from './connector';
import { ttdClient, type TheTradeDeskSettings } from './rest';

/**
 * Connecting The Trade Desk: a person pastes an API token (TTD-Auth; made in TTD's partner portal) and, when the
 * token reaches more than one partner, names the partner. Beacon asks TTD which partners the token reaches and
 * that partner's advertisers before keeping anything, so a token TTD refuses is never stored; the token is then
 * kept encrypted as OAuth tokens are (no expiry, no refresh: a token TTD stops taking makes the connection
 * "Needs reconnecting"), with the partner as its subject, and is never sent back.
 */

/** TTD's answer as the person connecting should read it: a refusal is about the token, any other failure TTD's. */
async function asked<T>(what: () => Promise<T>): Promise<T> {
  try {
    return await what();
  } catch (error) {
    if (error instanceof ConnectorRefused)
      throw new HttpError(400, `The Trade Desk refused this API token: ${error.message}`, [
        { field: 'token', message: 'is refused by The Trade Desk' },
      ]);
    if (error instanceof ConnectorError) throw new HttpError(502, error.message);
    throw error;
  }
}

export interface TokenConnection {
  sourceType: 'THE_TRADE_DESK';
  token: string;
  partnerId?: string;
}

/** Makes the connection (its account left to choose unless the partner has one advertiser); its row id and accounts. */
export async function connectWithToken(
  db: Database,
  workspace: WorkspaceRef,
  tokenKey: Buffer,
  settings: TheTradeDeskSettings,
  { token, partnerId }: TokenConnection,
  retry?: RetryPolicy,
): Promise<{ id: number; accounts: { id: string; name: string }[] }> {
  const client = ttdClient(settings, token, retry);
  const partners = await asked(() => partnersOf(client));
  const partner = partnerId ? partners.find((p) => p.id === partnerId) : partners[0];
  if (!partner)
    throw new HttpError(
      400,
      partnerId ? `This API token does not reach partner ${partnerId}` : 'This API token reaches no partner',
      [{ field: partnerId ? 'partnerId' : 'token', message: 'is not reached by the token' }],
    );
  if (!partnerId && partners.length > 1)
    throw new HttpError(
      400,
      `This API token reaches ${partners.length} partners: name the one to connect (${partners.map((p) => p.id).join(', ')})`,
      [{ field: 'partnerId', message: 'is required' }],
    );
  const accounts = await asked(() => advertisersOf(client, partner.id));
  const id = await createOAuthConnection(
    db,
    workspace,
    tokenKey,
    {
      sourceType: 'THE_TRADE_DESK',
      name: `The Trade Desk (${partner.name || partner.id})`.slice(0, 120),
      account: accounts.length === 1 ? accounts[0] : undefined,
      subject: partner.id,
      authType: 'token',
    },
    { access_token: token },
  );
  await syncConnection(db, workspace, { id, sourceType: 'THE_TRADE_DESK' });
  await ensureSourceDashboards(db, workspace, 'THE_TRADE_DESK');
  return { id, accounts };
}

/** The advertisers a token connection's partner has, asked of TTD with the kept token. */
export async function tokenConnectionAccounts(
  db: Database,
  workspace: WorkspaceRef,
  tokenKey: Buffer,
  settings: TheTradeDeskSettings,
  connectionId: number,
): Promise<{ id: string; name: string }[]> {
  const tokens = await loadTokens(db, workspace, tokenKey, connectionId);
  if (!tokens?.subject) throw new HttpError(409, 'This connection holds no API token: connect it again');
  const client = ttdClient(settings, tokens.accessToken);
  return asked(() => advertisersOf(client, tokens.subject!));
}
