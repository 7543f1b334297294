import { Type } from 'typebox';
import { Id, IsoDate, Nullable } from '../../kernel/http/schemas';
import { DATE_RANGES, METRICS, OBJECTIVES, REPORT_QUERIES, TAB_KEYS } from '../../semantic/choices';
import { DIMENSION_NAMES } from '../../semantic/dimensions';

/** A string enumeration: one `enum` in the OpenAPI document, so the generated types carry the exact names. */
const literals = <T extends string>(values: readonly T[], options: { title: string }) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });

export const ObjectiveName = literals(OBJECTIVES, { title: 'Objective' });
export const DateRangeName = literals(DATE_RANGES, { title: 'DateRangeChoice' });
export const MetricName = literals(METRICS, { title: 'MetricChoice' });
export const TabKeyName = literals(TAB_KEYS, { title: 'ReportTabKey' });
export const ReportQueryName = literals(REPORT_QUERIES, { title: 'ReportQueryName' });

export const Specification = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  name: Type.String(),
  reportType: Type.String(),
  channelType: Type.String(),
  platforms: Type.Array(Type.String()),
  adFormats: Type.Array(Type.String()),
  objectives: Type.Array(ObjectiveName),
  clientId: Nullable(Type.Integer()),
});

export const Defaults = Type.Object({
  dateRange: DateRangeName,
  metric: MetricName,
  objective: Type.Optional(ObjectiveName),
  mapMode: Type.Optional(Type.Union([Type.Literal('heatmap'), Type.Literal('region')])),
  groupBy: Type.Array(Type.String()),
});

export const Code = Type.String({ pattern: '^[A-Z_]{2,30}$' });

export const QueryParams = Type.Object(
  {
    dateRange: Type.Optional(Type.Object({ startDate: IsoDate, endDate: IsoDate }, { additionalProperties: false })),
    platforms: Type.Optional(Type.Array(Code, { maxItems: 20 })),
    platformAdTypes: Type.Optional(Type.Array(Code, { maxItems: 20 })),
    platformLineItemIds: Type.Optional(Type.Array(Id, { maxItems: 1000 })),
    platformPixelNames: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 })),
    xandrPixelIds: Type.Optional(Type.Array(Id, { maxItems: 100 })),
    adomniCampaignIds: Type.Optional(Type.Array(Id, { maxItems: 1000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  },
  { title: 'QueryParams', additionalProperties: false },
);

export const Dimension = literals(DIMENSION_NAMES, { title: 'ReportDimension' });

export const ReportQueryBody = Type.Object(
  {
    specificationId: Type.Optional(Id),
    /** A tab of campaign reporting by key: the same as its specification. */
    tab: Type.Optional(TabKeyName),
    campaignIds: Type.Optional(Type.Array(Id, { maxItems: 500 })),
    advertiserIds: Type.Optional(Type.Array(Id, { maxItems: 500 })),
    groupBy: Type.Optional(Type.Array(Dimension, { maxItems: 5 })),
    objective: Type.Optional(ObjectiveName),
    /** A named range the server resolves in complete days (Custom and Campaign Lifetime use queryParams.dateRange). */
    dateRangeChoice: Type.Optional(DateRangeName),
    /** The result sets to run; without it the totals, the breakdown, platform and platform ad type. */
    queries: Type.Optional(Type.Array(ReportQueryName, { minItems: 1, maxItems: REPORT_QUERIES.length })),
    queryParams: Type.Optional(QueryParams),
  },
  { additionalProperties: false },
);

export const ResultRow = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()]));

export const QueryResult = Type.Object({ name: Type.String(), data: Type.Array(ResultRow) });

export const ReportResult = Type.Object(
  {
    report: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
    /** The last day with delivery in the report's campaigns: "data as of". */
    dataAsOf: Nullable(Type.String()),
    /** The dates the report covers, or null for the whole flight. */
    dateRange: Nullable(Type.Object({ startDate: Type.String(), endDate: Type.String() })),
    objective: Nullable(
      Type.Object({
        name: ObjectiveName,
        label: Type.String(),
        unit: Type.Union([Type.Literal('count'), Type.Literal('currency'), Type.Literal('ratio')]),
      }),
    ),
    forecastMethod: Type.String(),
    /** With forecast queries: why some campaigns are forecast nothing (null when all can deliver), and each query's 14-day total. */
    forecast: Nullable(
      Type.Object({ note: Nullable(Type.String()), totals: Type.Record(Type.String(), Type.Number()) }),
    ),
    queryResults: Type.Array(QueryResult),
  },
  { title: 'ReportResult' },
);

export const ReportTab = Type.Object({
  specificationId: Type.Integer(),
  key: TabKeyName,
  name: Type.String(),
  objectives: Type.Array(ObjectiveName),
  defaults: Defaults,
});

export const ReportCampaign = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    status: Type.String(),
    advertiserId: Type.Integer(),
    advertiserName: Type.String(),
    startDate: Nullable(Type.String()),
    endDate: Nullable(Type.String()),
    budget: Type.Number(),
    tabs: Type.Array(TabKeyName),
  },
  { title: 'ReportCampaign' },
);

export const ReportCampaignDetail = Type.Object(
  {
    ...ReportCampaign.properties,
    tabs: Type.Array(ReportTab),
    dataAsOf: Nullable(Type.String()),
    choices: Type.Object({ dateRanges: Type.Array(DateRangeName), metrics: Type.Array(MetricName) }),
  },
  { title: 'ReportCampaignDetail' },
);

export const ReportPdfBody = Type.Object(
  {
    ...ReportQueryBody.properties,
    title: Type.String({ minLength: 1, maxLength: 200, pattern: '^[^\\u0000-\\u001f]+$' }),
    /** The trend chart as the screen drew it, a base64 PNG, so the PDF looks like the screen. */
    chartPng: Type.Optional(Type.String({ maxLength: 240_000, pattern: '^[A-Za-z0-9+/=]+$' })),
  },
  { additionalProperties: false },
);
