import { Type } from '@fastify/type-provider-typebox';
import { Nullable } from '../api/schemas';
import { ANOMALY_KINDS, type AnomalyKind as Kind } from './anomalies';

export const AnomalyKind = Type.Unsafe<Kind>({ type: 'string', enum: [...ANOMALY_KINDS] });

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
