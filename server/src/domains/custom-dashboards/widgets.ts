import { HttpError, type FieldError } from '../../kernel/http/errors';
import { DASHBOARD_COLUMNS, METRIC_CHOICE_COLUMNS, WIDGET_SHAPES } from '../../semantic/enumerations';
import { METRICS } from '../../semantic/metrics';
import type { LayoutItem, Widget } from './schemas';

const TIME = ['day', 'week', 'month'];
/** The metrics a map may colour the states by: those the report's map offers (its metric choices). */
const MAPPED = Object.values(METRIC_CHOICE_COLUMNS) as string[];

const many = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
/** 'a bar widget', 'an insight widget'. */
const aWidget = (kind: string) => `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} widget`;

/** Each widget's problems, in words: what its kind needs that it lacks, or what it asks that its kind cannot show. */
function widgetProblems(widget: Widget, at: string): FieldError[] {
  const rule = WIDGET_SHAPES[widget.kind];
  const [least, most] = rule.metrics as readonly [number, number];
  const problems: FieldError[] = [];
  const count = widget.metrics.length;
  if (most === 0 && count > 0)
    problems.push({ field: `${at}.metrics`, message: `${aWidget(widget.kind)} shows no metric of its own` });
  else if (count < least || count > most)
    problems.push({
      field: `${at}.metrics`,
      message:
        least === most
          ? `${aWidget(widget.kind)} shows ${many(least, 'metric')}`
          : `${aWidget(widget.kind)} shows ${least} to ${most} metrics`,
    });
  if (new Set(widget.metrics).size !== count)
    problems.push({ field: `${at}.metrics`, message: 'names a metric twice' });
  const unmapped = widget.kind === 'map' ? widget.metrics.filter((m) => !MAPPED.includes(m)) : [];
  for (const metric of unmapped)
    problems.push({
      field: `${at}.metrics`,
      message: `a map shows ${MAPPED.map((m) => METRICS[m as keyof typeof METRICS].label).join(', ')}; not ${METRICS[metric].label}`,
    });
  const dimension = widget.dimension ?? null;
  if (rule.dimension === 'none' && dimension !== null)
    problems.push({ field: `${at}.dimension`, message: `${aWidget(widget.kind)} is not grouped by a dimension` });
  if (rule.dimension === 'required' && dimension === null)
    problems.push({ field: `${at}.dimension`, message: `${aWidget(widget.kind)} needs a dimension to group by` });
  if (rule.dimension === 'time' && dimension !== null && !TIME.includes(dimension))
    problems.push({ field: `${at}.dimension`, message: 'a line is drawn over time: day, week or month' });
  return problems;
}

/** The layout's problems: one item per widget, each inside the grid's 12 columns. */
function layoutProblems(widgets: Widget[], layout: LayoutItem[]): FieldError[] {
  const problems: FieldError[] = [];
  const ids = new Set(widgets.map((w) => w.id));
  const placed = new Set<string>();
  layout.forEach((item, n) => {
    if (!ids.has(item.i)) problems.push({ field: `layout.${n}.i`, message: `names no widget: ${item.i}` });
    else if (placed.has(item.i)) problems.push({ field: `layout.${n}.i`, message: `places ${item.i} twice` });
    placed.add(item.i);
    if (item.x + item.w > DASHBOARD_COLUMNS)
      problems.push({ field: `layout.${n}.w`, message: `goes past the grid's ${DASHBOARD_COLUMNS} columns` });
  });
  for (const widget of widgets)
    if (!placed.has(widget.id)) problems.push({ field: 'layout', message: `has no place for widget ${widget.id}` });
  return problems;
}

/** Refuses (400, each problem by field) widgets that the semantic layer cannot answer or the grid cannot place. */
export function checkWidgets(widgets: Widget[], layout: LayoutItem[]): void {
  const seen = new Set<string>();
  const problems = widgets.flatMap((widget, n) => {
    const twice = seen.has(widget.id) ? [{ field: `widgets.${n}.id`, message: `is used twice: ${widget.id}` }] : [];
    seen.add(widget.id);
    return [...twice, ...widgetProblems(widget, `widgets.${n}`)];
  });
  problems.push(...layoutProblems(widgets, layout));
  if (problems.length > 0) throw new HttpError(400, 'Invalid body', problems);
}
