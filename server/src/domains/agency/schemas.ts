import { Type, type Static } from 'typebox';
import { IsoDate, Nullable, oneOf } from '../../kernel/http/schemas';
import { RELATIVE_RANGES } from '../../semantic/time';

export const OverviewQuery = Type.Object(
  {
    range: Type.Optional({
      ...oneOf(RELATIVE_RANGES),
      description: 'The range spend is read over, as the reports resolve it (Last 30 days by default).',
    }),
  },
  { additionalProperties: false },
);

const CampaignAtRisk = Type.Object({
  campaignId: Type.Integer(),
  name: Type.String(),
  /** Delivered over expected spend to the last complete day (1 is on pace), the reports' one definition. */
  pacing: Type.Number(),
  /** Behind plan (under 90%) or ahead of it (over 110%). */
  risk: oneOf(['behind', 'ahead'] as const),
});

export const ClientOverview = Type.Object({
  clientId: Type.Integer(),
  name: Type.String(),
  brand: Type.String(),
  /** Spend over the range, through the semantic layer; null when nothing delivered. */
  spend: Nullable(Type.Number()),
  liveCampaigns: Type.Integer(),
  /** Live campaigns pacing outside 90–110%, furthest behind first. */
  campaignsAtRisk: Type.Array(CampaignAtRisk),
  /** The Billing page's own figures: the balance of invoices past their due date, and how many. */
  overdueBalance: Type.Number(),
  overdueInvoices: Type.Integer(),
  /** Alert rules of the client's users that hold at their last check. */
  openAlerts: Type.Integer(),
});

export const AgencyOverview = Type.Object({
  range: Type.String(),
  over: Type.Object({ startDate: IsoDate, endDate: IsoDate }),
  clients: Type.Array(ClientOverview),
});
export type AgencyOverview = Static<typeof AgencyOverview>;
export type ClientOverview = Static<typeof ClientOverview>;
