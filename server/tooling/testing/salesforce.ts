import type { TestAnalytics } from './test-analytics';
import { connectThroughConsent } from './oauth-consent';
import { generatedOrg, type GeneratedOrg } from '../../stand-ins/salesforce/org';
import { startSalesforceStandIn, type SalesforceStandIn } from '../../stand-ins/salesforce/server';
import { fixedTokens, providerTokenCheck } from '../../stand-ins/salesforce/token-check';

export type { SalesforceStandIn } from '../../stand-ins/salesforce/server';

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
