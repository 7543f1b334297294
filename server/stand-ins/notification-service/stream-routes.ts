import { randomUUID } from 'node:crypto';
import { Type } from 'typebox';
import type { Api } from '../../src/kernel/http/types';
import type { Database } from '../../src/kernel/db/database';
import { absoluteUrl, inDemoMode, redactedForDemo, toMagicBell } from './magicbell';
import { requirePrivilege } from './service-auth';
import { notificationById, recipientOf } from '../../src/domains/notifications/queries';
import { subscribe, type StreamEvent } from '../../src/domains/notifications/stream';
import type { NotifySettings } from '../../src/kernel/config/notify-settings';
import { checkStreamToken, issueStreamToken, TOKEN_EXPIRED } from './stream-tokens';

/**
 * The live stream: a plain WebSocket carrying JSON text frames, the protocol of MagicBell's `magicbell` SDK
 * (4.x `listen()`), not Ably's. A short-lived token comes from `POST /ws/auth` (the host's inbox) or from
 * MagicBell's `POST /channels/in_app/inbox/tokens` (the SDK); `GET /ws?token=` (the SDK adds `api_key`, which is
 * ignored: the token is the credential) then sends `{ type: 'connected', name: 'connected', data }` and, for the token's user
 * only, `{ type: 'event', id, timestamp, channel, name, data }` with MagicBell's event names
 * (`notifications/new`, `notifications/read`, ...). An expired or invalid token is answered with
 * `{ type: 'error', code, message }` (Ably's token codes 40140 to 40149, which the SDK and the inbox both treat as
 * "fetch a fresh token and reconnect") and the socket closes; the client refetches what it missed.
 * `GET /config` names both (`ws.url`, `ws.authUrl`); @magicbell/core's Ably listener cannot use them (Ably's
 * realtime protocol is not served), its REST calls can.
 */
export async function streamRoutes(
  api: Api,
  deps: { db: Database; secret: string; basePath: string; linkBase?: string; settings: NotifySettings },
) {
  api.get(
    '/config',
    {
      schema: {
        response: {
          200: Type.Object({
            ws: Type.Object({ channel: Type.String(), url: Type.String(), authUrl: Type.String() }),
          }),
        },
      },
    },
    async (request) => {
      const user = requirePrivilege(request, 'NOTIFICATIONS_READ');
      // authUrl is relative to the service, as MagicBell's is (`ws/auth`).
      return { ws: { channel: `users/${user.id}`, url: `${deps.basePath}/ws`, authUrl: 'ws/auth' } };
    },
  );

  // MagicBell's SDK asks for the in-app inbox's stream token here; the body names the browser session, which a
  // token of this service does not need.
  api.post(
    '/channels/in_app/inbox/tokens',
    {
      schema: {
        response: {
          200: Type.Object({
            'in_app/inbox': Type.Object({ token: Type.String(), expires_at: Type.Integer(), url: Type.String() }),
          }),
        },
      },
    },
    async (request) => {
      const user = requirePrivilege(request, 'NOTIFICATIONS_READ');
      const { token, expiresAt } = issueStreamToken(user.id, deps.secret, deps.settings.streamTokenSeconds);
      return { 'in_app/inbox': { token, expires_at: expiresAt, url: `${deps.basePath}/ws` } };
    },
  );

  api.post(
    '/ws/auth',
    {
      schema: {
        response: { 200: Type.Object({ token: Type.String(), expires_at: Type.Integer(), url: Type.String() }) },
      },
    },
    async (request) => {
      const user = requirePrivilege(request, 'NOTIFICATIONS_READ');
      const demo = inDemoMode(request);
      const { token, expiresAt } = issueStreamToken(
        user.id,
        deps.secret,
        deps.settings.streamTokenSeconds,
        Date.now(),
        demo,
      );
      return { token, expires_at: expiresAt, url: `${deps.basePath}/ws` };
    },
  );

  api.get<{ Querystring: { token?: string } }>(
    '/ws',
    { websocket: true, config: { public: true } },
    async (socket, request) => {
      const check = checkStreamToken(String(request.query.token ?? ''), deps.secret);
      const send = (message: object) => socket.send(JSON.stringify(message));
      if (!check.ok) {
        send({ type: 'error', code: check.code, message: check.message });
        socket.close(4001, check.message);
        return;
      }
      const channel = `users/${check.userId}`;
      const linkBase = deps.linkBase ?? `${request.protocol}://${request.host}`;
      let closed = false;
      let unsubscribe = () => {};
      const expiry = setTimeout(
        () => {
          send({ type: 'error', code: TOKEN_EXPIRED, message: 'Token expired' });
          socket.close(4001, 'Token expired');
        },
        Math.max(0, check.expiresAt * 1000 - Date.now()),
      );
      socket.on('close', () => {
        closed = true;
        unsubscribe();
        clearTimeout(expiry);
      });
      // `connected` only once this instance listens: whatever any instance publishes afterwards reaches the socket.
      // Events are sent in the order they were published, each once its notification has been read.
      let sending = Promise.resolve();
      const listening = await subscribe(deps.db, check.userId, (event) => {
        sending = sending
          .then(async () => {
            const shown = await inMagicBellShape(deps.db, check.userId, event);
            if (!shown || closed) return;
            send({
              type: 'event',
              id: randomUUID(),
              timestamp: Date.now(),
              channel,
              ...shown,
              data: check.demo ? redactedForDemo(linked(shown.data, linkBase) as object) : linked(shown.data, linkBase),
            });
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'a stream event could not be sent'));
      }).catch((error: unknown) => {
        request.log.error({ err: error }, 'the live stream could not listen');
        socket.close(1011, 'Stream unavailable');
        return null;
      });
      if (!listening) return;
      if (closed) return listening();
      unsubscribe = listening;
      // Named like any event, with data: MagicBell's React layer reads every frame's `name` and `data`.
      send({
        type: 'connected',
        name: 'connected',
        data: { expires_at: check.expiresAt },
        expires_at: check.expiresAt,
      });
    },
  );
}

/**
 * The product's stream names a new notification by its id; MagicBell's stream carries the notification itself. One
 * deleted before it could be read is not sent.
 */
async function inMagicBellShape(db: Database, userId: number, event: StreamEvent): Promise<StreamEvent | null> {
  const id = Number(event.data.id);
  if (event.name !== 'notifications/new' || !Number.isSafeInteger(id) || Object.keys(event.data).length !== 1)
    return event;
  const row = await notificationById(db, userId, id).catch(() => null);
  if (!row) return null;
  return { name: event.name, data: toMagicBell(row, await recipientOf(db, userId)) };
}

/** A notification in an event links as the API's do: absolute, against the portal's address. */
function linked(data: unknown, base: string): unknown {
  if (!data || typeof data !== 'object' || !('action_url' in data)) return data;
  const url = (data as { action_url: unknown }).action_url;
  return { ...data, action_url: typeof url === 'string' ? absoluteUrl(url, base) : url };
}
