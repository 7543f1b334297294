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

export const TEMPLATES: Record<TemplateKey, Template> = {
  overview: {
    name: 'Overview',
    description: 'The headline figures with their change, spend by day, delivery by channel and the summary.',
    widgets: [
      { id: 'kpis', kind: 'kpi', title: 'Headline figures', metrics: ['impressions', 'clicks', 'spend', 'ctr'] },
      { id: 'daily-spend', kind: 'line', title: 'Spend by day', metrics: ['spend'], dimension: 'day' },
      { id: 'channels', kind: 'bar', title: 'Impressions by channel', metrics: ['impressions'], dimension: 'adFormat' },
      { id: 'summary', kind: 'insight', title: 'Summary', metrics: [] },
    ],
    layout: [
      // Three rows for the tiles (a figure and its change on two lines) and for the summary's few sentences.
      { i: 'kpis', x: 0, y: 0, w: 12, h: 3 },
      { i: 'daily-spend', x: 0, y: 3, w: 8, h: 4 },
      { i: 'channels', x: 8, y: 3, w: 4, h: 4 },
      { i: 'summary', x: 0, y: 7, w: 12, h: 3 },
    ],
  },
  pacing: {
    name: 'Pacing',
    description: "How the budget is spent against plan, this month's spend and the budget groups' delivery.",
    widgets: [
      { id: 'pacing', kind: 'pacing', title: 'Pacing', metrics: [] },
      { id: 'spend', kind: 'kpi', title: 'Spend', metrics: ['spend', 'cpm'], range: 'MTD' },
      {
        id: 'budget-groups',
        kind: 'table',
        title: 'Budget groups',
        metrics: ['impressions', 'spend', 'cpm'],
        dimension: 'lineItemName',
      },
    ],
    layout: [
      { i: 'pacing', x: 0, y: 0, w: 6, h: 3 },
      { i: 'spend', x: 6, y: 0, w: 6, h: 3 },
      { i: 'budget-groups', x: 0, y: 3, w: 12, h: 5 },
    ],
  },
  channels: {
    name: 'Channels and regions',
    description: 'Delivery by platform and by channel, and a map of the states.',
    widgets: [
      {
        id: 'platforms',
        kind: 'table',
        title: 'Platforms',
        metrics: ['impressions', 'clicks', 'ctr', 'spend'],
        dimension: 'platform',
      },
      { id: 'channel-clicks', kind: 'bar', title: 'Clicks by channel', metrics: ['clicks'], dimension: 'adFormat' },
      { id: 'map', kind: 'map', title: 'Impressions by state', metrics: ['impressions'] },
    ],
    layout: [
      { i: 'platforms', x: 0, y: 0, w: 7, h: 4 },
      { i: 'channel-clicks', x: 7, y: 0, w: 5, h: 4 },
      { i: 'map', x: 0, y: 4, w: 12, h: 6 },
    ],
  },
};
