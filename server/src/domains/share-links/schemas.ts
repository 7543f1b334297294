import { Type, type Static } from 'typebox';
import { Id, Nullable, oneOf } from '../../kernel/http/schemas';
import { SHARE_LINK_KINDS, SHARE_LINK_MAX_DAYS } from '../../semantic/enumerations';
import { Catalogue } from '../campaign-reports/catalogue-schema';
import { ReportCampaignDetail, ReportQueryBody } from '../campaign-reports/schemas';
import { LayoutItem, Widget } from '../custom-dashboards/schemas';

/** An instant as ISO 8601 with its offset (`2026-12-31T23:59:59Z`), or a day (its start, UTC). */
const Instant = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2}))?$',
  maxLength: 40,
});

export const ShareTarget = Type.Object(
  {
    kind: oneOf(SHARE_LINK_KINDS),
    id: Id,
  },
  {
    additionalProperties: false,
    description:
      "campaign-report: a campaign's report, by the campaign's id; dashboard: a dashboard of one's own, by its id.",
  },
);

export const NewShareLink = Type.Object(
  {
    target: ShareTarget,
    expiresAt: {
      ...Instant,
      description: `When the link stops working: in the future, within ${SHARE_LINK_MAX_DAYS} days.`,
    },
  },
  { additionalProperties: false },
);
export type NewShareLink = Static<typeof NewShareLink>;

/** A link as its maker gets it: the only time its address (with the token) is shown. */
export const CreatedShareLink = Type.Object({ id: Type.Integer(), url: Type.String() });

export const ShareLinkState = oneOf(['active', 'expired', 'revoked'] as const);

/** A link as the list shows it: never its token. */
export const ShareLink = Type.Object({
  id: Type.Integer(),
  target: Type.Object({ kind: Type.String(), id: Type.Integer(), name: Type.String() }),
  /** The advertiser of the campaign or the dashboard; null for a client-wide dashboard. */
  advertiserId: Nullable(Type.Integer()),
  createdBy: Type.Object({ id: Type.Integer(), name: Type.String() }),
  createdAt: Type.String(),
  expiresAt: Type.String(),
  revokedAt: Nullable(Type.String()),
  state: ShareLinkState,
  views: Type.Object({ count: Type.Integer(), lastViewedAt: Nullable(Type.String()) }),
  /** Whether the caller may revoke it: its creator, or a role that changes what the client shares. */
  canRevoke: Type.Boolean(),
});
export type ShareLink = Static<typeof ShareLink>;

export const ShareLinkParams = Type.Object({ clientId: Id, shareLinkId: Id });
export const ShareLinkQuery = Type.Object(
  { campaignId: Type.Optional(Id), dashboardId: Type.Optional(Id) },
  { additionalProperties: false },
);
export type ShareLinkQuery = Static<typeof ShareLinkQuery>;

/** The token of a link's address, as anyone may send it: anything unknown is 404. */
export const SharedParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });

/** What a link's viewer is shown around the report: who shared it, whose it is, until when, and the campaign. */
export const SharedReport = Type.Object({
  kind: Type.Literal('campaign-report'),
  sharedBy: Type.String(),
  clientName: Type.String(),
  expiresAt: Type.String(),
  campaign: ReportCampaignDetail,
  /** The report's definitions (tiles, breakdowns, forecast), which the page would otherwise read signed in. */
  catalogue: Catalogue,
});

/** What a dashboard link's viewer is shown: who shared it, whose, until when, and the dashboard's saved grid. */
export const SharedDashboard = Type.Object({
  kind: Type.Literal('dashboard'),
  sharedBy: Type.String(),
  clientName: Type.String(),
  expiresAt: Type.String(),
  dashboard: Type.Object({
    name: Type.String(),
    /** The advertiser it is on; null: the whole client (every advertiser its creator may see). */
    advertiserName: Nullable(Type.String()),
    range: Type.String(),
    widgets: Type.Array(Widget),
    layout: Type.Array(LayoutItem),
  }),
  catalogue: Catalogue,
});

/** A link's page: a campaign's report or a dashboard, by its kind. */
export const SharedTarget = Type.Union([SharedReport, SharedDashboard]);

/** A widget of a shared dashboard, by its id: the only questions a dashboard link answers. */
export const SharedWidgetParams = Type.Object({
  token: SharedParams.properties.token,
  widgetId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }),
});

/** The report query of a shared campaign: the campaign report's query, its campaign the link's. */
export const SharedQueryBody = Type.Omit(ReportQueryBody, ['campaignIds', 'advertiserIds', 'specificationId'], {
  additionalProperties: false,
});
export type SharedQueryBody = Static<typeof SharedQueryBody>;
