import { accessOf } from '../../../kernel/access/path-guard';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../../kernel/http/errors';
import { Data, ErrorBody, errors, PageQuery, paging } from '../../../kernel/http/schemas';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import {
  changeNotification,
  deleteNotification,
  listNotifications,
  markAll,
  preferences,
  updatePreferences,
  type Change,
} from '../../../domains/notifications/queries';
import {
  CATEGORIES,
  Notification,
  NotificationPage,
  NotificationParams,
  Preferences,
  PreferencesUpdate,
} from '../../../domains/notifications/schemas';

/** The spec's privileges: NOTIFICATIONS_READ for the inbox, NOTIFICATION_PREFERENCES_WRITE for mark-all-read and preferences. */
function requirePrivilege(request: FastifyRequest, privilege: 'NOTIFICATIONS_READ' | 'NOTIFICATION_PREFERENCES_WRITE') {
  if (!accessOf(request).user.privileges.includes(privilege)) throw forbidden();
}

export async function inboxRoutes(api: Api, { db }: ApiDeps) {
  const tags = ['Notifications'];
  const withForbidden = { ...errors, 403: ErrorBody };
  const me = (request: FastifyRequest) => accessOf(request).user.id;

  api.get(
    '/notifications',
    {
      schema: {
        tags,
        operationId: 'listNotifications',
        querystring: Type.Object({ archived: Type.Optional(Type.Boolean()), ...PageQuery }),
        response: { 200: NotificationPage, ...withForbidden },
      },
    },
    async (request) => {
      requirePrivilege(request, 'NOTIFICATIONS_READ');
      const p = paging(request.query);
      const archived = request.query.archived ?? false;
      const { rows, total, meta } = await listNotifications(db, me(request), { archived }, p.limit, p.offset);
      return { data: rows, page: { page: p.page, pageSize: p.pageSize, total }, meta };
    },
  );

  for (const what of ['seen', 'read'] as const) {
    api.post(
      `/notifications/${what}`,
      {
        schema: {
          tags,
          operationId: `markAllNotifications${what === 'seen' ? 'Seen' : 'Read'}`,
          response: { 200: Data(Type.Object({ updated: Type.Integer() })), ...withForbidden },
        },
      },
      async (request) => {
        requirePrivilege(request, what === 'read' ? 'NOTIFICATION_PREFERENCES_WRITE' : 'NOTIFICATIONS_READ');
        return { data: { updated: await markAll(db, me(request), what) } };
      },
    );
  }

  for (const change of ['read', 'unread', 'archive', 'unarchive'] as Change[]) {
    api.post(
      `/notifications/:notificationId/${change}`,
      {
        schema: {
          tags,
          operationId: `${change}Notification`,
          params: NotificationParams,
          response: { 200: Data(Notification), ...withForbidden },
        },
      },
      async (request) => {
        requirePrivilege(request, 'NOTIFICATIONS_READ');
        return { data: await changeNotification(db, me(request), request.params.notificationId, change) };
      },
    );
  }

  api.delete(
    '/notifications/:notificationId',
    {
      schema: {
        tags,
        operationId: 'deleteNotification',
        params: NotificationParams,
        response: { 204: Type.Null(), ...withForbidden },
      },
    },
    async (request, reply) => {
      requirePrivilege(request, 'NOTIFICATIONS_READ');
      await deleteNotification(db, me(request), request.params.notificationId);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/notification-preferences/categories',
    {
      schema: {
        tags,
        operationId: 'listNotificationPreferenceCategories',
        response: { 200: Data(Type.Array(Type.String())), ...errors },
      },
    },
    async () => ({ data: [...CATEGORIES] }),
  );

  api.get(
    '/notification-preferences',
    {
      schema: {
        tags,
        operationId: 'getNotificationPreferences',
        response: { 200: Data(Preferences), ...withForbidden },
      },
    },
    async (request) => {
      requirePrivilege(request, 'NOTIFICATIONS_READ');
      return { data: await preferences(db, me(request)) };
    },
  );

  api.put(
    '/notification-preferences',
    {
      schema: {
        tags,
        operationId: 'updateNotificationPreferences',
        body: PreferencesUpdate,
        response: { 200: Data(Preferences), ...withForbidden },
      },
    },
    async (request) => {
      requirePrivilege(request, 'NOTIFICATION_PREFERENCES_WRITE');
      return { data: await updatePreferences(db, me(request), request.body) };
    },
  );
}
