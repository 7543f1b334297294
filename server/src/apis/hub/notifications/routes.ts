import { Type } from 'typebox';
import { accessOf, scopeOf } from '../../../kernel/access/path-guard';
import { ClientParams, Data, Email } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { ClientUsernameParams } from '../../../domains/users/schemas';
import { notify } from '../../../domains/notifications/deliver';
import { clientUserEmail, clientUserIds } from '../../../domains/notifications/queries';
import { inboxRoutes } from './inbox-routes';
import { CategorySchema } from '../../../domains/notifications/schemas';
import { notifySettings } from '../../../kernel/config/notify-settings';
import { notificationSignature } from '../../../domains/notifications/signature';
import { readEnvironment } from '../../../kernel/config/environment';
import { SIGNED_IN, USER_MANAGERS } from '../../../kernel/access/requirements';

const Signature = Type.Object({ email: Type.String(), hash: Type.String() });
/** What the inbox needs to reach the notification service as this user. */
const Connection = Type.Object({
  email: Type.String(),
  hash: Type.String(),
  apiKey: Type.String(),
  serviceUrl: Type.String(),
});
const Broadcast = Type.Object(
  {
    category: CategorySchema,
    title: Type.String({ minLength: 1, maxLength: 200 }),
    content: Type.String({ maxLength: 5000 }),
    actionUrl: Type.Optional(Type.String({ maxLength: 500, pattern: '^(/|https://)' })),
    actionMessage: Type.Optional(Type.String({ maxLength: 60 })),
    emails: Type.Optional(Type.Array(Email, { maxItems: 500 })),
  },
  { additionalProperties: false },
);

export async function notificationRoutes(api: Api, deps: ApiDeps) {
  const { db, notificationSecret } = deps;
  const operation = operations(api, ['Notifications']);
  await inboxRoutes(api, deps);
  operation.get(
    '/users/me/notification-signature',
    { operationId: 'getMyNotificationSignature', requires: SIGNED_IN, returns: Data(Signature) },
    async (request) => {
      const { email } = accessOf(request).user;
      return { data: { email, hash: notificationSignature(email, notificationSecret) } };
    },
  );

  // The same signature with where the service is and its (public) API key: all the inbox, or one of MagicBell's
  // SDKs, needs to connect. The address is absolute (this server's own service at the address the caller reached
  // it by), so that it can be handed to an SDK as it is, in a browser or not.
  operation.get(
    '/users/me/notification-connection',
    { operationId: 'getMyNotificationConnection', requires: SIGNED_IN, returns: Data(Connection) },
    async (request) => {
      const { email } = accessOf(request).user;
      const { apiKey, baseUrl } = deps.notificationService ?? notifySettings(readEnvironment({}));
      const serviceUrl = new URL(baseUrl, `${request.protocol}://${request.host}`).href.replace(/\/$/, '');
      return { data: { email, hash: notificationSignature(email, notificationSecret), apiKey, serviceUrl } };
    },
  );

  // An administrator's own message to the users of a client (all of them, or those named), through their preferences.
  operation.post(
    '/clients/:clientId/notifications',
    {
      operationId: 'sendNotification',
      requires: USER_MANAGERS,
      params: ClientParams,
      body: Broadcast,
      returns: Data(Type.Object({ recipients: Type.Integer() })),
      status: 201,
      refuses: [403],
      // The client is checked (404 for a foreign one) before the body is judged, as for any client-scoped call.
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) throw request.validationError;
      const { emails, ...notification } = request.body;
      const { clientId } = scopeOf(request);
      const userIds = emails && (await clientUserIds(db, scopeOf(request), emails));
      const notified = await notify(db, { clientId, ...(userIds ? { userIds } : {}) }, notification);
      return reply.status(201).send({ data: { recipients: notified.length } });
    },
  );

  // For the "manage notifications" dialog of user management: managers only, users of the same client only.
  operation.get(
    '/clients/:clientId/users/:username/notification-signature',
    {
      operationId: 'getUserNotificationSignature',
      requires: USER_MANAGERS,
      params: ClientUsernameParams,
      returns: Data(Signature),
      refuses: [403],
    },
    async (request) => {
      const email = await clientUserEmail(db, scopeOf(request), request.params.username);
      return { data: { email, hash: notificationSignature(email, notificationSecret) } };
    },
  );
}
