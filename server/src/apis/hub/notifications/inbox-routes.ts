import { accessOf } from '../../../kernel/access/path-guard';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
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
import { NOTIFICATIONS, NOTIFICATION_PREFERENCES, SIGNED_IN } from '../../../kernel/access/requirements';

export async function inboxRoutes(api: Api, { db }: ApiDeps) {
  const tags = ['Notifications'];
  const withForbidden = { ...errors, 403: ErrorBody };
  const me = (request: FastifyRequest) => accessOf(request).user.id;

  api.get(
    '/notifications',
    {
      config: { requires: NOTIFICATIONS },
      schema: {
        tags,
        operationId: 'listNotifications',
        querystring: Type.Object({ archived: Type.Optional(Type.Boolean()), ...PageQuery }),
        response: { 200: NotificationPage, ...withForbidden },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const archived = request.query.archived ?? false;
      const { rows, total, meta } = await listNotifications(db, me(request), { archived }, p.limit, p.offset);
      return { data: rows, page: { page: p.page, pageSize: p.pageSize, total }, meta };
    },
  );

  for (const what of ['seen', 'read'] as const) {
    api.post(
      `/notifications/${what}`,
      // Marking all as read is the preferences' privilege; marking all as seen is the inbox's.
      {
        config: { requires: what === 'read' ? NOTIFICATION_PREFERENCES : NOTIFICATIONS },
        schema: {
          tags,
          operationId: `markAllNotifications${what === 'seen' ? 'Seen' : 'Read'}`,
          response: { 200: Data(Type.Object({ updated: Type.Integer() })), ...withForbidden },
        },
      },
      async (request) => {
        return { data: { updated: await markAll(db, me(request), what) } };
      },
    );
  }

  for (const change of ['read', 'unread', 'archive', 'unarchive'] as Change[]) {
    api.post(
      `/notifications/:notificationId/${change}`,
      {
        config: { requires: NOTIFICATIONS },
        schema: {
          tags,
          operationId: `${change}Notification`,
          params: NotificationParams,
          response: { 200: Data(Notification), ...withForbidden },
        },
      },
      async (request) => {
        return { data: await changeNotification(db, me(request), request.params.notificationId, change) };
      },
    );
  }

  api.delete(
    '/notifications/:notificationId',
    {
      config: { requires: NOTIFICATIONS },
      schema: {
        tags,
        operationId: 'deleteNotification',
        params: NotificationParams,
        response: { 204: Type.Null(), ...withForbidden },
      },
    },
    async (request, reply) => {
      await deleteNotification(db, me(request), request.params.notificationId);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/notification-preferences/categories',
    {
      config: { requires: SIGNED_IN },
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
      config: { requires: NOTIFICATIONS },
      schema: {
        tags,
        operationId: 'getNotificationPreferences',
        response: { 200: Data(Preferences), ...withForbidden },
      },
    },
    async (request) => {
      return { data: await preferences(db, me(request)) };
    },
  );

  api.put(
    '/notification-preferences',
    {
      config: { requires: NOTIFICATION_PREFERENCES },
      schema: {
        tags,
        operationId: 'updateNotificationPreferences',
        body: PreferencesUpdate,
        response: { 200: Data(Preferences), ...withForbidden },
      },
    },
    async (request) => {
      return { data: await updatePreferences(db, me(request), request.body) };
    },
  );
}
