import type { TestAnalytics } from './test-analytics';
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

/** A browser that keeps cookies and follows nothing by itself. */
function browser() {
  const jar = new Map<string, string>();
  return async (url: string, init: RequestInit = {}) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie } });
    for (const set of response.headers.getSetCookie()) {
      const [name, ...value] = set.split(';')[0]!.split('=');
      jar.set(name!.trim(), value.join('='));
    }
    return response;
  };
}

/**
 * Connects Salesforce in a workspace as a person does: the stand-in provider's consent page, Allow, then
 * /oauth/credentials. Answers the connection's path under the analytics API.
 */
export async function connectSalesforce(t: TestAnalytics, email: string, workspaceId: number): Promise<string> {
  const redirectUrl = `${t.base}/oauth-redirect`;
  const start = await t.call(
    email,
    'GET',
    `/analytics/oauth/url?sourceType=SALESFORCE&redirectUrl=${encodeURIComponent(redirectUrl)}&workspaceId=${workspaceId}`,
  );
  if (start.status !== 200) throw new Error(JSON.stringify(start.body));
  const go = browser();
  let response = await go(start.body.data.url);
  const page = await (await go(new URL(response.headers.get('location')!, t.base).href)).text();
  const action = new URL(/<form method="post" action="([^"]+)"/.exec(page)![1]!, t.base).href;
  response = await go(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'sales@acme.test', decision: 'allow' }).toString(),
  });
  let back = new URL(response.headers.get('location')!, t.base);
  while (back.pathname !== '/oauth-redirect') {
    response = await go(back.href);
    back = new URL(response.headers.get('location')!, t.base);
  }
  const query = new URLSearchParams({
    sourceType: 'SALESFORCE',
    redirectUrl,
    code: back.searchParams.get('code')!,
    state: start.body.data.state,
    iss: back.searchParams.get('iss') ?? '',
  });
  const done = await t.call(email, 'GET', `/analytics/oauth/credentials?${query}`);
  if (done.status !== 201) throw new Error(JSON.stringify(done.body));
  return `/analytics/workspaces/${workspaceId}/connections/${done.body.data.connection.connectionId}`;
}
