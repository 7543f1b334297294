import { Type } from 'typebox';
import { ANOMALY_KINDS } from '../../semantic/enumerations';
import { Nullable, oneOf } from '../../kernel/http/schemas';

// Unsafe keeps oneOf's schema and gives Static the literal union (a union of a mapped literal reads as never).
export const AnomalyKind = Type.Unsafe<(typeof ANOMALY_KINDS)[number]>(oneOf(ANOMALY_KINDS));

export const Anomaly = Type.Object({
  kind: AnomalyKind,
  severity: Type.Union([Type.Literal('high'), Type.Literal('medium')]),
  message: Type.String(),
});

export const MonitoredDay = Type.Object({
  day: Type.String(),
  spend: Type.Number(),
  expectedSpend: Type.Number(),
  impressions: Type.Integer(),
  clicks: Type.Integer(),
  ctr: Nullable(Type.Number()),
  viewability: Nullable(Type.Number()),
  anomalies: Type.Array(Anomaly),
});

export const AdfireMonitoring = Type.Object({
  /** The window watched: up to the last complete day (yesterday); null before the flight's first day. */
  from: Nullable(Type.String()),
  to: Nullable(Type.String()),
  anomalyDays: Type.Integer(),
  countByKind: Type.Record(Type.String(), Type.Integer()),
  /** Newest first: what a campaign manager reads first. */
  days: Type.Array(MonitoredDay),
});
