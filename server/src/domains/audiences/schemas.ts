import { Type } from 'typebox';
import { Id, Nullable } from '../../kernel/http/schemas';
export const AudienceParams = Type.Object({ clientId: Id, audienceId: Id });

export const Audience = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  segmentType: Type.String(),
  description: Type.String(),
  advertiserId: Type.Integer(),
  counts: Type.Object({
    deviceCount: Nullable(Type.Integer()),
    householdCount: Nullable(Type.Integer()),
    asOf: Nullable(Type.String()),
  }),
});

export const CountPoint = Type.Object({
  day: Type.String(),
  deviceCount: Type.Integer(),
  householdCount: Type.Integer(),
});

/** The insight pages of an audience; each of its reports shows on one of them. */
export const InsightPage = Type.Union([Type.Literal('web-insights'), Type.Literal('audience-composition')]);

/** One of an audience's reports: its title, the named query it runs, and the insight page it shows on. */
export const AudienceReport = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  queryName: Type.String(),
  page: InsightPage,
});

/** A named query of the audience's reports (which ones exist is the audience's report list, not this schema). */
export const QueryName = Type.String({ pattern: '^[A-Z][A-Z0-9_]{0,63}$' });

export const QueryResult = Type.Object({
  name: Type.String(),
  data: Type.Array(
    Type.Object({ label: Type.String(), value: Type.Number(), index: Type.Number(), share: Nullable(Type.Number()) }),
  ),
});

const Leaf = Type.Object({
  key: Type.String(),
  title: Type.String(),
  audienceId: Nullable(Type.Integer()),
  deviceCount: Nullable(Type.Integer()),
});
/** A segment type with its audiences (two levels: the tree the taxonomy page draws). */
export const TaxonomyNode = Type.Object({
  key: Type.String(),
  title: Type.String(),
  audienceId: Nullable(Type.Integer()),
  deviceCount: Nullable(Type.Integer()),
  children: Type.Array(Leaf),
});
