import { Type } from 'typebox';
import { accessOf, scopeOf } from '../../../kernel/access/path-guard';
import { CLIENT_DATA } from '../../../kernel/access/requirements';
import { DEFAULTS } from '../../../kernel/config/environment';
import { listOf } from '../../../kernel/config/list';
import { invalidField } from '../../../kernel/http/errors';
import { ClientParams, Data, Id } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
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
  const operation = operations(api, ['Alerts']);
  const hosts = alertWebhookHosts ?? listOf(DEFAULTS.BEACON_ALERT_WEBHOOK_HOSTS);
  const ownerOf = (request: FastifyRequest): RuleOwner => ({
    scope: scopeOf(request),
    userId: accessOf(request).user.id,
  });
  const checked = (body: NewAlertRule) => {
    const refusal = body.channels.webhookUrl ? webhookRefusal(body.channels.webhookUrl, hosts) : null;
    if (refusal) throw invalidField('channels.webhookUrl', refusal);
    return body;
  };
  const base = '/clients/:clientId/alert-rules';
  operation.read(
    base,
    {
      operationId: 'listAlertRules',
      requires: CLIENT_DATA,
      params: ClientParams,
      returns: Type.Array(AlertRule),
    },
    (request) => listAlertRules(db, ownerOf(request)),
  );
  operation.post(
    base,
    {
      operationId: 'createAlertRule',
      requires: CLIENT_DATA,
      params: ClientParams,
      body: NewAlertRule,
      returns: Data(AlertRule),
      status: 201,
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createAlertRule(db, ownerOf(request), checked(request.body)) }),
  );
  operation.read(
    `${base}/:alertRuleId`,
    { operationId: 'getAlertRule', requires: CLIENT_DATA, params: RuleParams, returns: AlertRule },
    (request) => alertRuleById(db, ownerOf(request), request.params.alertRuleId),
  );
  operation.put(
    `${base}/:alertRuleId`,
    {
      operationId: 'updateAlertRule',
      requires: CLIENT_DATA,
      params: RuleParams,
      body: NewAlertRule,
      returns: Data(AlertRule),
    },
    async (request) => ({
      data: await updateAlertRule(db, ownerOf(request), request.params.alertRuleId, checked(request.body)),
    }),
  );
  operation.remove(
    `${base}/:alertRuleId`,
    { operationId: 'deleteAlertRule', requires: CLIENT_DATA, params: RuleParams },
    (request) => deleteAlertRule(db, ownerOf(request), request.params.alertRuleId),
  );
  operation.read(
    `${base}/:alertRuleId/history`,
    {
      operationId: 'getAlertRuleHistory',
      requires: CLIENT_DATA,
      description:
        'Each time the rule began or stopped holding, newest first, with the figure and what the webhook answered.',
      params: RuleParams,
      returns: Type.Array(AlertEvent),
    },
    (request) => alertHistory(db, ownerOf(request), request.params.alertRuleId),
  );
}
