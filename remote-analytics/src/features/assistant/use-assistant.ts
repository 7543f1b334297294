import { assistantSocketUrl, requestCredentials } from '@beacon/shared/analytics-api';
import type { AssistantClientFrame, AssistantServerFrame } from './assistant-protocol';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { conversationReducer, EMPTY_CONVERSATION } from './conversation-state';

export interface AssistantFocus {
  clientId: number;
  advertiserId: number | null;
  campaignId: number | null;
}

export type SocketStatus = 'connecting' | 'ready' | 'reconnecting' | 'closed';

/** Close codes after which trying again cannot help: refused, not found, bad request. */
const FINAL_CLOSES = new Set([4000, 4003, 4004]);
const PING_MS = 25_000;
const backoff = (attempt: number) => Math.min(10_000, 500 * 2 ** attempt);

/**
 * The assistant's socket (`/assistant/ws`): authenticates with the same token and demo key as every API call,
 * streams answers token by token, stops them, and when the socket drops, reconnects to the same conversation
 * and resumes each answer from the last token it received. The server keeps the history, so a reload shows it.
 */
export function useAssistant(focus: AssistantFocus) {
  const [state, dispatch] = useReducer(conversationReducer, EMPTY_CONVERSATION);
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const socket = useRef<WebSocket | null>(null);
  const latest = useRef(state);
  latest.current = state;
  const { clientId, advertiserId, campaignId } = focus;

  useEffect(() => {
    let closed = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ping: ReturnType<typeof setInterval> | undefined;
    // A conversation switched to (another focus) starts from the server's history, not from this one.
    let conversationId: string | null = null;
    dispatch({ type: 'reset' });

    const send = (ws: WebSocket, frame: AssistantClientFrame) => ws.send(JSON.stringify(frame));

    const open = () => {
      const ws = new WebSocket(assistantSocketUrl());
      socket.current = ws;
      ws.onopen = async () => {
        const { token, demoKey } = await requestCredentials();
        if (ws.readyState !== WebSocket.OPEN) return;
        send(ws, {
          type: 'auth',
          token: token ?? '',
          clientId,
          ...(advertiserId ? { advertiserId } : {}),
          ...(campaignId ? { campaignId } : {}),
          ...(conversationId ? { conversationId } : {}),
          ...(demoKey ? { demoKey } : {}),
        });
        ping = setInterval(() => send(ws, { type: 'ping' }), PING_MS);
      };
      ws.onmessage = (event: MessageEvent<string>) => {
        const frame = JSON.parse(event.data) as AssistantServerFrame;
        if (frame.type === 'ready') {
          attempt = 0;
          conversationId = frame.conversationId;
          setStatus('ready');
          // Answers still being written: from the last token this page has of each (0 after a reload).
          const mine = latest.current;
          for (const live of frame.streaming) {
            const had = mine.messages.some((m) => m.id === live.answerId) ? (mine.seqs[live.answerId] ?? 0) : 0;
            send(ws, { type: 'resume', answerId: live.answerId, fromSeq: had });
          }
        }
        dispatch({ type: 'frame', frame });
      };
      ws.onclose = (event) => {
        clearInterval(ping);
        if (socket.current === ws) socket.current = null;
        if (closed) return;
        if (FINAL_CLOSES.has(event.code)) {
          setStatus('closed');
          return;
        }
        setStatus('reconnecting');
        timer = setTimeout(open, backoff(attempt++));
      };
    };
    setStatus('connecting');
    open();
    return () => {
      closed = true;
      clearTimeout(timer);
      clearInterval(ping);
      socket.current?.close(1000, 'left the page');
      socket.current = null;
    };
  }, [clientId, advertiserId, campaignId]);

  const post = useCallback((frame: AssistantClientFrame) => {
    const ws = socket.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify(frame));
    return true;
  }, []);

  const ask = useCallback(
    (text: string) => {
      if (post({ type: 'ask', text })) dispatch({ type: 'asked', text });
    },
    [post],
  );
  const streaming = state.messages.find((m) => m.status === 'streaming');
  const stop = useCallback(
    () => post({ type: 'stop', ...(streaming ? { answerId: streaming.id } : {}) }),
    [post, streaming],
  );
  const startOver = useCallback(() => post({ type: 'new-conversation' }), [post]);

  return { ...state, status, streaming: streaming ?? null, ask, stop, startOver };
}
