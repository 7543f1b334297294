import type { JobQueue } from '../../src/kernel/jobs/queue';
import { createTestAnalytics, type TestAnalytics } from './test-analytics';
import { acmeWorkspace } from './connector-sync';
import { connectThroughConsent } from './oauth-consent';
import { generatedOrg, type GeneratedOrg } from '../../stand-ins/salesforce/org';
import { startSalesforceStandIn, type SalesforceStandIn } from '../../stand-ins/salesforce/server';
import { fixedTokens, providerTokenCheck } from '../../stand-ins/salesforce/token-check';

export type { SalesforceStandIn } from '../../stand-ins/salesforce/server';

/** Acme's admin, who connects Salesforce. */
const SALESFORCE_ADMIN = 'admin@acme.test';

export interface TestSalesforceOptions {
  /** Access tokens the stand-in takes. */
  tokens?: string[];
  /** The stand-in OAuth provider whose tokens it takes too (its issuer URL). */
  issuer?: string;
  /** The organisation's generated accounts and opportunities (none: an empty organisation when `empty`). */
  org?: GeneratedOrg;
  empty?: boolean;
  batchSize?: number;
}

/** The Salesforce stand-in on a free port, for a test. */
export async function startTestSalesforce(options: TestSalesforceOptions = {}): Promise<SalesforceStandIn> {
  const fixed = fixedTokens(options.tokens ?? []);
  const provider = options.issuer ? providerTokenCheck(options.issuer) : null;
  return startSalesforceStandIn({
    tokenCheck: async (token) => (await fixed(token)) || (provider ? provider(token) : false),
    org: generatedOrg(options.empty ? { accounts: [] } : (options.org ?? {})),
    ...(options.batchSize ? { batchSize: options.batchSize } : {}),
  });
}

/**
 * Connects Salesforce in a workspace as a person does: the stand-in provider's consent page, Allow, then
 * /oauth/credentials. Answers the connection's path under the analytics API.
 */
export async function connectSalesforce(t: TestAnalytics, email: string, workspaceId: number): Promise<string> {
  const done = await connectThroughConsent(t, {
    user: email,
    workspaceId,
    sourceType: 'SALESFORCE',
    allowAs: 'sales@acme.test',
  });
  return `/analytics/workspaces/${workspaceId}/connections/${done.connection.connectionId}`;
}

/** Acme's workspace connected to a Salesforce organisation, as a sync test starts from it. */
export interface ConnectedSalesforce {
  t: TestAnalytics;
  sf: SalesforceStandIn;
  acme: number;
  /** Acme's first two advertisers, by id: the first keeps the organisation's first account's id. */
  advertisers: { id: number; name: string }[];
  /** /analytics/workspaces/{id}/connections/{connectionId} */
  base: string;
}

/**
 * The analytics server (its queued jobs kept in `jobs`) and a Salesforce organisation its provider's tokens reach;
 * the agency already keeps the organisation's first account's id on Acme's first advertiser (matched at once), and
 * Acme's admin connects Salesforce in Acme's workspace.
 */
export async function connectedSalesforce(
  jobs: JobQueue,
  options: { org: GeneratedOrg; batchSize: number },
): Promise<ConnectedSalesforce> {
  const t = await createTestAnalytics({}, { jobs });
  const { acme, workspaceId } = await acmeWorkspace(t.db);
  const advertisers = await t.db.query<{ id: number; name: string }>(
    'SELECT id, name FROM advertisers WHERE client_id = $1 ORDER BY id LIMIT 2',
    [acme],
  );
  const sf = await startTestSalesforce({ issuer: `${t.base}/oauth-provider`, ...options });
  const [account] = [...sf.org.accounts.keys()];
  await t.db.query('UPDATE advertisers SET external_id = $1 WHERE id = $2', [account, advertisers[0]!.id]);
  const base = await connectSalesforce(t, SALESFORCE_ADMIN, workspaceId);
  return { t, sf, acme, advertisers, base };
}
