import { DEMO_HEADER } from '@beacon/shared/demo';
import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../../kernel/http/errors';
import { Data, Id } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import { createDemoScrub, demoKeyOf } from '../../../domains/demo/demo-scrub';
import { accessOf } from '../../../domains/analytics/access';
import type { AnalyticsApi, AnalyticsDeps } from '../types';
import {
  conversationOf,
  listConversations,
  messagesOf,
  shownMessages,
} from '../../../domains/analytics/assistant/conversations';
import { ConversationSubject, MessageSchema } from '../../../domains/analytics/assistant/frames';
import { CLIENT_DATA } from '../../../kernel/access/requirements';

const ConversationSchema = Type.Object({
  id: Type.String(),
  ...ConversationSubject,
  title: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
/**
 * Whose conversations a request reads: the person signed in, even while agency staff act for a client's user
 * (X-Impersonated-By): a conversation is its owner's alone, as on the socket, which never acts for anyone.
 */
const ownerOf = (request: FastifyRequest) => request.impersonation?.actor.id ?? accessOf(request).user.id;

/** The assistant's history over HTTP: the caller's own conversations only (the socket streams the same). */
export async function assistantHistoryRoutes(api: AnalyticsApi, { db }: AnalyticsDeps) {
  const demo = createDemoScrub(db);
  const operation = operations(api, ['Assistant']);
  operation.read(
    '/assistant/conversations',
    {
      operationId: 'listAssistantConversations',
      requires: CLIENT_DATA,
      querystring: Type.Object({ clientId: Type.Optional(Id) }),
      returns: Type.Array(ConversationSchema),
    },
    (request) => listConversations(db, ownerOf(request), request.query.clientId),
  );

  operation.get(
    '/assistant/conversations/:conversationId/messages',
    {
      operationId: 'listAssistantMessages',
      requires: CLIENT_DATA,
      params: Type.Object({ conversationId: Type.String({ format: 'uuid' }) }),
      returns: Data(Type.Array(MessageSchema)),
    },
    async (request, reply) => {
      const conversation = await conversationOf(db, ownerOf(request), request.params.conversationId);
      if (!conversation) throw notFound();
      const key = demoKeyOf(request.headers[DEMO_HEADER]);
      const messages = await shownMessages(demo, await messagesOf(db, conversation.id), key, conversation.clientId);
      // Scrubbed here with the socket's own rules (amounts in text too); the answer-wide pass leaves it alone.
      if (key) reply.header(DEMO_HEADER, 'scrubbed');
      return { data: messages };
    },
  );
}
