import { Type, type Static } from 'typebox';
import { Id, Nullable, oneOf } from '../../kernel/http/schemas';
import {
  DASHBOARD_COLUMNS,
  DASHBOARD_MAX_ROWS,
  DASHBOARD_TEMPLATES,
  WIDGET_DIMENSIONS,
  WIDGET_KINDS,
} from '../../semantic/enumerations';
import { METRIC_KEYS, type MetricKey } from '../../semantic/metrics';
import { RELATIVE_RANGES } from '../../semantic/time';

export const MAX_WIDGETS = 24;
const Metric = Type.Unsafe<MetricKey>({ type: 'string', enum: METRIC_KEYS, title: 'WidgetMetric' });

/** One widget: a query of the semantic layer (metrics, a grouping, a range) and how it is drawn (its kind). */
export const Widget = Type.Object(
  {
    id: Type.String({
      pattern: '^[A-Za-z0-9_-]{1,40}$',
      description: 'Unique in its dashboard; its layout item names it.',
    }),
    kind: oneOf(WIDGET_KINDS),
    title: Type.Optional(Type.String({ maxLength: 120 })),
    metrics: Type.Array(Metric, { maxItems: 6, description: "Keys of the catalogue's metrics." }),
    dimension: Type.Optional(Nullable(oneOf(WIDGET_DIMENSIONS))),
    /** The widget's own range; null or absent: the dashboard's. */
    range: Type.Optional(Nullable(oneOf(RELATIVE_RANGES))),
  },
  { additionalProperties: false, title: 'DashboardWidget' },
);
export type Widget = Static<typeof Widget>;

/** A widget's place on the grid of 12 columns (react-grid-layout's item: i is the widget's id). */
export const LayoutItem = Type.Object(
  {
    i: Type.String({ maxLength: 40 }),
    x: Type.Integer({ minimum: 0, maximum: DASHBOARD_COLUMNS - 1 }),
    y: Type.Integer({ minimum: 0, maximum: MAX_WIDGETS * DASHBOARD_MAX_ROWS }),
    w: Type.Integer({ minimum: 1, maximum: DASHBOARD_COLUMNS }),
    h: Type.Integer({ minimum: 1, maximum: DASHBOARD_MAX_ROWS }),
  },
  { additionalProperties: false, title: 'DashboardLayoutItem' },
);
export type LayoutItem = Static<typeof LayoutItem>;

const Name = Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' });
const Range = oneOf(RELATIVE_RANGES);
const Widgets = Type.Array(Widget, { maxItems: MAX_WIDGETS });
const Layout = Type.Array(LayoutItem, { maxItems: MAX_WIDGETS });

/** A new dashboard: from a template (its widgets and layout), or from the widgets given, or empty. */
export const NewCustomDashboard = Type.Object(
  {
    name: Name,
    advertiserId: Type.Optional(Nullable(Id)),
    shared: Type.Optional(Type.Boolean()),
    range: Type.Optional(Range),
    template: Type.Optional(oneOf(DASHBOARD_TEMPLATES)),
    widgets: Type.Optional(Widgets),
    layout: Type.Optional(Layout),
  },
  { additionalProperties: false },
);
export type NewCustomDashboard = Static<typeof NewCustomDashboard>;

/** A dashboard saved whole: what the page sends on Save. */
export const CustomDashboardChange = Type.Object(
  {
    name: Name,
    advertiserId: Nullable(Id),
    shared: Type.Boolean(),
    range: Range,
    widgets: Widgets,
    layout: Layout,
  },
  { additionalProperties: false },
);
export type CustomDashboardChange = Static<typeof CustomDashboardChange>;

export const CustomDashboard = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    advertiserId: Nullable(Type.Integer()),
    shared: Type.Boolean(),
    range: Type.String(),
    widgets: Type.Array(Widget),
    layout: Type.Array(LayoutItem),
    createdBy: Type.Object({ id: Type.Integer(), name: Type.String() }),
    /** Whether the caller may change it (its creator; a client admin too when it is shared). */
    editable: Type.Boolean(),
    createdAt: Type.String(),
    updatedAt: Type.String(),
  },
  { title: 'CustomDashboard' },
);
export type CustomDashboard = Static<typeof CustomDashboard>;

export const DashboardTemplate = Type.Object({
  key: oneOf(DASHBOARD_TEMPLATES),
  name: Type.String(),
  description: Type.String(),
  widgets: Type.Array(Widget),
  layout: Type.Array(LayoutItem),
});
