import type { AnalyticsData } from '@beacon/shared/analytics-api';

/**
 * The assistant's socket frames, generated from the server's schemas (server/src/domains/analytics/assistant/frames.ts, by
 * `pnpm api:types`); the messages and tool calls they carry are the ones the history operation answers.
 */
export type AssistantMessage = AnalyticsData<'/assistant/conversations/{conversationId}/messages'>[number];
export type AssistantToolCall = AssistantMessage['toolCalls'][number];
export type AnswerStatus = Exclude<AssistantMessage['status'], 'streaming'>;

export type { AssistantClientFrame, AssistantServerFrame } from '@beacon/shared/analytics-api';
