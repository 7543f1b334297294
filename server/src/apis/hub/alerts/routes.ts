import { Type } from '@fastify/type-provider-typebox';
import { accessOf, scopeOf } from '../../../kernel/access/path-guard';
import { CLIENT_DATA } from '../../../kernel/access/requirements';
import { DEFAULTS } from '../../../kernel/config/environment';
import { listOf } from '../../../kernel/config/list';
import { HttpError } from '../../../kernel/http/errors';
import { ClientParams, Data, errors, Id } from '../../../kernel/http/schemas';
import type { Api } from '../../../kernel/http/types';
import type { FastifyRequest } from 'fastify';
import {
  alertHistory,
  alertRuleById,
  createAlertRule,
  deleteAlertRule,
  listAlertRules,
  updateAlertRule,
  type RuleOwner,
} from '../../../domains/alerts/queries';
import { AlertEvent, AlertRule, NewAlertRule } from '../../../domains/alerts/schemas';
import { webhookRefusal } from '../../../domains/alerts/webhook';
import type { ApiDeps } from '../deps';

const RuleParams = Type.Object({ clientId: Id, alertRuleId: Id });

/**
 * A user's alert rules in a client: a metric (or pacing) of a campaign, an advertiser or the whole client, a
 * condition, a range, and where to be told. Each user sees and changes only their own rules.
 */
export async function alertRuleRoutes(api: Api, { db, alertWebhookHosts }: ApiDeps) {
  const tags = ['Alerts'];
  const hosts = alertWebhookHosts ?? listOf(DEFAULTS.BEACON_ALERT_WEBHOOK_HOSTS);
  const ownerOf = (request: FastifyRequest): RuleOwner => ({
    scope: scopeOf(request),
    userId: accessOf(request).user.id,
  });
  const checked = (body: NewAlertRule) => {
    const refusal = body.channels.webhookUrl ? webhookRefusal(body.channels.webhookUrl, hosts) : null;
    if (refusal) throw new HttpError(400, 'Invalid body', [{ field: 'channels.webhookUrl', message: refusal }]);
    return body;
  };
  const base = '/clients/:clientId/alert-rules';
  api.get(
    base,
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'listAlertRules',
        params: ClientParams,
        response: { 200: Data(Type.Array(AlertRule)), ...errors },
      },
    },
    async (request) => ({ data: await listAlertRules(db, ownerOf(request)) }),
  );
  api.post(
    base,
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'createAlertRule',
        params: ClientParams,
        body: NewAlertRule,
        response: { 201: Data(AlertRule), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createAlertRule(db, ownerOf(request), checked(request.body)) }),
  );
  api.get(
    `${base}/:alertRuleId`,
    {
      config: { requires: CLIENT_DATA },
      schema: { tags, operationId: 'getAlertRule', params: RuleParams, response: { 200: Data(AlertRule), ...errors } },
    },
    async (request) => ({ data: await alertRuleById(db, ownerOf(request), request.params.alertRuleId) }),
  );
  api.put(
    `${base}/:alertRuleId`,
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'updateAlertRule',
        params: RuleParams,
        body: NewAlertRule,
        response: { 200: Data(AlertRule), ...errors },
      },
    },
    async (request) => ({
      data: await updateAlertRule(db, ownerOf(request), request.params.alertRuleId, checked(request.body)),
    }),
  );
  api.delete(
    `${base}/:alertRuleId`,
    {
      config: { requires: CLIENT_DATA },
      schema: { tags, operationId: 'deleteAlertRule', params: RuleParams, response: { 204: Type.Null(), ...errors } },
    },
    async (request, reply) => {
      await deleteAlertRule(db, ownerOf(request), request.params.alertRuleId);
      return reply.status(204).send(null);
    },
  );
  api.get(
    `${base}/:alertRuleId/history`,
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'getAlertRuleHistory',
        description:
          'Each time the rule began or stopped holding, newest first, with the figure and what the webhook answered.',
        params: RuleParams,
        response: { 200: Data(Type.Array(AlertEvent)), ...errors },
      },
    },
    async (request) => ({ data: await alertHistory(db, ownerOf(request), request.params.alertRuleId) }),
  );
}
