import type { AssistantServerFrame } from '../features/assistant/assistant-protocol';
import { act } from '@testing-library/react';

/**
 * The assistant's socket faked in the browser's own WebSocket shape: tests read what the page sent and push
 * the server's frames. Every socket the page opens is kept, in order.
 */
export class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  static opened: FakeSocket[] = [];

  readyState = FakeSocket.CONNECTING;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
    setTimeout(() => {
      this.readyState = FakeSocket.OPEN;
      this.onopen?.();
    }, 0);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(code = 1000) {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code });
  }

  /** A frame from the server. */
  push(frame: AssistantServerFrame) {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) }));
  }

  /** The network drops: closed without a reason. */
  drop() {
    act(() => this.close(1006));
  }

  of(type: string) {
    return this.sent.filter((f) => f.type === type);
  }
}

export function installFakeSocket() {
  FakeSocket.opened = [];
  Object.defineProperty(window, 'WebSocket', { writable: true, configurable: true, value: FakeSocket });
}

export const lastSocket = () => FakeSocket.opened.at(-1)!;
