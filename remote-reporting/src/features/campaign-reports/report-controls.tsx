import { DatePicker, Flex, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReportCampaignDetail, ReportTab } from './get-report-campaign';
import type { Metric } from './figures';
import type { DateRangeChoice, Objective, ReportSettings } from './report-settings';

interface Props {
  tab: ReportTab;
  choices: ReportCampaignDetail['choices'];
  settings: ReportSettings;
  onChange: (patch: Partial<ReportSettings>) => void;
}

function Labelled({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text id={id} type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      {children}
    </Flex>
  );
}

/** Objective (the tab's own list, from the server), date range and metric of a report. */
export function ReportControls({ tab, choices, settings, onChange }: Props) {
  const options = <T extends string>(values: readonly T[]) => values.map((value) => ({ value, label: value }));
  return (
    <Flex gap={12} wrap align="flex-end">
      {tab.objectives.length > 0 && (
        <Labelled id="report-objective" label="Objective">
          <Select<Objective>
            aria-labelledby="report-objective"
            value={settings.objective}
            options={options(tab.objectives)}
            onChange={(objective) => onChange({ objective })}
            style={{ width: 180 }}
          />
        </Labelled>
      )}
      <Labelled id="report-date-range" label="Date range">
        <Select<DateRangeChoice>
          aria-labelledby="report-date-range"
          value={settings.dateRange}
          options={options(choices.dateRanges)}
          onChange={(dateRange) => onChange({ dateRange })}
          style={{ width: 180 }}
        />
      </Labelled>
      {settings.dateRange === 'Custom' && (
        <Labelled id="report-custom-range" label="From and to">
          <DatePicker.RangePicker
            aria-labelledby="report-custom-range"
            allowEmpty={[true, true]}
            value={[
              settings.customStart ? dayjs(settings.customStart) : null,
              settings.customEnd ? dayjs(settings.customEnd) : null,
            ]}
            onChange={(dates) =>
              onChange({
                customStart: dates?.[0]?.format('YYYY-MM-DD'),
                customEnd: dates?.[1]?.format('YYYY-MM-DD'),
              })
            }
          />
        </Labelled>
      )}
      <Labelled id="report-metric" label="Metric">
        <Select<Metric>
          aria-labelledby="report-metric"
          value={settings.metric as Metric}
          options={options(choices.metrics as Metric[])}
          onChange={(metric) => onChange({ metric })}
          style={{ width: 160 }}
        />
      </Labelled>
    </Flex>
  );
}
