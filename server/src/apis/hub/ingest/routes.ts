import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { ErrorBody } from '../../../kernel/http/schemas';
import { batchOf, runBatch, type Entity } from '../../../domains/ingest/batch';
import { advertiserGroups } from '../../../domains/ingest/advertiser-groups';
import { advertisers } from '../../../domains/ingest/advertisers';
import { audiences } from '../../../domains/ingest/audiences';
import { campaigns } from '../../../domains/ingest/campaigns';
import { clients } from '../../../domains/ingest/clients';
import { delivery } from '../../../domains/ingest/delivery';
import { invoices } from '../../../domains/ingest/invoices';
import { lineItems } from '../../../domains/ingest/line-items';
import { productCategories, products } from '../../../domains/ingest/products';
import { BatchResult } from '../../../domains/ingest/schemas';

/** Where the ingestion API lives under the hub (/api): a new version gets a new prefix, never a changed one. */
export const INGEST_PREFIX = '/ingest/v1';
/** A batch's body: 10,000 records, or a few hundred invoices with their PDFs. */
export const INGEST_BODY_LIMIT = 16 * 1024 * 1024;

/** In the order a pipeline loads a new client: each one's records name records of the ones before. */
export const ingestEntities = (deps: Pick<ApiDeps, 'fileStore'>) =>
  [
    clients,
    advertiserGroups,
    advertisers,
    campaigns,
    lineItems,
    invoices(deps.fileStore),
    productCategories,
    products,
    audiences,
    delivery,
  ] as Entity<never>[];

const operationIdOf = (name: string) =>
  `ingest${name.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase())}`;

/**
 * The ingestion API: batched, idempotent upserts that an agency's own pipelines (its warehouse, Fivetran or Airbyte
 * output, dbt) send with an API key. Authenticated by the key (the hub's user hook does not run on them) and
 * judged by the batch itself, every record at once, so the route's validator only documents the body.
 */
export async function ingestRoutes(api: Api, deps: ApiDeps) {
  for (const entity of ingestEntities(deps)) {
    api.post(
      `${INGEST_PREFIX}/${entity.name}`,
      {
        bodyLimit: INGEST_BODY_LIMIT,
        config: { apiKey: true, judgesBody: true },
        validatorCompiler: () => () => true,
        schema: {
          tags: ['Ingestion'],
          operationId: operationIdOf(entity.name),
          summary: entity.summary,
          description: entity.description,
          security: [{ apiKey: [] }],
          body: batchOf(entity.record),
          response: {
            200: BatchResult,
            400: ErrorBody,
            401: ErrorBody,
            403: ErrorBody,
            404: ErrorBody,
            413: ErrorBody,
            429: ErrorBody,
          },
        },
      },
      (request) => runBatch(deps, request, entity),
    );
  }
}
