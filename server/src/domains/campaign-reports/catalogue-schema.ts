import { Type } from 'typebox';
import { ObjectiveName, ReportQueryName, TabKeyName } from './schemas';

const Unit = Type.Union([Type.Literal('count'), Type.Literal('currency'), Type.Literal('ratio')], {
  title: 'FigureUnit',
});
const Labelled = Type.Object({ key: Type.String(), label: Type.String() });

/** The semantic layer's definitions as the API sends them (GET /catalogue, and a share link's page). */
export const Catalogue = Type.Object(
  {
    metrics: Type.Array(
      Type.Object({
        key: Type.String(),
        label: Type.String(),
        unit: Unit,
        additive: Type.Boolean(),
        definition: Type.String(),
      }),
    ),
    campaignFigures: Type.Array(
      Type.Object({ key: Type.String(), label: Type.String(), unit: Unit, definition: Type.String() }),
    ),
    dimensions: Type.Array(Labelled),
    dateRanges: Type.Object({
      named: Type.Array(Type.String()),
      relative: Type.Array(Type.String()),
      lastCompleteDay: Type.String(),
    }),
    statuses: Type.Object({
      live: Type.Array(Type.String()),
      active: Type.Array(Type.String()),
      proposals: Type.Array(Type.String()),
      labels: Type.Object({ live: Type.String(), active: Type.String(), proposals: Type.String() }),
    }),
    report: Type.Object({
      tabs: Type.Array(Type.Object({ key: TabKeyName, name: Type.String(), objectives: Type.Array(ObjectiveName) })),
      tiles: Type.Array(Type.Object({ label: Type.String(), metric: Type.String() })),
      breakdowns: Type.Array(
        Type.Object({
          set: ReportQueryName,
          title: Type.String(),
          noun: Type.String(),
          dimensions: Type.Array(Labelled),
          metrics: Type.Array(Type.String()),
        }),
      ),
      sets: Type.Array(ReportQueryName),
      forecast: Type.Object({
        queries: Type.Array(ReportQueryName),
        /** The metric (result column) each forecast query carries forward. */
        metrics: Type.Record(Type.String(), Type.String()),
        days: Type.Integer(),
        method: Type.String(),
      }),
      metricChoices: Type.Record(Type.String(), Type.String()),
      objectives: Type.Record(Type.String(), Type.Object({ label: Type.String(), unit: Unit })),
    }),
  },
  { title: 'Catalogue' },
);
