import { Type } from '@fastify/type-provider-typebox';
import type { Api } from '../api/types';
import type { Database } from '../db/database';
import { MagicBellNotification, toMagicBell } from './magicbell';
import {
  changeNotification,
  deleteNotification,
  listNotifications,
  markAll,
  notificationById,
  preferences,
  updatePreferences,
  type Change,
} from './queries';
import { CategorySchema, ChannelSchema } from './schemas';
import { requirePrivilege } from './service-auth';

const IdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });
const ListQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
    per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
    read: Type.Optional(Type.Boolean()),
    seen: Type.Optional(Type.Boolean()),
    archived: Type.Optional(Type.Boolean()),
    category: Type.Optional(Type.String({ maxLength: 100, pattern: '^[a-z_]*$' })),
  },
  { additionalProperties: false },
);
const Page = Type.Object({
  total: Type.Integer(),
  per_page: Type.Integer(),
  total_pages: Type.Integer(),
  current_page: Type.Integer(),
  unseen_count: Type.Integer(),
  unread_count: Type.Integer(),
  notifications: Type.Array(MagicBellNotification),
});
const PreferenceCategories = Type.Object({
  categories: Type.Array(
    Type.Object({
      slug: Type.String(),
      label: Type.Optional(Type.String()),
      channels: Type.Array(
        Type.Object({ slug: Type.String(), label: Type.Optional(Type.String()), enabled: Type.Boolean() }),
      ),
    }),
  ),
});
const PreferencesBody = Type.Object({
  notification_preferences: Type.Object({
    categories: Type.Array(
      Type.Object({
        slug: CategorySchema,
        channels: Type.Array(Type.Object({ slug: ChannelSchema, enabled: Type.Boolean() }), { maxItems: 2 }),
      }),
      { maxItems: 6 },
    ),
  }),
});
const LABELS: Record<string, string> = { in_app: 'In app', email: 'Email' };
const label = (slug: string) => LABELS[slug] ?? slug.charAt(0).toUpperCase() + slug.slice(1);

/** MagicBell's v1 user API over Beacon's notifications: the caller is always `request.notifyUser`. */
export async function serviceRoutes(api: Api, { db }: { db: Database }) {
  const noContent = { 204: Type.Null() };

  api.get('/notifications', { schema: { querystring: ListQuery, response: { 200: Page } } }, async (request) => {
    const user = requirePrivilege(request, 'NOTIFICATIONS_READ');
    const { page = 1, per_page: perPage = 15, ...filter } = request.query;
    const { rows, total, meta } = await listNotifications(db, user.id, filter, perPage, (page - 1) * perPage);
    return {
      total,
      per_page: perPage,
      total_pages: Math.ceil(total / perPage),
      current_page: page,
      unseen_count: meta.unseenCount,
      unread_count: meta.unreadCount,
      notifications: rows.map(toMagicBell),
    };
  });

  api.get(
    '/notifications/:id',
    { schema: { params: IdParams, response: { 200: Type.Object({ notification: MagicBellNotification }) } } },
    async (request) => {
      const user = requirePrivilege(request, 'NOTIFICATIONS_READ');
      return { notification: toMagicBell(await notificationById(db, user.id, Number(request.params.id))) };
    },
  );

  for (const what of ['read', 'seen'] as const) {
    api.post(`/notifications/${what}`, { schema: { response: noContent } }, async (request, reply) => {
      const user = requirePrivilege(request, what === 'read' ? 'NOTIFICATION_PREFERENCES_WRITE' : 'NOTIFICATIONS_READ');
      await markAll(db, user.id, what);
      return reply.status(204).send(null);
    });
  }

  for (const change of ['read', 'unread', 'archive', 'unarchive'] as Change[]) {
    api.post(
      `/notifications/:id/${change}`,
      { schema: { params: IdParams, response: noContent } },
      async (request, reply) => {
        const user = requirePrivilege(request, 'NOTIFICATIONS_READ');
        await changeNotification(db, user.id, Number(request.params.id), change);
        return reply.status(204).send(null);
      },
    );
  }

  api.delete('/notifications/:id', { schema: { params: IdParams, response: noContent } }, async (request, reply) => {
    const user = requirePrivilege(request, 'NOTIFICATIONS_READ');
    await deleteNotification(db, user.id, Number(request.params.id));
    return reply.status(204).send(null);
  });

  const asMagicBell = async (userId: number) => ({
    notification_preferences: {
      categories: (await preferences(db, userId)).categories.map((c) => ({
        slug: c.name,
        label: label(c.name),
        channels: c.channels.map((ch) => ({ slug: ch.type, label: label(ch.type), enabled: ch.enabled })),
      })),
    },
  });
  const PreferencesAnswer = Type.Object({ notification_preferences: PreferenceCategories });

  api.get('/notification_preferences', { schema: { response: { 200: PreferencesAnswer } } }, async (request) =>
    asMagicBell(requirePrivilege(request, 'NOTIFICATIONS_READ').id),
  );

  api.put(
    '/notification_preferences',
    { schema: { body: PreferencesBody, response: { 200: PreferencesAnswer } } },
    async (request) => {
      const user = requirePrivilege(request, 'NOTIFICATION_PREFERENCES_WRITE');
      const categories = request.body.notification_preferences.categories.map((c) => ({
        name: c.slug,
        channels: c.channels.map((ch) => ({ type: ch.slug, enabled: ch.enabled })),
      }));
      await updatePreferences(db, user.id, { categories });
      return asMagicBell(user.id);
    },
  );
}
