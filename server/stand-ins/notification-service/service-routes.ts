import { Type, type Static } from 'typebox';
import type { Api } from '../../src/kernel/http/types';
import type { Database } from '../../src/kernel/db/database';
import { DEMO_HEADER } from '@beacon/shared/demo';
import { inDemoMode, MagicBellNotification, redactedForDemo, toMagicBell, type MagicBellRecipient } from './magicbell';
import {
  changeNotification,
  deleteNotification,
  listNotifications,
  markAll,
  notificationById,
  preferences,
  updatePreferences,
  type Change,
  type NotificationRow,
} from '../../src/domains/notifications/queries';
import { CATEGORIES, CategorySchema, ChannelSchema, CHANNELS } from '../../src/domains/notifications/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { wantsV2 } from '../../src/domains/notifications/preference-form';
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
    topic: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
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
/** The v2 form (Accept-Version: v2, and the host's inbox): categories as an array of slugs with channel arrays. */
const PreferencesArray = Type.Array(
  Type.Object({
    slug: CategorySchema,
    channels: Type.Array(Type.Object({ slug: ChannelSchema, enabled: Type.Boolean() }), { maxItems: 2 }),
  }),
  { maxItems: 6 },
);
/**
 * MagicBell's v1 map form (what @magicbell/core sends and reads):
 * `{ categories: { billing: { in_app: true, email: false } } }`, `inApp` too (@magicbell/core). Channels this
 * service does not deliver on (web_push, mobile_push, sms, slack) are accepted and ignored.
 */
const PreferencesMap = Type.Record(
  Type.String({ pattern: `^(${CATEGORIES.join('|')})$` }),
  Type.Object(
    { in_app: Type.Optional(Type.Boolean()), email: Type.Optional(Type.Boolean()) },
    { additionalProperties: Type.Boolean(), maxProperties: 8 },
  ),
);
const PreferencesBody = Type.Object({
  notification_preferences: Type.Object({ categories: Type.Union([PreferencesArray, PreferencesMap]) }),
});
const camelCase = (slug: string) => slug.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
const LABELS: Record<string, string> = { in_app: 'In app', email: 'Email' };
const label = (slug: string) => LABELS[slug] ?? slug.charAt(0).toUpperCase() + slug.slice(1);

/** MagicBell's v1 user API over Beacon's notifications: the caller is always `request.notifyUser`. */
export async function serviceRoutes(api: Api, { db, linkBase }: { db: Database; linkBase?: string }) {
  const noContent = { 204: Type.Null() };
  /** Links point at the portal: its configured address, or the origin the request came to (the host's own). */
  const baseOf = (request: FastifyRequest) => linkBase ?? `${request.protocol}://${request.host}`;
  /** A notification as answered to this request: redacted when the host asks in demo mode. */
  const shown = (request: FastifyRequest, reply: FastifyReply, row: NotificationRow, user: MagicBellRecipient) => {
    const notification = toMagicBell(row, user, baseOf(request));
    if (!inDemoMode(request)) return notification;
    reply.header(DEMO_HEADER, 'scrubbed');
    return redactedForDemo(notification);
  };

  api.get('/notifications', { schema: { querystring: ListQuery, response: { 200: Page } } }, async (request, reply) => {
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
      notifications: rows.map((row) => shown(request, reply, row, user)),
    };
  });

  api.get(
    '/notifications/:id',
    { schema: { params: IdParams, response: { 200: Type.Object({ notification: MagicBellNotification }) } } },
    async (request, reply) => {
      const user = requirePrivilege(request, 'NOTIFICATIONS_READ');
      const row = await notificationById(db, user.id, Number(request.params.id));
      return { notification: shown(request, reply, row, user) };
    },
  );

  for (const what of ['read', 'seen'] as const) {
    api.post(`/notifications/${what}`, { schema: { response: noContent } }, async (request, reply) => {
      const user = requirePrivilege(request, what === 'read' ? 'NOTIFICATION_PREFERENCES_WRITE' : 'NOTIFICATIONS_READ');
      await markAll(db, user.id, what);
      return reply.status(204).send(null);
    });
  }

  const change = (what: Change) => async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const user = requirePrivilege(request, 'NOTIFICATIONS_READ');
    await changeNotification(db, user.id, Number(request.params.id), what);
    return reply.status(204).send(null);
  };
  for (const what of ['read', 'unread', 'archive', 'unarchive'] as Change[]) {
    api.post(`/notifications/:id/${what}`, { schema: { params: IdParams, response: noContent } }, change(what));
  }
  // MagicBell's own unarchive (its SDKs call it): DELETE on the archive.
  api.delete(`/notifications/:id/archive`, { schema: { params: IdParams, response: noContent } }, change('unarchive'));

  api.delete('/notifications/:id', { schema: { params: IdParams, response: noContent } }, async (request, reply) => {
    const user = requirePrivilege(request, 'NOTIFICATIONS_READ');
    await deleteNotification(db, user.id, Number(request.params.id));
    return reply.status(204).send(null);
  });

  const answer = async (userId: number, v2: boolean) => {
    const { categories } = await preferences(db, userId);
    if (!v2)
      return {
        notification_preferences: {
          categories: Object.fromEntries(
            categories.map((c) => [c.name, Object.fromEntries(c.channels.map((ch) => [ch.type, ch.enabled]))]),
          ),
        },
      };
    return {
      notification_preferences: {
        categories: categories.map((c) => ({
          slug: c.name,
          label: label(c.name),
          channels: c.channels.map((ch) => ({ slug: ch.type, label: label(ch.type), enabled: ch.enabled })),
        })),
      },
    };
  };
  const PreferencesAnswer = Type.Object({
    notification_preferences: Type.Union([
      PreferenceCategories,
      Type.Object({ categories: Type.Record(Type.String(), Type.Record(Type.String(), Type.Boolean())) }),
    ]),
  });

  api.get('/notification_preferences', { schema: { response: { 200: PreferencesAnswer } } }, async (request) =>
    answer(requirePrivilege(request, 'NOTIFICATIONS_READ').id, wantsV2(request)),
  );

  api.put(
    '/notification_preferences',
    { schema: { body: PreferencesBody, response: { 200: PreferencesAnswer } } },
    async (request) => {
      const user = requirePrivilege(request, 'NOTIFICATION_PREFERENCES_WRITE');
      const sent = request.body.notification_preferences.categories;
      const categories = Array.isArray(sent)
        ? (sent as Static<typeof PreferencesArray>).map((c) => ({
            name: c.slug,
            channels: c.channels.map((ch) => ({ type: ch.slug, enabled: ch.enabled })),
          }))
        : Object.entries(sent as Record<string, Record<string, boolean | undefined>>).map(([name, channels]) => ({
            name,
            // @magicbell/core hands back what it read camelized (`inApp`), and saves it that way.
            channels: CHANNELS.map((type) => ({ type, enabled: channels[type] ?? channels[camelCase(type)] })).filter(
              (c): c is { type: (typeof CHANNELS)[number]; enabled: boolean } => typeof c.enabled === 'boolean',
            ),
          }));
      await updatePreferences(db, user.id, { categories });
      return answer(user.id, wantsV2(request));
    },
  );
}
