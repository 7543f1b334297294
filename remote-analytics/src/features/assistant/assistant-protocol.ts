import type { AnalyticsData } from '@beacon/shared';

/**
 * The assistant's socket frames (server/src/analytics/assistant/socket.ts). A socket has no OpenAPI document:
 * the frames are written here once, and the messages and tool calls they carry are the ones the history
 * operation's generated types describe.
 */
export type AssistantMessage = AnalyticsData<'/assistant/conversations/{conversationId}/messages'>[number];
export type AssistantToolCall = AssistantMessage['toolCalls'][number];
export type AnswerStatus = Exclude<AssistantMessage['status'], 'streaming'>;

export type AssistantClientFrame =
  | {
      type: 'auth';
      token: string;
      clientId?: number;
      advertiserId?: number;
      campaignId?: number;
      conversationId?: string;
      demoKey?: string;
    }
  | { type: 'ask'; text: string }
  | { type: 'stop'; answerId?: string }
  | { type: 'resume'; answerId: string; fromSeq: number }
  | { type: 'new-conversation' }
  | { type: 'ping' };

export type AssistantServerFrame =
  | {
      type: 'ready';
      conversationId: string;
      clientId: number;
      advertiserId: number | null;
      campaignId: number | null;
      engine: string;
      messages: AssistantMessage[];
      streaming: { answerId: string; seq: number }[];
      /** Questions the engine answers for this client, built from its own advertisers and campaigns. */
      suggestions?: string[];
    }
  | { type: 'answer-start'; answerId: string; questionId: string; conversationId: string }
  | { type: 'tool'; answerId: string; call: AssistantToolCall }
  | { type: 'token'; answerId: string; seq: number; text: string }
  | { type: 'answer-end'; answerId: string; status: AnswerStatus; message?: AssistantMessage }
  | { type: 'error'; code: string; message: string }
  | { type: 'pong' };
