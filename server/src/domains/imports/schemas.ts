import { Type } from 'typebox';
import { Id, Nullable, oneOf } from '../../kernel/http/schemas';

export const ImportParams = Type.Object({ clientId: Id, id: Id });

const RowError = Type.Object({ row: Type.Integer(), column: Type.String(), message: Type.String() });
const PreviewRow = Type.Object({
  row: Type.Integer(),
  date: Type.String(),
  platform: Type.String(),
  platformLineItemId: Type.String(),
  lineItemName: Type.String(),
  campaignName: Type.String(),
  region: Nullable(Type.String()),
  impressions: Type.Integer(),
  clicks: Type.Integer(),
  conversions: Type.Integer(),
  spend: Type.Number(),
});

export const Import = Type.Object(
  {
    id: Type.Integer(),
    status: oneOf(['queued', 'running', 'done', 'failed', 'undone'] as const),
    source: oneOf(['file', 'api', 'connector'] as const),
    dryRun: Type.Boolean(),
    acceptValidRows: Type.Boolean(),
    format: Nullable(Type.String()),
    formatLabel: Nullable(Type.String()),
    fileName: Type.String(),
    progress: Type.Integer({ minimum: 0, maximum: 100 }),
    rowsRead: Type.Integer(),
    rowsAccepted: Type.Integer(),
    rowsRejected: Type.Integer(),
    errors: Type.Array(RowError, {
      description: 'The first 200 rows that cannot be taken (rowsRejected counts them all)',
    }),
    message: Nullable(Type.String({ description: 'Why the whole file was refused' })),
    preview: Type.Array(PreviewRow, { description: 'The first 20 rows as Beacon read and placed them' }),
    days: Nullable(Type.Object({ from: Type.String(), to: Type.String() })),
    lineItems: Type.Integer(),
    createdAt: Type.String(),
    createdBy: Type.String(),
    finishedAt: Nullable(Type.String()),
    undoneAt: Nullable(Type.String()),
    undoneBy: Nullable(Type.String()),
  },
  { title: 'Import' },
);

export const Queued = Type.Object({ id: Type.Integer(), status: Type.String() });

export const LineItem = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    platform: Type.String(),
    platformLineItemId: Nullable(Type.String({ description: "The line item's own id on its platform" })),
    adFormat: Type.String(),
    budget: Type.Number(),
    startDate: Nullable(Type.String()),
    endDate: Nullable(Type.String()),
  },
  { title: 'LineItem' },
);
