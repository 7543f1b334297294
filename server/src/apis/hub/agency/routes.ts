import { accessOf } from '../../../kernel/access/path-guard';
import { STAFF } from '../../../kernel/access/requirements';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import { agencyOverview } from '../../../domains/agency/overview';
import { AgencyOverview, OverviewQuery } from '../../../domains/agency/schemas';
import type { ApiDeps } from '../deps';

/** The agency's own view across its clients: staff only. */
export async function agencyRoutes(api: Api, { db }: ApiDeps) {
  const operation = operations(api, ['Agency']);
  operation.read(
    '/agency/overview',
    {
      operationId: 'getAgencyOverview',
      requires: STAFF,
      description:
        "Every client's spend over a range, its live campaigns at pacing risk, its overdue balance and its alerts " +
        'that hold, each read as the client’s own pages read it.',
      querystring: OverviewQuery,
      returns: AgencyOverview,
      refuses: [403],
    },
    (request) => agencyOverview(db, accessOf(request), request.query.range),
  );
}
