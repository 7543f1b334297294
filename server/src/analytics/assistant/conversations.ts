import { randomUUID } from 'node:crypto';
import { iso } from '../../api/schemas';
import type { Database } from '../../db/database';
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

const CONVERSATION = `c.id, c.client_id AS "clientId", c.advertiser_id AS "advertiserId", c.campaign_id AS "campaignId", c.title,
  ${iso('c.created_at')} AS "createdAt", ${iso('c.updated_at')} AS "updatedAt"`;

/** One user's conversations: every read names the user, so nobody reads another's. */
export async function conversationOf(db: Database, userId: number, id: string): Promise<Conversation | null> {
  const [row] = await db.query<Conversation>(
    `SELECT ${CONVERSATION} FROM assistant_conversations c WHERE c.id = $1 AND c.user_id = $2`,
    [id, userId],
  );
  return row ?? null;
}

export async function listConversations(db: Database, userId: number, clientId?: number) {
  return db.query<Conversation>(
    `SELECT ${CONVERSATION} FROM assistant_conversations c WHERE c.user_id = $1 AND ($2::int IS NULL OR c.client_id = $2)
    ORDER BY c.updated_at DESC, c.id LIMIT 100`,
    [userId, clientId ?? null],
  );
}

/** The latest conversation about the same client and campaign, so that a reload finds where the user was. */
export async function latestConversation(
  db: Database,
  userId: number,
  focus: { clientId: number; advertiserId: number | null; campaignId: number | null },
): Promise<Conversation | null> {
  const [row] = await db.query<Conversation>(
    `SELECT ${CONVERSATION} FROM assistant_conversations c WHERE c.user_id = $1 AND c.client_id = $2
      AND c.advertiser_id IS NOT DISTINCT FROM $3 AND c.campaign_id IS NOT DISTINCT FROM $4
    ORDER BY c.updated_at DESC LIMIT 1`,
    [userId, focus.clientId, focus.advertiserId, focus.campaignId],
  );
  return row ?? null;
}

export async function createConversation(
  db: Database,
  userId: number,
  focus: { clientId: number; advertiserId: number | null; campaignId: number | null },
): Promise<Conversation> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO assistant_conversations (id, user_id, client_id, advertiser_id, campaign_id, title) VALUES ($1, $2, $3, $4, $5, 'New conversation')`,
    [id, userId, focus.clientId, focus.advertiserId, focus.campaignId],
  );
  return (await conversationOf(db, userId, id))!;
}

export async function messagesOf(db: Database, conversationId: string): Promise<StoredMessage[]> {
  return db.query<StoredMessage>(
    `SELECT m.id, m.role, m.content, m.status, m.engine, m.tool_calls AS "toolCalls", ${iso('m.created_at')} AS "createdAt"
    FROM assistant_messages m WHERE m.conversation_id = $1 ORDER BY m.position`,
    [conversationId],
  );
}

/** The question and an empty answer, in order; the answer fills in when it ends. */
export async function startExchange(db: Database, conversationId: string, question: string, engine: string) {
  const questionId = randomUUID();
  const answerId = randomUUID();
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ n: number }>(
      'SELECT COALESCE(max(position), 0)::int AS n FROM assistant_messages WHERE conversation_id = $1',
      [conversationId],
    );
    const n = row?.n ?? 0;
    await tx.query(
      `INSERT INTO assistant_messages (id, conversation_id, position, role, content, status) VALUES ($1, $2, $3, 'user', $4, 'complete')`,
      [questionId, conversationId, n + 1, question],
    );
    await tx.query(
      `INSERT INTO assistant_messages (id, conversation_id, position, role, content, status, engine) VALUES ($1, $2, $3, 'assistant', '', 'streaming', $4)`,
      [answerId, conversationId, n + 2, engine],
    );
    await tx.query(
      `UPDATE assistant_conversations SET updated_at = now(),
        title = CASE WHEN title = 'New conversation' THEN left($2, 80) ELSE title END WHERE id = $1`,
      [conversationId, question],
    );
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
  await db.query('UPDATE assistant_messages SET content = $2, status = $3, tool_calls = $4 WHERE id = $1', [
    answerId,
    content,
    status,
    JSON.stringify(toolCalls),
  ]);
}
