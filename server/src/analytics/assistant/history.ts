import { DEMO_HEADER } from '@beacon/shared/demo';
import { Type } from '@fastify/type-provider-typebox';
import { notFound } from '../../api/errors';
import { Data, errors, Id, Nullable } from '../../api/schemas';
import { createDemoScrub, demoKeyOf } from '../../demo/demo-scrub';
import { accessOf, requireTerms } from '../access';
import type { AnalyticsApi, AnalyticsDeps } from '../types';
import { conversationOf, listConversations, messagesOf } from './conversations';
import { shownMessages } from './socket';

const ConversationSchema = Type.Object({
  id: Type.String(),
  clientId: Type.Integer(),
  advertiserId: Nullable(Type.Integer()),
  campaignId: Nullable(Type.Integer()),
  title: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
const ToolCallSchema = Type.Object({
  name: Type.String(),
  arguments: Type.Record(Type.String(), Type.Unknown()),
  figures: Type.Record(Type.String(), Type.Union([Type.Number(), Type.String()])),
  error: Type.Optional(Type.String()),
  /** What the built-in engine's answer shows beside its words: a small table (formatted cells) and links to screens. */
  view: Type.Optional(
    Type.Object({
      table: Type.Optional(
        Type.Object({ columns: Type.Array(Type.String()), rows: Type.Array(Type.Array(Type.String())) }),
      ),
      links: Type.Optional(Type.Array(Type.Object({ label: Type.String(), href: Type.String() }))),
    }),
  ),
});
const MessageSchema = Type.Object({
  id: Type.String(),
  role: Type.Union([Type.Literal('user'), Type.Literal('assistant')]),
  content: Type.String(),
  status: Type.Union([
    Type.Literal('streaming'),
    Type.Literal('complete'),
    Type.Literal('stopped'),
    Type.Literal('error'),
  ]),
  engine: Nullable(Type.String()),
  toolCalls: Type.Array(ToolCallSchema),
  createdAt: Type.String(),
});

/** The assistant's history over HTTP: the caller's own conversations only (the socket streams the same). */
export async function assistantHistoryRoutes(api: AnalyticsApi, { db }: AnalyticsDeps) {
  const demo = createDemoScrub(db);
  const tags = ['Assistant'];
  api.get(
    '/assistant/conversations',
    {
      schema: {
        tags,
        operationId: 'listAssistantConversations',
        querystring: Type.Object({ clientId: Type.Optional(Id) }),
        response: { 200: Data(Type.Array(ConversationSchema)), ...errors },
      },
    },
    async (request) => {
      const scope = accessOf(request);
      requireTerms(scope);
      return { data: await listConversations(db, scope.user.id, request.query.clientId) };
    },
  );

  api.get(
    '/assistant/conversations/:conversationId/messages',
    {
      schema: {
        tags,
        operationId: 'listAssistantMessages',
        params: Type.Object({ conversationId: Type.String({ format: 'uuid' }) }),
        response: { 200: Data(Type.Array(MessageSchema)), ...errors },
      },
    },
    async (request, reply) => {
      const scope = accessOf(request);
      requireTerms(scope);
      const conversation = await conversationOf(db, scope.user.id, request.params.conversationId);
      if (!conversation) throw notFound();
      const key = demoKeyOf(request.headers[DEMO_HEADER]);
      const messages = await shownMessages(demo, await messagesOf(db, conversation.id), key, conversation.clientId);
      // Scrubbed here with the socket's own rules (amounts in text too); the answer-wide pass leaves it alone.
      if (key) reply.header(DEMO_HEADER, 'scrubbed');
      return { data: messages };
    },
  );
}
