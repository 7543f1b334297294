import type { AssistantMessage, AssistantServerFrame, AssistantToolCall } from './assistant-protocol';

/** What the chat shows: the conversation's messages, one of them perhaps still being written. */
export interface ConversationState {
  conversationId: string | null;
  engine: string | null;
  messages: AssistantMessage[];
  /** The last token received of each answer being written: where a resume starts from. */
  seqs: Record<string, number>;
  problem: string | null;
  /** Questions the server's engine answers for this client (its own names), offered on the page. */
  suggestions: string[];
}

export const EMPTY_CONVERSATION: ConversationState = {
  conversationId: null,
  engine: null,
  messages: [],
  seqs: {},
  problem: null,
  suggestions: [],
};

export type ConversationAction =
  { type: 'frame'; frame: AssistantServerFrame } | { type: 'asked'; text: string } | { type: 'reset' };

const now = () => new Date().toISOString();
const sameCall = (a: AssistantToolCall, b: AssistantToolCall) =>
  a.name === b.name && JSON.stringify(a.arguments) === JSON.stringify(b.arguments);

function update(state: ConversationState, id: string, change: (m: AssistantMessage) => AssistantMessage) {
  return { ...state, messages: state.messages.map((m) => (m.id === id ? change(m) : m)) };
}

/** Folds the socket's frames into the conversation; a frame seen twice (after a resume) changes nothing. */
export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  if (action.type === 'reset') return EMPTY_CONVERSATION;
  if (action.type === 'asked')
    return {
      ...state,
      problem: null,
      messages: [
        ...state.messages,
        {
          id: `pending-${state.messages.length}`,
          role: 'user',
          content: action.text,
          status: 'complete',
          createdAt: now(),
          engine: null,
          toolCalls: [],
        },
      ],
    };
  const frame = action.frame;
  switch (frame.type) {
    case 'ready': {
      // A reconnect keeps what it already had of an answer still being written, and resumes after it.
      const kept = new Map(state.messages.map((m) => [m.id, m]));
      const seqs: Record<string, number> = {};
      const messages = frame.messages.map((m) => {
        if (m.status !== 'streaming') return m;
        const mine = kept.get(m.id);
        seqs[m.id] = mine ? (state.seqs[m.id] ?? 0) : 0;
        return mine ?? { ...m, content: '', toolCalls: [] };
      });
      return {
        conversationId: frame.conversationId,
        engine: frame.engine,
        messages,
        seqs,
        problem: null,
        suggestions: frame.suggestions ?? state.suggestions,
      };
    }
    case 'answer-start': {
      const messages = state.messages.map((m) => (m.id.startsWith('pending-') ? { ...m, id: frame.questionId } : m));
      if (messages.some((m) => m.id === frame.answerId)) return { ...state, messages };
      return {
        ...state,
        messages: [
          ...messages,
          {
            id: frame.answerId,
            role: 'assistant',
            content: '',
            status: 'streaming',
            createdAt: now(),
            engine: state.engine,
            toolCalls: [],
          },
        ],
        seqs: { ...state.seqs, [frame.answerId]: 0 },
      };
    }
    case 'tool':
      return update(state, frame.answerId, (m) =>
        m.toolCalls.some((c) => sameCall(c, frame.call)) ? m : { ...m, toolCalls: [...m.toolCalls, frame.call] },
      );
    case 'token': {
      if (frame.seq <= (state.seqs[frame.answerId] ?? 0)) return state;
      const next = update(state, frame.answerId, (m) => ({ ...m, content: m.content + frame.text }));
      return { ...next, seqs: { ...state.seqs, [frame.answerId]: frame.seq } };
    }
    case 'answer-end': {
      const { [frame.answerId]: _ended, ...seqs } = state.seqs;
      const ended = update(state, frame.answerId, (m) =>
        frame.message ? { ...frame.message, status: frame.status } : { ...m, status: frame.status },
      );
      return { ...ended, seqs };
    }
    case 'error':
      return {
        ...state,
        problem: frame.message,
        messages: state.messages.filter((m) => !m.id.startsWith('pending-')),
      };
    default:
      return state;
  }
}
