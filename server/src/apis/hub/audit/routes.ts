import { Type } from 'typebox';
import { fetchPage, Nullable, PagedData, SearchedPageQuery } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { auditEvents } from '../../../kernel/audit/queries';
import { AUDIT_ACTIONS, ON_BEHALF_ACTION } from '../../../kernel/audit/record';
import { ADMINISTRATION } from '../../../kernel/access/requirements';

const AuditEvent = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  actorEmail: Type.String(),
  action: Type.String({ description: [...AUDIT_ACTIONS, ON_BEHALF_ACTION].join(', ') }),
  target: Type.String(),
  clientId: Nullable(Type.Integer()),
  clientName: Nullable(Type.String()),
  details: Type.Record(Type.String(), Type.Unknown()),
});

/** The Activity list of the administration page: every recorded change and call made for someone else, BeaconAdmin only. */
export async function auditRoutes(api: Api, { db }: ApiDeps) {
  const operation = operations(api, ['Audit']);
  operation.get(
    '/audit-events',
    {
      operationId: 'listAuditEvents',
      requires: ADMINISTRATION,
      querystring: Type.Object(SearchedPageQuery),
      returns: PagedData(AuditEvent),
      refuses: [403],
    },
    async (request) => {
      return fetchPage(request.query, (limit, offset) => auditEvents(db, request.query.search, limit, offset));
    },
  );
}
