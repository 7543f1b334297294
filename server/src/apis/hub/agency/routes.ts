import { accessOf } from '../../../kernel/access/path-guard';
import { STAFF } from '../../../kernel/access/requirements';
import { Data, ErrorBody, errors } from '../../../kernel/http/schemas';
import type { Api } from '../../../kernel/http/types';
import { agencyOverview } from '../../../domains/agency/overview';
import { AgencyOverview, OverviewQuery } from '../../../domains/agency/schemas';
import type { ApiDeps } from '../deps';

/** The agency's own view across its clients: staff only. */
export async function agencyRoutes(api: Api, { db }: ApiDeps) {
  api.get(
    '/agency/overview',
    {
      config: { requires: STAFF },
      schema: {
        tags: ['Agency'],
        operationId: 'getAgencyOverview',
        description:
          "Every client's spend over a range, its live campaigns at pacing risk, its overdue balance and its alerts " +
          'that hold, each read as the client’s own pages read it.',
        querystring: OverviewQuery,
        response: { 200: Data(AgencyOverview), ...errors, 403: ErrorBody },
      },
    },
    async (request) => ({ data: await agencyOverview(db, accessOf(request), request.query.range) }),
  );
}
