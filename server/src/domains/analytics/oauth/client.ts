import type { Static } from 'typebox';
import * as oidc from 'openid-client';
import { HttpError } from '../../../kernel/http/errors';
import type { SourceType } from '../../../kernel/config/sources';
import type { AdAccount } from './schemas';
import { LOCAL_PROVIDER_PATH, type OAuthSettings } from './settings';

/**
 * The OAuth client side, with openid-client: discovery of each source's provider (the local stand-in unless
 * configured otherwise), authorization URLs with PKCE, the code exchange, refresh and userinfo.
 */
export class OAuthClients {
  private readonly configs = new Map<SourceType, Promise<oidc.Configuration>>();

  constructor(
    private readonly settings: OAuthSettings,
    private readonly publicUrl: () => string,
  ) {}

  scopeOf(source: SourceType): string {
    return this.settings.sources[source]!.scope;
  }

  async configuration(source: SourceType): Promise<oidc.Configuration> {
    const s = this.settings.sources[source];
    if (!s) throw new HttpError(400, `${source} does not connect by OAuth`);
    let config = this.configs.get(source);
    if (!config) {
      const issuer = s.issuer ?? `${this.publicUrl()}${LOCAL_PROVIDER_PATH}`;
      config = oidc
        .discovery(new URL(issuer), s.clientId, s.clientSecret, undefined, {
          ...(issuer.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : {}),
        })
        .catch((error: unknown) => {
          this.configs.delete(source);
          throw upstream(error);
        });
      this.configs.set(source, config);
    }
    return config;
  }

  async authorizationUrl(
    source: SourceType,
    p: { redirectUrl: string; state: string; codeVerifier: string; nonce: string },
  ) {
    const config = await this.configuration(source);
    return oidc.buildAuthorizationUrl(config, {
      redirect_uri: p.redirectUrl,
      scope: this.scopeOf(source),
      state: p.state,
      nonce: p.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(p.codeVerifier),
      code_challenge_method: 'S256',
      prompt: 'consent',
    }).href;
  }

  async exchange(
    source: SourceType,
    p: { callbackUrl: URL; codeVerifier: string; state: string; nonce: string },
  ): Promise<oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers> {
    const config = await this.configuration(source);
    return oidc
      .authorizationCodeGrant(config, p.callbackUrl, {
        pkceCodeVerifier: p.codeVerifier,
        expectedState: p.state,
        expectedNonce: p.nonce,
        idTokenExpected: this.scopeOf(source).split(' ').includes('openid'),
      })
      .catch((error: unknown) => {
        throw upstream(error, 400);
      });
  }

  async refresh(source: SourceType, refreshToken: string) {
    const config = await this.configuration(source);
    return oidc.refreshTokenGrant(config, refreshToken).catch((error: unknown) => {
      throw upstream(error, 409);
    });
  }

  async userInfo(source: SourceType, accessToken: string, subject: string | typeof oidc.skipSubjectCheck) {
    const config = await this.configuration(source);
    return oidc.fetchUserInfo(config, accessToken, subject).catch((error: unknown) => {
      throw upstream(error, 409);
    });
  }
}

/** Ad accounts as the provider's userinfo lists them (`ad_accounts`), or the signed-in subject as the one account. */
export function accountsOf(info: oidc.UserInfoResponse): Static<typeof AdAccount>[] {
  const listed = (info as { ad_accounts?: unknown }).ad_accounts;
  if (Array.isArray(listed))
    return listed
      .filter((a): a is { id: unknown; name: unknown } => typeof a === 'object' && a !== null)
      .map((a) => ({ id: String(a.id), name: String(a.name) }));
  return [{ id: info.sub, name: String(info.name ?? info.email ?? info.sub) }];
}

/** A provider's refusal is the caller's problem (bad code, revoked token); a provider that does not answer is 502. */
function upstream(error: unknown, refusedStatus = 502): HttpError {
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError)
    return new HttpError(
      refusedStatus,
      `The provider refused: ${error.error}${error.error_description ? ` (${error.error_description})` : ''}`,
    );
  if (error instanceof oidc.WWWAuthenticateChallengeError)
    return new HttpError(refusedStatus, 'The provider refused the token');
  const message = error instanceof Error ? error.message : String(error);
  if (refusedStatus !== 502 && error instanceof Error && 'code' in error && String(error.code).startsWith('OAUTH_'))
    return new HttpError(refusedStatus, `The provider's answer did not check out: ${message}`);
  return new HttpError(502, `The provider could not be reached: ${message}`);
}
