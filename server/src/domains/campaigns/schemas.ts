import { Type } from 'typebox';
import { CAMPAIGN_LIST_FILTERS, CAMPAIGN_STATUSES, RATE_TYPES, RFP_STATUSES } from '../../semantic/enumerations';
import { Id, Nullable, oneOf, PageQuery, SearchText } from '../../kernel/http/schemas';

export const Status = oneOf(CAMPAIGN_STATUSES);
const RfpStatus = oneOf(RFP_STATUSES);
const DateOrNull = Nullable(Type.String());

export const CampaignRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  advertiserId: Type.Integer(),
  advertiserName: Type.String(),
  advertiserWebsite: Nullable(Type.String()),
  status: Status,
  blockerReason: Nullable(Type.String()),
  startDate: DateOrNull,
  estimatedStartDate: DateOrNull,
  endDate: DateOrNull,
  estimatedEndDate: DateOrNull,
  daysRemaining: Type.Integer(),
  budget: Type.Number(),
  deliveredBudget: Type.Number(),
});

export const Campaign = Type.Object({
  id: Type.Integer(),
  campaignName: Type.String(),
  advertiser: Type.Object({ id: Type.Integer(), name: Type.String(), website: Nullable(Type.String()) }),
  status: Status,
  blocker: Nullable(Type.Object({ reason: Type.String() })),
  objective: Nullable(Type.String()),
  campaignStartDate: DateOrNull,
  estStartDate: DateOrNull,
  campaignEndDate: DateOrNull,
  estEndDate: DateOrNull,
  daysRemaining: Type.Integer(),
  totalBudget: Type.Number(),
  totalDeliveredBudget: Type.Number(),
  rateType: oneOf(RATE_TYPES),
  rate: Type.Number(),
  addedValueImpressions: Type.Integer(),
  impressions: Type.Integer(),
  lineItems: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      platform: Type.String(),
      adFormat: Type.String(),
      budget: Type.Number(),
    }),
  ),
});

export const CampaignListQuery = Type.Object({
  statuses: Type.Optional(Type.Array(Status, { maxItems: 20 })),
  excludedStatus: Type.Optional(Status),
  filter: Type.Optional(oneOf(CAMPAIGN_LIST_FILTERS)),
  advertiserIds: Type.Optional(Type.Array(Id, { maxItems: 500 })),
  search: Type.Optional(SearchText),
  ...PageQuery,
});

export const CampaignMetrics = Type.Object({
  /** The spec's active list filter: Blocked, Paused, Live and Pending (the Campaigns badge). */
  countActive: Type.Integer(),
  /** Live campaigns: the status Live, delivering now. */
  countLive: Type.Integer(),
  countTotal: Type.Integer(),
  countProposals: Type.Integer(),
  countByStatus: Type.Record(Type.String(), Type.Integer()),
  totalBudget: Type.Number(),
  deliveredBudget: Type.Number(),
});

export const CampaignOption = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  startDate: DateOrNull,
  endDate: DateOrNull,
  platforms: Type.Array(Type.String()),
});

export const RfpForm = Type.Object({
  id: Type.Integer(),
  campaignName: Type.String(),
  advertiser: Type.Object({ id: Type.Integer(), name: Type.String() }),
  status: RfpStatus,
  budget: Type.Number(),
  submittedAt: Type.String(),
});
export const RfpQuery = Type.Object({
  statuses: Type.Optional(Type.Array(RfpStatus, { maxItems: 10 })),
  ...PageQuery,
});

export const ProvenProcessStep = Type.Object({
  id: Type.Integer(),
  position: Type.Integer(),
  name: Type.String(),
  status: Type.String(),
  owner: Nullable(Type.String()),
  completedAt: Nullable(Type.String()),
});
export const CampaignUpdate = Type.Object({
  id: Type.Integer(),
  author: Type.String(),
  body: Type.String(),
  createdAt: Type.String(),
});

// Named for what they are (spend), so demo mode's scrubber recognises them as amounts.
export const PacingPoint = Type.Object({
  day: Type.String(),
  deliveredSpend: Type.Number(),
  expectedSpend: Type.Number(),
});
export const Pacing = Type.Object({
  budget: Type.Number(),
  /** The last complete day: yesterday. */
  throughDay: Type.String(),
  /** The latest day with delivery data, null before the first. */
  dataAsOf: DateOrNull,
  deliveredSpend: Type.Number(),
  expectedSpend: Type.Number(),
  /** Delivered ÷ expected spend (the semantic layer's pacing); null before the flight has a complete day. */
  pacing: Nullable(Type.Number()),
  /** The same in percent, to 2 decimals. */
  pacingPercent: Nullable(Type.Number()),
  /** Cumulative delivered and expected spend per flight day, up to the last complete day. */
  series: Type.Array(PacingPoint),
});
