import { Type } from '@fastify/type-provider-typebox';
import type { Api } from '../api/types';
import type { Database } from '../db/database';
import { requirePrivilege } from './service-auth';
import { subscribe } from './stream';
import { checkStreamToken, issueStreamToken, TOKEN_EXPIRED } from './stream-tokens';

/**
 * The live stream: `POST /ws/auth` gives a short-lived token for `GET /ws?token=`; the socket then carries
 * `{ type: 'event', name, data }` for the token's user only. An expired or invalid token is answered with
 * `{ type: 'error', code }` (40140 to 40149) and the socket closes: the client fetches a fresh token, reconnects
 * and refetches what it missed.
 */
export async function streamRoutes(api: Api, deps: { db: Database; secret: string; basePath: string }) {
  api.get(
    '/config',
    { schema: { response: { 200: Type.Object({ ws: Type.Object({ channel: Type.String(), url: Type.String() }) }) } } },
    async (request) => {
      const user = requirePrivilege(request, 'NOTIFICATIONS_READ');
      return { ws: { channel: `users/${user.id}`, url: `${deps.basePath}/ws` } };
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
      const { token, expiresAt } = issueStreamToken(user.id, deps.secret);
      return { token, expires_at: expiresAt, url: `${deps.basePath}/ws` };
    },
  );

  api.get<{ Querystring: { token?: string } }>(
    '/ws',
    { websocket: true, config: { public: true } },
    (socket, request) => {
      const check = checkStreamToken(String(request.query.token ?? ''), deps.secret);
      const send = (message: object) => socket.send(JSON.stringify(message));
      if (!check.ok) {
        send({ type: 'error', code: check.code, message: check.message });
        socket.close(4001, check.message);
        return;
      }
      const unsubscribe = subscribe(deps.db, check.userId, (event) => send({ type: 'event', ...event }));
      const expiry = setTimeout(
        () => {
          send({ type: 'error', code: TOKEN_EXPIRED, message: 'Token expired' });
          socket.close(4001, 'Token expired');
        },
        Math.max(0, check.expiresAt * 1000 - Date.now()),
      );
      socket.on('close', () => {
        unsubscribe();
        clearTimeout(expiry);
      });
      send({ type: 'connected', expires_at: check.expiresAt });
    },
  );
}
