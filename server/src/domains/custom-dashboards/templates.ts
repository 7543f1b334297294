import type { DASHBOARD_TEMPLATES } from '../../semantic/enumerations';
import type { LayoutItem, Widget } from './schemas';

/**
 * The dashboards one may start from, declared once: `POST .../dashboards-custom` takes a key (`template`) and copies
 * its widgets and layout; `GET .../dashboards-custom/templates` lists them for the "New dashboard" dialog.
 */
export type TemplateKey = (typeof DASHBOARD_TEMPLATES)[number];

interface Template {
  name: string;
  description: string;
  widgets: Widget[];
  layout: LayoutItem[];
}

/** Where a widget sits on the grid: column, row, width and height. */
type Place = [x: number, y: number, w: number, h: number];

/** A template of widgets each declared with its place, so the layout names exactly the widgets there are. */
const template = (name: string, description: string, placed: [Widget, Place][]): Template => ({
  name,
  description,
  widgets: placed.map(([widget]) => widget),
  layout: placed.map(([widget, [x, y, w, h]]) => ({ i: widget.id, x, y, w, h })),
});

export const TEMPLATES: Record<TemplateKey, Template> = {
  overview: template(
    'Overview',
    'The headline figures with their change, spend by day, delivery by channel and the summary.',
    // Three rows for the tiles (a figure and its change on two lines) and for the summary's few sentences.
    [
      [
        { id: 'kpis', kind: 'kpi', title: 'Headline figures', metrics: ['impressions', 'clicks', 'spend', 'ctr'] },
        [0, 0, 12, 3],
      ],
      [{ id: 'daily-spend', kind: 'line', title: 'Spend by day', metrics: ['spend'], dimension: 'day' }, [0, 3, 8, 4]],
      [
        {
          id: 'channels',
          kind: 'bar',
          title: 'Impressions by channel',
          metrics: ['impressions'],
          dimension: 'adFormat',
        },
        [8, 3, 4, 4],
      ],
      [{ id: 'summary', kind: 'insight', title: 'Summary', metrics: [] }, [0, 7, 12, 3]],
    ],
  ),
  pacing: template(
    'Pacing',
    "How the budget is spent against plan, this month's spend and the budget groups' delivery.",
    [
      [{ id: 'pacing', kind: 'pacing', title: 'Pacing', metrics: [] }, [0, 0, 6, 3]],
      [{ id: 'spend', kind: 'kpi', title: 'Spend', metrics: ['spend', 'cpm'], range: 'MTD' }, [6, 0, 6, 3]],
      [
        {
          id: 'budget-groups',
          kind: 'table',
          title: 'Budget groups',
          metrics: ['impressions', 'spend', 'cpm'],
          dimension: 'lineItemName',
        },
        [0, 3, 12, 5],
      ],
    ],
  ),
  channels: template('Channels and regions', 'Delivery by platform and by channel, and a map of the states.', [
    [
      {
        id: 'platforms',
        kind: 'table',
        title: 'Platforms',
        metrics: ['impressions', 'clicks', 'ctr', 'spend'],
        dimension: 'platform',
      },
      [0, 0, 7, 4],
    ],
    [
      { id: 'channel-clicks', kind: 'bar', title: 'Clicks by channel', metrics: ['clicks'], dimension: 'adFormat' },
      [7, 0, 5, 4],
    ],
    [{ id: 'map', kind: 'map', title: 'Impressions by state', metrics: ['impressions'] }, [0, 4, 12, 6]],
  ]),
};
