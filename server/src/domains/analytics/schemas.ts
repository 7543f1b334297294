import { Type } from 'typebox';
import { Id, IsoDate, Nullable, oneOf } from '../../kernel/http/schemas';
import { SOURCE_TYPE_NAMES } from '../../kernel/config/sources';

export const SourceTypeSchema = oneOf(SOURCE_TYPE_NAMES, {
  description: 'META_ADS, GOOGLE_ADS and DSP connect by OAuth; every source can be connected by hand',
});
/** A display name typed by a person: bounded, no control characters. */
export const Name = Type.String({
  minLength: 1,
  maxLength: 120,
  pattern: '^[^\\u0000-\\u001f]*\\S[^\\u0000-\\u001f]*$',
});
export const AlternateId = Type.String({
  pattern: '^(client|advertiser):[1-9][0-9]{0,9}$',
  description: '`client:<clientId>` or `advertiser:<advertiserId>`',
});
export const ConnectionId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,80}$' });
export const AccountIdText = Type.String({ minLength: 1, maxLength: 120, pattern: '^[^\\u0000-\\u001f]+$' });
export const Settings = Type.Record(
  Type.String({ maxLength: 60 }),
  Type.Union([Type.String({ maxLength: 500 }), Type.Number(), Type.Boolean()]),
  {
    maxProperties: 20,
  },
);

export const WorkspaceParams = Type.Object({ workspaceId: Id });
export const ConnectionParams = Type.Object({ connectionId: ConnectionId });
export const WorkspaceConnectionParams = Type.Object({ workspaceId: Id, connectionId: ConnectionId });
export const ManualConnectionParams = Type.Object({ workspaceId: Id, manualConnectionId: Id });

export const Workspace = Type.Object(
  {
    id: Type.Integer(),
    alternateId: Type.String(),
    name: Type.String(),
    description: Nullable(Type.String()),
    clientId: Type.Integer(),
    clientName: Type.String(),
    advertiserId: Nullable(Type.Integer()),
    advertiserName: Nullable(Type.String()),
    connectionCount: Type.Integer(),
    dashboardCount: Type.Integer(),
    createdAt: Type.String(),
    updatedAt: Type.String(),
    canChange: Type.Boolean({
      description:
        "whether the caller's role may change the workspace, its connections and dashboards (Admin and agency roles)",
    }),
  },
  { title: 'Workspace' },
);

export const WorkspaceBody = Type.Object(
  { name: Type.Optional(Name), description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))) },
  { additionalProperties: false },
);

export const ConnectionStatus = oneOf(['connected', 'expired', 'error', 'purged']);

export const Connection = Type.Object(
  {
    id: Type.Integer(),
    connectionId: Type.String(),
    workspaceId: Type.Integer(),
    sourceType: Type.String(),
    sourceName: Type.String(),
    name: Type.String(),
    authType: oneOf(['oauth', 'manual', 'token']),
    status: ConnectionStatus,
    accountId: Nullable(Type.String()),
    accountName: Nullable(Type.String()),
    manualConnectionId: Nullable(Type.Integer()),
    hasTokens: Type.Boolean(),
    tokenExpiresAt: Nullable(Type.String()),
    lastSyncAt: Nullable(Type.String()),
    lastError: Nullable(Type.String()),
    createdAt: Type.String(),
    updatedAt: Type.String(),
  },
  { title: 'Connection' },
);

export const CreateConnectionBody = Type.Object(
  {
    manualConnectionId: Id,
    sourceType: Type.Optional(SourceTypeSchema),
    name: Type.Optional(Name),
  },
  { additionalProperties: false },
);

export const UpdateConnectionBody = Type.Object(
  {
    name: Type.Optional(Name),
    accountId: Type.Optional(AccountIdText),
    accountName: Type.Optional(Name),
    sync: Type.Optional(Type.Boolean({ description: 'read the source again now' })),
  },
  { additionalProperties: false },
);

export const ManualConnection = Type.Object(
  {
    id: Type.Integer(),
    workspaceId: Type.Integer(),
    sourceType: Type.String(),
    sourceName: Type.String(),
    name: Type.String(),
    accountId: Type.String(),
    settings: Settings,
    linkedConnectionId: Nullable(Type.String()),
    createdAt: Type.String(),
    updatedAt: Type.String(),
  },
  { title: 'ManualConnection' },
);

export const CreateManualConnectionBody = Type.Object(
  { sourceType: SourceTypeSchema, name: Name, accountId: AccountIdText, settings: Type.Optional(Settings) },
  { additionalProperties: false },
);
export const UpdateManualConnectionBody = Type.Object(
  { name: Type.Optional(Name), accountId: Type.Optional(AccountIdText), settings: Type.Optional(Settings) },
  { additionalProperties: false },
);

export const DIMENSIONS = ['day', 'week', 'month', 'channel', 'sourceType'] as const;
export const METRICS = ['spend', 'impressions', 'clicks', 'conversions', 'ctr', 'cpc', 'cpa', 'cpm'] as const;
export const Tag = Type.String({ pattern: '^[a-z0-9_]{1,40}$', description: 'a data source tag (GET data-sources)' });

export const DataSource = Type.Object({
  tag: Type.String(),
  name: Type.String(),
  sourceTypes: Type.Array(Type.String()),
  connectionIds: Type.Array(Type.String()),
  dimensions: Type.Array(Type.String()),
  metrics: Type.Array(Type.String()),
  firstDay: Nullable(Type.String()),
  lastDay: Nullable(Type.String()),
  rowCount: Type.Integer(),
});

export const Dashboard = Type.Object({
  id: Type.Integer(),
  workspaceId: Type.Integer(),
  name: Type.String(),
  dataSource: Type.String(),
  definition: Type.Object(
    {
      widgets: Type.Optional(
        Type.Array(
          Type.Object({
            title: Type.String(),
            type: Type.String(),
            metrics: Type.Array(Type.String()),
            dimensions: Type.Array(Type.String()),
          }),
        ),
      ),
    },
    { additionalProperties: true },
  ),
});

export const QueryBody = Type.Object(
  {
    dimensions: Type.Optional(Type.Array(oneOf(DIMENSIONS), { maxItems: DIMENSIONS.length })),
    metrics: Type.Optional(Type.Array(oneOf(METRICS), { maxItems: METRICS.length })),
    dateRange: Type.Optional(Type.Object({ startDate: IsoDate, endDate: IsoDate }, { additionalProperties: false })),
    channels: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 20 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  },
  { additionalProperties: false },
);

export const QueryResultSchema = Type.Object({
  tag: Type.String(),
  dimensions: Type.Array(Type.String()),
  metrics: Type.Array(Type.String()),
  rows: Type.Array(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()]))),
  totals: Type.Record(Type.String(), Type.Number()),
});
