import { Type, type Static } from '@fastify/type-provider-typebox';
import type * as oidc from 'openid-client';
import type { AccessScope } from '../../../kernel/access/scope';
import type { Database } from '../../../kernel/db/database';
import { HttpError } from '../../../kernel/http/errors';
import { Nullable } from '../../../kernel/http/schemas';
import { requireConnection } from '../../../domains/analytics/connections/queries';
import { redirectAllowed } from '../../../domains/analytics/oauth/settings';
import type { AnalyticsDeps } from '../types';

/** What the OAuth routes share: what they take and answer, and their checks. */
export const OAuthSource = Type.Union([Type.Literal('META_ADS'), Type.Literal('GOOGLE_ADS'), Type.Literal('DSP')], {
  description: 'a source type that connects by OAuth',
});
export const RedirectUrl = Type.String({
  minLength: 10,
  maxLength: 500,
  description: "the host's /oauth-redirect page",
});
export const Token = Type.String({ minLength: 1, maxLength: 4096, pattern: '^[\\x21-\\x7e]+$' });

export const AdAccount = Type.Object({ id: Type.String(), name: Type.String() });
export const Identity = Type.Object({
  connectionId: Type.String(),
  sourceType: Type.String(),
  subject: Nullable(Type.String()),
  email: Nullable(Type.String()),
  name: Nullable(Type.String()),
  status: Type.String(),
});

/** Ad accounts as the provider's userinfo lists them (`ad_accounts`), or the signed-in subject as the one account. */
export function accountsOf(info: oidc.UserInfoResponse): Static<typeof AdAccount>[] {
  const listed = (info as { ad_accounts?: unknown }).ad_accounts;
  if (Array.isArray(listed))
    return listed
      .filter((a): a is { id: unknown; name: unknown } => typeof a === 'object' && a !== null)
      .map((a) => ({ id: String(a.id), name: String(a.name) }));
  return [{ id: info.sub, name: String(info.name ?? info.email ?? info.sub) }];
}

export function checkRedirect(deps: AnalyticsDeps, redirectUrl: string) {
  if (!redirectAllowed(deps.oauth, redirectUrl, deps.publicUrl()))
    throw new HttpError(400, 'Invalid query', [
      { field: 'redirectUrl', message: "must be the host's /oauth-redirect on an allowed origin" },
    ]);
}

export async function requireOAuthConnection(db: Database, scope: AccessScope, connectionId: string) {
  const ref = await requireConnection(db, scope, connectionId);
  if (ref.row.authType !== 'oauth') throw new HttpError(409, 'This connection was made by hand and holds no tokens');
  return ref;
}
