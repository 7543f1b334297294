import {
  toInboxNotification,
  type InboxNotification,
  type NotificationClient,
  type NotificationServiceNotification,
} from '@beacon/shared/notifications';

export type StreamEvent =
  | { name: 'notifications/new'; notification: InboxNotification }
  | {
      name:
        | 'notifications/read'
        | 'notifications/unread'
        | 'notifications/delete'
        | 'notifications/archived'
        | 'notifications/unarchived';
      id: string;
    }
  | { name: 'notifications/read/all' | 'notifications/seen/all' };

export interface StreamHandlers {
  onEvent(event: StreamEvent): void;
  /** After every reconnection: refetch what may have arrived while the stream was down. */
  onReconnect(): void;
}

/** Codes 40140 to 40149: the token expired or is refused; a fresh one is fetched and the stream reopened. */
export const isTokenError = (code: unknown) => typeof code === 'number' && code >= 40140 && code <= 40149;

function socketUrl(path: string, token: string): string {
  const url = new URL(path, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  return url.toString();
}

function toEvent(message: { name?: string; data?: Record<string, unknown> }): StreamEvent | null {
  const { name, data = {} } = message;
  if (name === 'notifications/new')
    return { name, notification: toInboxNotification(data as unknown as NotificationServiceNotification) };
  if (name === 'notifications/read/all' || name === 'notifications/seen/all') return { name };
  if (
    name === 'notifications/read' ||
    name === 'notifications/unread' ||
    name === 'notifications/delete' ||
    name === 'notifications/archived' ||
    name === 'notifications/unarchived'
  ) {
    return { name, id: String(data.id) };
  }
  return null;
}

/**
 * The live stream for the signed-in user. It reconnects on its own (a fresh token each time, backing off while the
 * service is unreachable) and asks for a refetch after each reconnection. `close()` ends it for good.
 */
export function openNotificationStream(
  client: NotificationClient,
  handlers: StreamHandlers,
  createSocket = (url: string) => new WebSocket(url),
) {
  let socket: WebSocket | null = null;
  let closed = false;
  let connectedOnce = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    if (closed) return;
    const delay = Math.min(30_000, 300 * 2 ** failures);
    failures += 1;
    retry = setTimeout(() => void connect(), failures === 1 ? 0 : delay);
  };

  async function connect() {
    if (closed) return;
    let token: { token: string; url: string };
    try {
      token = await client.streamToken();
    } catch {
      schedule();
      return;
    }
    if (closed) return;
    const current = createSocket(socketUrl(token.url, token.token));
    socket = current;
    current.onmessage = (message) => {
      const parsed = JSON.parse(String(message.data)) as {
        type?: string;
        code?: number;
        name?: string;
        data?: Record<string, unknown>;
      };
      if (parsed.type === 'connected') {
        failures = 0;
        if (connectedOnce) handlers.onReconnect();
        connectedOnce = true;
      } else if (parsed.type === 'event') {
        const event = toEvent(parsed);
        if (event) handlers.onEvent(event);
      } else if (parsed.type === 'error' && isTokenError(parsed.code)) {
        failures = 0;
      }
    };
    current.onclose = () => {
      if (socket === current) schedule();
    };
  }

  void connect();
  return {
    close() {
      closed = true;
      clearTimeout(retry);
      socket?.close();
      socket = null;
    },
  };
}
