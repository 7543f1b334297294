import { Type } from 'typebox';
import { Nullable, PageInfo, PageQuery, paging, SearchText } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { CONNECTION_HEALTH, dashboardChecks } from '../../../domains/admin-checks/queries';
import { ADMINISTRATION } from '../../../kernel/access/requirements';

const ChecksQuery = Type.Object({ ...PageQuery, search: Type.Optional(SearchText) });

const DashboardCheck = Type.Object({
  page: PageInfo,
  checkedAt: Type.String(),
  clients: Type.Array(
    Type.Object({
      clientId: Type.Integer(),
      clientName: Type.String(),
      workspaces: Type.Integer(),
      connections: Type.Array(
        Type.Object({
          id: Type.Integer(),
          connectionId: Type.String(),
          name: Type.String(),
          sourceType: Type.String(),
          workspaceName: Type.String(),
          health: Type.String({ description: CONNECTION_HEALTH.join(', ') }),
          expiresAt: Nullable(Type.String()),
          lastSyncedAt: Nullable(Type.String()),
          problem: Nullable(Type.String()),
        }),
      ),
      dashboards: Type.Array(
        Type.Object({
          id: Type.Integer(),
          name: Type.String(),
          dataSource: Type.String(),
          answers: Type.Boolean(),
          reason: Nullable(Type.String()),
          lastSyncedAt: Nullable(Type.String()),
        }),
      ),
    }),
  ),
});

/**
 * admin/cc-dash-check: the health of clients' dashboards and data connections, read fresh each time, a page of
 * clients at a time (by name; `search` keeps those whose name holds it).
 */
export async function adminCheckRoutes(api: Api, { db }: ApiDeps) {
  const operation = operations(api, ['Admin checks']);
  operation.read(
    '/admin-checks/dashboards',
    {
      operationId: 'checkDashboards',
      requires: ADMINISTRATION,
      querystring: ChecksQuery,
      returns: DashboardCheck,
      refuses: [403],
    },
    (request) => dashboardChecks(db, { ...paging(request.query), search: request.query.search }),
  );
}
