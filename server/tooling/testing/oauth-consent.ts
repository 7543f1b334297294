import type { TestAnalytics } from './test-analytics';

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

export interface Consent {
  /** Who connects (a seeded Beacon user) and where. */
  user: string;
  workspaceId: number;
  sourceType: string;
  /** Who signs in at the stand-in provider and allows. */
  allowAs: string;
  /** More of the redirect's query that the vendor sends beside the code (QuickBooks Online's `realmId`). */
  extra?: Record<string, string>;
}

export interface Connected {
  connection: { connectionId: string };
  accessToken: string;
  accounts: { id: string; name: string }[];
}

/**
 * Connects a source as a person does: `/oauth/url`, the stand-in provider's consent page and its Allow, the
 * provider's redirects back to `/oauth-redirect`, then `/oauth/credentials` with the code. Throws with the API's
 * answer when a step is refused.
 */
export async function connectThroughConsent(t: TestAnalytics, consent: Consent): Promise<Connected> {
  const redirectUrl = `${t.base}/oauth-redirect`;
  const start = await t.call(
    consent.user,
    'GET',
    `/analytics/oauth/url?sourceType=${consent.sourceType}&redirectUrl=${encodeURIComponent(redirectUrl)}&workspaceId=${consent.workspaceId}`,
  );
  if (start.status !== 200) throw new Error(`oauth/url answered ${start.status}: ${JSON.stringify(start.body)}`);
  const go = browser();
  let response = await go(start.body.data.url);
  const page = await (await go(new URL(response.headers.get('location')!, t.base).href)).text();
  const action = new URL(/<form method="post" action="([^"]+)"/.exec(page)![1]!, t.base).href;
  response = await go(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: consent.allowAs, decision: 'allow' }).toString(),
  });
  let back = new URL(response.headers.get('location')!, t.base);
  while (back.pathname !== '/oauth-redirect') {
    response = await go(back.href);
    back = new URL(response.headers.get('location')!, t.base);
  }
  const query = new URLSearchParams({
    sourceType: consent.sourceType,
    redirectUrl,
    code: back.searchParams.get('code')!,
    state: start.body.data.state,
    iss: back.searchParams.get('iss') ?? '',
    ...consent.extra,
  });
  const done = await t.call(consent.user, 'GET', `/analytics/oauth/credentials?${query}`);
  if (done.status !== 201) throw new Error(`oauth/credentials answered ${done.status}: ${JSON.stringify(done.body)}`);
  return done.body.data as Connected;
}
