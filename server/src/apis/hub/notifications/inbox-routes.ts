import { accessOf } from '../../../kernel/access/path-guard';
import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { Data, PageQuery, paging } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
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
import { NOTIFICATIONS, NOTIFICATION_PREFERENCES, SIGNED_IN } from '../../../kernel/access/requirements';

export async function inboxRoutes(api: Api, { db }: ApiDeps) {
  const operation = operations(api, ['Notifications']);
  const me = (request: FastifyRequest) => accessOf(request).user.id;

  operation.get(
    '/notifications',
    {
      operationId: 'listNotifications',
      requires: NOTIFICATIONS,
      querystring: Type.Object({ archived: Type.Optional(Type.Boolean()), ...PageQuery }),
      returns: NotificationPage,
      refuses: [403],
    },
    async (request) => {
      const p = paging(request.query);
      const archived = request.query.archived ?? false;
      const { rows, total, meta } = await listNotifications(db, me(request), { archived }, p.limit, p.offset);
      return { data: rows, page: { page: p.page, pageSize: p.pageSize, total }, meta };
    },
  );

  for (const what of ['seen', 'read'] as const) {
    operation.post(
      `/notifications/${what}`,
      {
        operationId: `markAllNotifications${what === 'seen' ? 'Seen' : 'Read'}`,
        // Marking all as read is the preferences' privilege; marking all as seen is the inbox's.
        requires: what === 'read' ? NOTIFICATION_PREFERENCES : NOTIFICATIONS,
        returns: Data(Type.Object({ updated: Type.Integer() })),
        refuses: [403],
      },
      async (request) => {
        return { data: { updated: await markAll(db, me(request), what) } };
      },
    );
  }

  for (const change of ['read', 'unread', 'archive', 'unarchive'] as Change[]) {
    operation.post(
      `/notifications/:notificationId/${change}`,
      {
        operationId: `${change}Notification`,
        requires: NOTIFICATIONS,
        params: NotificationParams,
        returns: Data(Notification),
        refuses: [403],
      },
      async (request) => {
        return { data: await changeNotification(db, me(request), request.params.notificationId, change) };
      },
    );
  }

  operation.remove(
    '/notifications/:notificationId',
    {
      operationId: 'deleteNotification',
      requires: NOTIFICATIONS,
      params: NotificationParams,
      refuses: [403],
    },
    (request) => deleteNotification(db, me(request), request.params.notificationId),
  );

  operation.get(
    '/notification-preferences/categories',
    {
      operationId: 'listNotificationPreferenceCategories',
      requires: SIGNED_IN,
      returns: Data(Type.Array(Type.String())),
    },
    async () => ({ data: [...CATEGORIES] }),
  );

  operation.read(
    '/notification-preferences',
    { operationId: 'getNotificationPreferences', requires: NOTIFICATIONS, returns: Preferences, refuses: [403] },
    (request) => preferences(db, me(request)),
  );

  operation.put(
    '/notification-preferences',
    {
      operationId: 'updateNotificationPreferences',
      requires: NOTIFICATION_PREFERENCES,
      body: PreferencesUpdate,
      returns: Data(Preferences),
      refuses: [403],
    },
    async (request) => {
      return { data: await updatePreferences(db, me(request), request.body) };
    },
  );
}
