import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../src/kernel/http/errors';
import type { Api } from '../../src/kernel/http/types';
import type { Database } from '../../src/kernel/db/database';
import { requirePrivilege } from './service-auth';
import {
  deleteTopicSubscriptions,
  discardDevice,
  listDevices,
  registerDevice,
  setTopicStatus,
  topicSubscriptions,
} from './subscriptions';

const DeviceToken = Type.String({ minLength: 1, maxLength: 1024, pattern: '^[A-Za-z0-9._:~-]+$' });
const Topic = Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9._:~-]+$' });
const Slug = Type.String({ minLength: 1, maxLength: 100, pattern: '^([a-z_]+|\\*)$' });
const PushSubscription = Type.Object({
  id: Type.String(),
  device_token: Type.String(),
  platform: Type.String(),
  created_at: Type.String(),
  discarded_at: Type.Union([Type.String(), Type.Null()]),
});
const Category = Type.Object({
  slug: Type.String(),
  reason: Type.Optional(Type.String()),
  status: Type.Union([Type.Literal('subscribed'), Type.Literal('unsubscribed')]),
});
const Subscription = Type.Object({ topic: Type.String(), categories: Type.Array(Category) });
const CategoriesIn = Type.Array(
  Type.Object({ slug: Slug, reason: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: false }),
  { maxItems: 20 },
);
const TopicParams = Type.Object({ topic: Topic });
const notFound = () => new HttpError(404, 'Not found');
/** MagicBell's SDK sends these with no body at all: no body is an empty one. */
const bodyOptional = {
  preValidation: async (request: FastifyRequest) => {
    request.body ??= {};
  },
};

/**
 * MagicBell v1's push subscriptions (a device registered for mobile push: kept and discarded as MagicBell does;
 * this service has no push provider, so nothing is pushed) and topic subscriptions (a user unsubscribed from a
 * topic, in a category or all, hears nothing more of it there). The bodies are MagicBell's, wrapped in the
 * entity's name (`{ push_subscription: {...} }`, `{ subscription: {...} }`), as its SDK sends them.
 */
export async function subscriptionRoutes(api: Api, { db }: { db: Database }) {
  api.post(
    '/push_subscriptions',
    {
      schema: {
        body: Type.Object({
          push_subscription: Type.Object({
            device_token: DeviceToken,
            platform: Type.String({ minLength: 1, maxLength: 30, pattern: '^[a-z_]+$' }),
          }),
        }),
        response: { 201: Type.Object({ push_subscription: PushSubscription }) },
      },
    },
    async (request, reply) => {
      const user = requirePrivilege(request, 'NOTIFICATIONS_READ');
      const { device_token, platform } = request.body.push_subscription;
      return reply.status(201).send({ push_subscription: await registerDevice(db, user.id, device_token, platform) });
    },
  );

  api.get(
    '/push_subscriptions',
    {
      schema: {
        querystring: Type.Object({
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
          per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
        }),
        response: {
          200: Type.Object({
            per_page: Type.Integer(),
            current_page: Type.Integer(),
            push_subscriptions: Type.Array(PushSubscription),
          }),
        },
      },
    },
    async (request) => {
      const user = requirePrivilege(request, 'NOTIFICATIONS_READ');
      const page = request.query.page ?? 1;
      const perPage = request.query.per_page ?? 20;
      return {
        per_page: perPage,
        current_page: page,
        push_subscriptions: await listDevices(db, user.id, page, perPage),
      };
    },
  );

  api.delete(
    '/push_subscriptions/:device_token',
    { schema: { params: Type.Object({ device_token: DeviceToken }), response: { 204: Type.Null() } } },
    async (request, reply) => {
      const user = requirePrivilege(request, 'NOTIFICATIONS_READ');
      if (!(await discardDevice(db, user.id, request.params.device_token))) throw notFound();
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/subscriptions',
    {
      schema: {
        body: Type.Object({ subscription: Type.Object({ topic: Topic, categories: CategoriesIn }) }),
        response: { 201: Type.Object({ subscription: Subscription }) },
      },
    },
    async (request, reply) => {
      const user = requirePrivilege(request, 'NOTIFICATION_PREFERENCES_WRITE');
      const { topic, categories } = request.body.subscription;
      return reply
        .status(201)
        .send({ subscription: await setTopicStatus(db, user.id, topic, categories, 'subscribed') });
    },
  );

  api.get(
    '/subscriptions',
    { schema: { response: { 200: Type.Object({ subscriptions: Type.Array(Subscription) }) } } },
    async (request) => {
      const user = requirePrivilege(request, 'NOTIFICATIONS_READ');
      return { subscriptions: await topicSubscriptions(db, user.id) };
    },
  );

  api.get(
    '/subscriptions/:topic',
    { schema: { params: TopicParams, response: { 200: Type.Object({ subscription: Subscription }) } } },
    async (request) => {
      const user = requirePrivilege(request, 'NOTIFICATIONS_READ');
      const [subscription] = await topicSubscriptions(db, user.id, request.params.topic);
      if (!subscription) throw notFound();
      return { subscription };
    },
  );

  api.post(
    '/subscriptions/:topic/unsubscribe',
    {
      ...bodyOptional,
      schema: {
        params: TopicParams,
        body: Type.Object({
          subscription: Type.Optional(Type.Object({ categories: Type.Optional(CategoriesIn) })),
        }),
        response: { 200: Type.Object({ subscription: Subscription }) },
      },
    },
    async (request) => {
      const user = requirePrivilege(request, 'NOTIFICATION_PREFERENCES_WRITE');
      const categories = request.body.subscription?.categories ?? [];
      return {
        subscription: await setTopicStatus(db, user.id, request.params.topic, categories, 'unsubscribed'),
      };
    },
  );

  api.delete(
    '/subscriptions/:topic',
    {
      ...bodyOptional,
      schema: {
        params: TopicParams,
        body: Type.Object({
          subscription: Type.Optional(
            Type.Object({ categories: Type.Optional(Type.Array(Type.Object({ slug: Slug }), { maxItems: 20 })) }),
          ),
        }),
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const user = requirePrivilege(request, 'NOTIFICATION_PREFERENCES_WRITE');
      const slugs = (request.body.subscription?.categories ?? []).map((c) => c.slug);
      if (!(await deleteTopicSubscriptions(db, user.id, request.params.topic, slugs))) throw notFound();
      return reply.status(204).send(null);
    },
  );
}
