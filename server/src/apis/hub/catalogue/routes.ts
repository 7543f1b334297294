import { Data, errors } from '../../../kernel/http/schemas';
import type { Api } from '../../../kernel/http/types';
import { Catalogue } from '../../../domains/campaign-reports/catalogue-schema';
import { catalogue } from '../../../semantic/catalogue';
import { SIGNED_IN } from '../../../kernel/access/requirements';

/** `GET /api/catalogue`: the semantic layer's definitions (metrics, dimensions, ranges, statuses, the report catalogue). */
export async function catalogueRoutes(api: Api) {
  const data = catalogue();
  api.get(
    '/catalogue',
    {
      config: { requires: SIGNED_IN },
      schema: {
        tags: ['Semantic layer'],
        operationId: 'getCatalogue',
        description:
          'Every figure the product shows, defined once: metrics with their formula, unit and format, dimensions, date ranges, the status vocabulary, and the campaign report catalogue (tiles, breakdowns, forecast).',
        response: { 200: Data(Catalogue), ...errors },
      },
    },
    async () => ({ data }),
  );
}
