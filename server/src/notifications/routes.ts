import { Type } from '@fastify/type-provider-typebox';
import { scopeOf } from '../access/path-guard';
import { isAdminRole } from '../access/scope';
import { forbidden, notFound } from '../api/errors';
import { Data, ErrorBody, errors } from '../api/schemas';
import type { Api, ApiDeps } from '../api/types';
import { ClientUsernameParams } from '../users/schemas';
import { inboxRoutes } from './inbox-routes';
import { notificationSignature } from './signature';

const Signature = Type.Object({ email: Type.String(), hash: Type.String() });

export async function notificationRoutes(api: Api, deps: ApiDeps) {
  const { db, notificationSecret } = deps;
  const tags = ['Notifications'];
  await inboxRoutes(api, deps);
  api.get('/users/me/notification-signature', {
    schema: { tags, operationId: 'getMyNotificationSignature', response: { 200: Data(Signature), ...errors } },
  }, async (request) => {
    const { email } = request.access!.user;
    return { data: { email, hash: notificationSignature(email, notificationSecret) } };
  });

  // For the "manage notifications" dialog of user management: managers only, users of the same client only.
  api.get('/clients/:clientId/users/:username/notification-signature', {
    schema: { tags, operationId: 'getUserNotificationSignature', params: ClientUsernameParams, response: { 200: Data(Signature), ...errors, 403: ErrorBody } },
  }, async (request) => {
    if (!isAdminRole(request.access!.user.role)) throw forbidden();
    const [user] = await db.query<{ email: string }>("SELECT email FROM users WHERE type = 'STANDARD' AND client_id = $1 AND lower(username) = lower($2)",
      [scopeOf(request).clientId, request.params.username]);
    if (!user) throw notFound();
    return { data: { email: user.email, hash: notificationSignature(user.email, notificationSecret) } };
  });
}
