import { Button, Checkbox, DatePicker, Flex, Form, Select, Typography } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { CampaignPicker, type CampaignPick } from './campaign-picker';
import type { BuilderReport } from './get-builder-reports';
import type { BuilderColumn, BuilderColumns } from './get-builder-columns';
import type { BuilderQuery } from './run-builder-query';
import { columnOf, useCatalogue } from '../../api/catalogue';

interface Props {
  clientId: number;
  advertiserId: number;
  reports: BuilderReport[];
  columns: BuilderColumns;
  onRun: (query: BuilderQuery) => void;
}

/** A list of the builder's columns to tick, each by its label. */
function ColumnChecks(props: {
  label: string;
  offered: BuilderColumn[];
  ticked: BuilderColumn[];
  onChange: (ticked: BuilderColumn[]) => void;
  labelOf: (column: BuilderColumn) => string;
}) {
  return (
    <Form.Item label={props.label}>
      <Checkbox.Group
        value={props.ticked}
        onChange={(v) => props.onChange(v as BuilderColumn[])}
        options={props.offered.map((c) => ({ value: c, label: props.labelOf(c) }))}
      />
    </Form.Item>
  );
}

/**
 * Pick a saved report or columns: which to query (grouping and sums) and which of those to show; optionally the
 * platforms and campaigns to report on.
 */
export function BuilderForm({ clientId, advertiserId, reports, columns, onRun }: Props) {
  const catalogue = useCatalogue().data;
  const columnLabel = (c: string) => columnOf(catalogue, c).label;
  const [toQuery, setToQuery] = useState<BuilderColumn[]>(
    () => (reports[0]?.columnNames ?? ['day', 'impressions']) as BuilderColumn[],
  );
  const [toShow, setToShow] = useState<BuilderColumn[]>(toQuery);
  const [range, setRange] = useState<[string, string] | null>(null);
  const [pick, setPick] = useState<CampaignPick>({ platforms: [], campaignIds: [] });
  const all = [...columns.dimensions, ...columns.metrics];
  const choose = (list: BuilderColumn[]) => {
    setToQuery(list);
    setToShow((shown) => [...shown.filter((c) => list.includes(c)), ...list.filter((c) => !shown.includes(c))]);
  };
  return (
    <Form layout="vertical" aria-label="Report builder">
      <Form.Item label="Saved report">
        <Select
          aria-label="Saved report"
          placeholder="Start from a saved report"
          options={reports.map((r) => ({ value: r.id, label: r.name }))}
          onChange={(id) => choose((reports.find((r) => r.id === id)?.columnNames ?? []) as BuilderColumn[])}
        />
      </Form.Item>
      <ColumnChecks label="Columns to query" offered={all} ticked={toQuery} onChange={choose} labelOf={columnLabel} />
      <ColumnChecks
        label="Columns to show"
        offered={toQuery}
        ticked={toShow}
        onChange={setToShow}
        labelOf={columnLabel}
      />
      <CampaignPicker clientId={clientId} advertiserId={advertiserId} value={pick} onChange={setPick} />
      <Flex gap={12} align="flex-end" wrap>
        <Form.Item label="Dates (optional)" style={{ marginBottom: 0 }}>
          <DatePicker.RangePicker
            aria-label="Dates"
            onChange={(d) => setRange(d?.[0] && d[1] ? [d[0].format('YYYY-MM-DD'), d[1].format('YYYY-MM-DD')] : null)}
          />
        </Form.Item>
        <Button
          type="primary"
          icon={<PlayCircleOutlined />}
          disabled={toQuery.length === 0}
          onClick={() =>
            onRun({
              columnNamesToQuery: toQuery,
              columnNamesToShow: toShow,
              fieldsToQuery: toQuery.map(columnLabel),
              fieldsToShow: toShow.map(columnLabel),
              ...(pick.campaignIds.length ? { campaignIds: pick.campaignIds } : {}),
              ...(range || pick.platforms.length
                ? {
                    queryParams: {
                      ...(range ? { dateRange: { startDate: range[0], endDate: range[1] } } : {}),
                      ...(pick.platforms.length ? { platforms: pick.platforms } : {}),
                    },
                  }
                : {}),
            })
          }
        >
          Run
        </Button>
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Grouping columns (dates, platform, region…) split the rows; the others are summed per row.
      </Typography.Text>
    </Form>
  );
}
