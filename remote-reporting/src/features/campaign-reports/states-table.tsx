import { formatPercent, type FigureUnit } from '@beacon/shared/format';
import { Table } from 'antd';
import { formatFigure, type Metric } from './figures';

export interface StateFigure {
  /** The state's code ('ca'). */
  code: string;
  name: string;
  region: string;
  value: number;
}

/** The map in text: every state with its region, figure and share of the total, largest first. */
export function StatesTable({ states, metric, unit }: { states: StateFigure[]; metric: Metric; unit: FigureUnit }) {
  const total = states.reduce((sum, s) => sum + s.value, 0);
  const rows = [...states].sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
  return (
    <Table<StateFigure>
      size="small"
      rowKey="code"
      dataSource={rows}
      aria-label={`${metric} by state`}
      pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
      columns={[
        { key: 'name', title: 'State', dataIndex: 'name' },
        { key: 'region', title: 'Region', dataIndex: 'region' },
        {
          key: 'value',
          title: metric,
          dataIndex: 'value',
          align: 'right',
          render: (value: number) => formatFigure(value, unit),
        },
        ...(unit === 'ratio'
          ? []
          : [
              {
                key: 'share',
                title: 'Share',
                align: 'right' as const,
                render: (_: unknown, s: StateFigure) => formatPercent(total > 0 ? s.value / total : 0),
              },
            ]),
      ]}
    />
  );
}
