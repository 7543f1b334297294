import { Type } from 'typebox';
import { Email, Id, Nullable } from '../../kernel/http/schemas';
import { DIMENSION_NAMES } from '../../semantic/dimensions';
import { METRIC_KEYS } from '../../semantic/metrics';
import { RELATIVE_RANGES, type RelativeRange } from '../../semantic/time';
/** Every metric of the semantic layer may be a builder column. */
export const METRICS = METRIC_KEYS;

const COLUMNS = [...DIMENSION_NAMES, ...METRICS];
export const Column = Type.Unsafe<(typeof COLUMNS)[number]>({ type: 'string', enum: COLUMNS, title: 'BuilderColumn' });

export const BuilderReport = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  columnNames: Type.Array(Type.String()),
});

export const Schedule = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  name: Type.String(),
  frequency: Type.String(),
  recipients: Type.Array(Type.String()),
  format: Type.String(),
  builderReportId: Nullable(Type.Integer()),
  /** A dashboard of one's own mailed as a PDF instead of a builder report. */
  customDashboardId: Nullable(Type.Integer()),
  advertiserId: Type.Integer(),
  dateRange: Type.String(),
  timeZone: Type.String(),
  createdAt: Type.String(),
  lastRunAt: Nullable(Type.String()),
  nextRunAt: Nullable(Type.String()),
});

export const NewSchedule = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
    frequency: Type.Union([Type.Literal('DAILY'), Type.Literal('WEEKLY'), Type.Literal('MONTHLY')]),
    recipients: Type.Array(Email, {
      minItems: 1,
      maxItems: 50,
    }),
    format: Type.Optional(Type.Union([Type.Literal('PDF'), Type.Literal('CSV')])),
    builderReportId: Type.Optional(Id),
    /** Instead of a builder report: a dashboard of one's own (this advertiser's or client-wide), mailed as a PDF. */
    customDashboardId: Type.Optional(Id),
    type: Type.Optional(Type.Literal('LOOKER')),
    /** A relative range in complete days, resolved on each run in the schedule's time zone. */
    dateRange: Type.Optional(
      Type.Unsafe<RelativeRange>({ type: 'string', enum: [...RELATIVE_RANGES], title: 'ScheduleDateRange' }),
    ),
    timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_+\\-/]+$' })),
  },
  { additionalProperties: false },
);

export const ScheduleParams = Type.Object({ clientId: Id, advertiserId: Id, scheduleId: Id });

export const Run = Type.Object({
  id: Type.Integer(),
  ranAt: Type.String(),
  status: Type.String(),
  message: Nullable(Type.String()),
  recipients: Type.Array(Type.String()),
  format: Nullable(Type.String()),
});
