import { API_TOKEN_SOURCE_TYPES, OAUTH_SOURCE_TYPES, type SourceType } from '../../../kernel/config/sources';
import { Type } from 'typebox';
import { Nullable, oneOf } from '../../../kernel/http/schemas';

export const OAuthSource = Type.Unsafe<SourceType>(
  oneOf(OAUTH_SOURCE_TYPES, { description: 'a source type that connects by OAuth' }),
);
/** A source whose accounts Beacon can list: one connected by OAuth, or with an API token (The Trade Desk). */
export const AccountSource = Type.Unsafe<SourceType>(
  oneOf([...OAUTH_SOURCE_TYPES, ...API_TOKEN_SOURCE_TYPES], {
    description: 'a source type that connects by OAuth or with an API token',
  }),
);
/** A source connected with an API token a person pastes. */
export const ApiTokenSource = Type.Unsafe<SourceType>(
  oneOf(API_TOKEN_SOURCE_TYPES, { description: 'a source type that connects with an API token' }),
);
export const RedirectUrl = Type.String({
  minLength: 10,
  maxLength: 500,
  description: "the host's /oauth-redirect page",
});
/** A code, state or token as a provider issues it: printable ASCII without spaces. */
export const Token = Type.String({ minLength: 1, maxLength: 4096, pattern: '^[\\x21-\\x7e]+$' });

export const AdAccount = Type.Object({ id: Type.String(), name: Type.String() });
/** Who the caller is at a source they connected by OAuth. */
export const Identity = Type.Object({
  connectionId: Type.String(),
  sourceType: Type.String(),
  subject: Nullable(Type.String()),
  email: Nullable(Type.String()),
  name: Nullable(Type.String()),
  status: Type.String(),
});
