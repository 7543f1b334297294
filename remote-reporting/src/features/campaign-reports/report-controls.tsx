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

/** One choice of the report's: its label above a list of its values, which it names. */
function Choice<T extends string>(props: {
  id: string;
  label: string;
  value: T | undefined;
  values: readonly T[];
  width: number;
  onChange: (value: T) => void;
}) {
  const { id, label, value, values, width, onChange } = props;
  return (
    <Labelled id={id} label={label}>
      <Select<T>
        aria-labelledby={id}
        value={value}
        options={values.map((v) => ({ value: v, label: v }))}
        onChange={onChange}
        style={{ width }}
      />
    </Labelled>
  );
}

/** Objective (the tab's own list, from the server), date range and metric of a report. */
export function ReportControls({ tab, choices, settings, onChange }: Props) {
  return (
    <Flex gap={12} wrap align="flex-end">
      {tab.objectives.length > 0 && (
        <Choice<Objective>
          id="report-objective"
          label="Objective"
          value={settings.objective}
          values={tab.objectives}
          width={180}
          onChange={(objective) => onChange({ objective })}
        />
      )}
      <Choice<DateRangeChoice>
        id="report-date-range"
        label="Date range"
        value={settings.dateRange}
        values={choices.dateRanges}
        width={180}
        onChange={(dateRange) => onChange({ dateRange })}
      />
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
      <Choice<Metric>
        id="report-metric"
        label="Metric"
        value={settings.metric as Metric}
        values={choices.metrics as Metric[]}
        width={160}
        onChange={(metric) => onChange({ metric })}
      />
    </Flex>
  );
}
