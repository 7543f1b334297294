import { guardClient, guardFocus } from '../../../kernel/access/path-guard';
import { loadScope, narrowToAdvertiser, type AccessScope, type ClientScope } from '../../../kernel/access/scope';
import { HttpError, notFound, unauthorized } from '../../../kernel/http/errors';
import { userOfToken } from '../../../kernel/auth/authenticate';
import { demoKeyOf } from '../../../domains/demo/demo-scrub';
import type { ClientFrame } from '../../../domains/analytics/assistant/frames';
import {
  conversationOf,
  createConversation,
  latestConversation,
  type Conversation,
} from '../../../domains/analytics/assistant/conversations';
import type { AnalyticsDeps } from '../types';

/** A signed-in socket: who asks, the client (narrowed to the advertiser talked about) and the conversation. */
export interface Session {
  scope: AccessScope;
  client: ClientScope;
  conversation: Conversation;
  demoKey: string | null;
}

/**
 * The `auth` frame: its token's user, and the conversation asked for, or their latest about the client, advertiser
 * and campaign named (a new one when there is none). Refusals are the API's errors for the same request.
 */
export async function signIn(deps: AnalyticsDeps, m: ClientFrame<'auth'>): Promise<Session> {
  const user = m.token ? await userOfToken(deps, m.token) : null;
  if (!user) throw unauthorized();
  const scope = await loadScope(deps.db, user);
  let conversation: Conversation | null = null;
  if (m.conversationId) {
    conversation = await conversationOf(deps.db, user.id, m.conversationId);
    if (!conversation) throw notFound();
  }
  const clientId = conversation?.clientId ?? m.clientId ?? user.clientId;
  if (!clientId) throw new HttpError(400, 'clientId is required');
  const advertiserId = conversation ? conversation.advertiserId : (m.advertiserId ?? null);
  const campaignId = conversation ? conversation.campaignId : (m.campaignId ?? null);
  // The path guard's own checks, as for /api/clients/{clientId}/advertisers/{advertiserId}/campaigns/{campaignId}:
  // another client's id, a deleted client and terms not accepted answer here what they answer there.
  const client = await guardClient(deps.db, scope, clientId);
  await guardFocus(deps.db, client, { advertiserId, campaignId });
  // A conversation about one advertiser reads only that advertiser.
  const narrowed: ClientScope = advertiserId ? narrowToAdvertiser(client, advertiserId) : client;
  const focus = { clientId, advertiserId, campaignId };
  conversation ??=
    (await latestConversation(deps.db, user.id, focus)) ?? (await createConversation(deps.db, user.id, focus));
  return { scope, client: narrowed, conversation, demoKey: demoKeyOf(m.demoKey) };
}
