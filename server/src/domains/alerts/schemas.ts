import { Type, type Static } from 'typebox';
import { Id, Nullable, oneOf } from '../../kernel/http/schemas';
import { METRIC_KEYS } from '../../semantic/metrics';
import { RELATIVE_RANGES } from '../../semantic/time';

/** What a rule watches: a metric of the catalogue, or the pacing of a campaign's (or the scope's) budget. */
export const ALERT_METRICS = [...METRIC_KEYS, 'pacing'] as const;
export const ALERT_OPS = ['below', 'above', 'changeBelow', 'changeAbove'] as const;
export type AlertOp = (typeof ALERT_OPS)[number];

/** What a rule (or a goal) is on: a campaign, an advertiser, or the whole client. */
export const SubjectScope = Type.Object(
  { campaignId: Type.Optional(Id), advertiserId: Type.Optional(Id) },
  { additionalProperties: false, description: '{ campaignId }, { advertiserId }, or {} for the whole client.' },
);
/** The same, as the answers show it. */
export const SubjectScopeShown = Type.Object({
  campaignId: Type.Optional(Type.Integer()),
  advertiserId: Type.Optional(Type.Integer()),
});
/** What a rule and a goal both watch: their name, the figure (a catalogue metric, or pacing) and what it is on. */
export const Watched = {
  name: Type.String({ minLength: 1, maxLength: 120 }),
  metric: oneOf(ALERT_METRICS),
  scope: SubjectScope,
};
/** The same, as the answers show it. */
export const WatchedShown = { name: Type.String(), metric: Type.String(), scope: SubjectScopeShown };
const Condition = Type.Object(
  {
    op: oneOf(ALERT_OPS),
    value: Type.Number({
      description:
        'below/above: the figure in its unit (rates and pacing as ratios: 0.003 is 0.3%); changeBelow/changeAbove: ' +
        'the change against the period before as a ratio (-0.2 is down 20%).',
    }),
  },
  { additionalProperties: false },
);
/** Where a rule tells its creator: any one channel is enough (the inbox unless told otherwise). */
const Channels = Type.Object(
  {
    inbox: Type.Optional(Type.Boolean({ description: 'In the portal inbox: true when left out' })),
    email: Type.Optional(Type.Boolean({ description: 'By mail: false when left out' })),
    webhookUrl: Type.Optional(
      Nullable(
        Type.String({ maxLength: 500, pattern: '^https?://', description: "Slack's or Teams' incoming webhook" }),
      ),
    ),
  },
  { additionalProperties: false, description: 'At least one of inbox, email and webhookUrl.' },
);

export const NewAlertRule = Type.Object(
  {
    ...Watched,
    condition: Condition,
    range: Type.Optional(oneOf(RELATIVE_RANGES)),
    channels: Channels,
  },
  { title: 'NewAlertRule', additionalProperties: false },
);
export type NewAlertRule = Static<typeof NewAlertRule>;

export const AlertRule = Type.Object(
  {
    id: Type.Integer(),
    ...WatchedShown,
    condition: Type.Object({ op: Type.String(), value: Type.Number() }),
    range: Type.String(),
    channels: Type.Object({ inbox: Type.Boolean(), email: Type.Boolean(), webhookUrl: Nullable(Type.String()) }),
    /** Whether the rule held at its last check. */
    holding: Type.Boolean(),
    checkedAt: Nullable(Type.String()),
    createdAt: Type.String(),
  },
  { title: 'AlertRule' },
);
export type AlertRule = Static<typeof AlertRule>;

export const AlertEvent = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  holds: Type.Boolean(),
  value: Nullable(Type.Number()),
  message: Type.String(),
  webhookResult: Nullable(Type.String()),
});
export type AlertEvent = Static<typeof AlertEvent>;
