import { Data } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import { Catalogue } from '../../../domains/campaign-reports/catalogue-schema';
import { catalogue } from '../../../semantic/catalogue';
import { SIGNED_IN } from '../../../kernel/access/requirements';

/** `GET /api/catalogue`: the semantic layer's definitions (metrics, dimensions, ranges, statuses, the report catalogue). */
export async function catalogueRoutes(api: Api) {
  const operation = operations(api, ['Semantic layer']);
  const data = catalogue();
  operation.get(
    '/catalogue',
    {
      operationId: 'getCatalogue',
      requires: SIGNED_IN,
      description:
        'Every figure the product shows, defined once: metrics with their formula, unit and format, dimensions, date ranges, the status vocabulary, and the campaign report catalogue (tiles, breakdowns, forecast).',
      returns: Data(Catalogue),
    },
    async () => ({ data }),
  );
}
