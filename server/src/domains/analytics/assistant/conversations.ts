import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { tables } from '../../../kernel/access/scoped';
import type { Database } from '../../../kernel/db/database';
import { asInt, isoText } from '../../../kernel/db/sql';
import type { DemoScrub } from '../../demo/demo-scrub';
import type { ToolCall } from './tools';

export interface Conversation {
  id: string;
  clientId: number;
  advertiserId: number | null;
  campaignId: number | null;
  title: string;
  createdAt: string;
  updatedAt: string;
}

export interface StoredMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  status: 'streaming' | 'complete' | 'stopped' | 'error';
  engine: string | null;
  toolCalls: ToolCall[];
  createdAt: string;
}

/** One user's conversations: every read names the user, so nobody reads another's. */
const conversationsOf = (db: Database, userId: number) =>
  tables(db)
    .selectFrom('assistant_conversations as c')
    .select([
      'c.id',
      'c.client_id as clientId',
      'c.advertiser_id as advertiserId',
      'c.campaign_id as campaignId',
      'c.title',
      isoText('c.created_at').as('createdAt'),
      isoText('c.updated_at').as('updatedAt'),
    ])
    .where('c.user_id', '=', userId);

export async function conversationOf(db: Database, userId: number, id: string): Promise<Conversation | null> {
  return (await conversationsOf(db, userId).where('c.id', '=', id).executeTakeFirst()) ?? null;
}

export async function listConversations(db: Database, userId: number, clientId?: number): Promise<Conversation[]> {
  return conversationsOf(db, userId)
    .$if(clientId !== undefined, (q) => q.where('c.client_id', '=', clientId!))
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.id')
    .limit(100)
    .execute();
}

/** The latest conversation about the same client and campaign, so that a reload finds where the user was. */
export async function latestConversation(
  db: Database,
  userId: number,
  focus: { clientId: number; advertiserId: number | null; campaignId: number | null },
): Promise<Conversation | null> {
  const row = await conversationsOf(db, userId)
    .where('c.client_id', '=', focus.clientId)
    .where('c.advertiser_id', 'is not distinct from', focus.advertiserId)
    .where('c.campaign_id', 'is not distinct from', focus.campaignId)
    .orderBy('c.updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

export async function createConversation(
  db: Database,
  userId: number,
  focus: { clientId: number; advertiserId: number | null; campaignId: number | null },
): Promise<Conversation> {
  const id = randomUUID();
  await tables(db)
    .insertInto('assistant_conversations')
    .values({
      id,
      user_id: userId,
      client_id: focus.clientId,
      advertiser_id: focus.advertiserId,
      campaign_id: focus.campaignId,
      title: 'New conversation',
    })
    .execute();
  return (await conversationOf(db, userId, id))!;
}

export async function messagesOf(db: Database, conversationId: string): Promise<StoredMessage[]> {
  // tool_calls is jsonb: what the answer wrote there, the message's tool calls.
  return tables(db)
    .selectFrom('assistant_messages as m')
    .select([
      'm.id',
      'm.role',
      'm.content',
      'm.status',
      'm.engine',
      'm.tool_calls as toolCalls',
      isoText('m.created_at').as('createdAt'),
    ])
    .where('m.conversation_id', '=', conversationId)
    .orderBy('m.position')
    .$castTo<StoredMessage>()
    .execute();
}

/** The question and an empty answer, in order; the answer fills in when it ends. */
export async function startExchange(db: Database, conversationId: string, question: string, engine: string) {
  const questionId = randomUUID();
  const answerId = randomUUID();
  await db.transaction(async (tx) => {
    const exchange = tables(tx);
    const row = await exchange
      .selectFrom('assistant_messages')
      .select(asInt(sql`COALESCE(max(position), 0)`).as('n'))
      .where('conversation_id', '=', conversationId)
      .executeTakeFirst();
    const n = row?.n ?? 0;
    await exchange
      .insertInto('assistant_messages')
      .values([
        {
          id: questionId,
          conversation_id: conversationId,
          position: n + 1,
          role: 'user',
          content: question,
          status: 'complete',
        },
        {
          id: answerId,
          conversation_id: conversationId,
          position: n + 2,
          role: 'assistant',
          content: '',
          status: 'streaming',
          engine,
        },
      ])
      .execute();
    await exchange
      .updateTable('assistant_conversations')
      .set({
        updated_at: sql`now()`,
        title: sql`CASE WHEN title = 'New conversation' THEN left(${question}, 80) ELSE title END`,
      })
      .where('id', '=', conversationId)
      .execute();
  });
  return { questionId, answerId };
}

export async function finishAnswer(
  db: Database,
  answerId: string,
  content: string,
  status: 'complete' | 'stopped' | 'error',
  toolCalls: ToolCall[],
) {
  await tables(db)
    .updateTable('assistant_messages')
    .set({ content, status, tool_calls: JSON.stringify(toolCalls) })
    .where('id', '=', answerId)
    .execute();
}

/** History as a reader sees it: in demo mode every message is scrubbed with their key. */
export async function shownMessages(
  demo: DemoScrub,
  messages: StoredMessage[],
  demoKey: string | null,
  clientId?: number,
): Promise<StoredMessage[]> {
  if (!demoKey) return messages;
  return Promise.all(
    messages.map(async (m) => ({
      ...m,
      content: await demo.text(demoKey, m.content, clientId),
      toolCalls: await demo.json(demoKey, m.toolCalls, '/assistant/tools', clientId),
    })),
  );
}
