import { DatePicker, Flex, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReportCampaignDetail, ReportTab } from './get-report-campaign';
import type { ReportSettings } from './report-settings';

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

type Chosen = 'objective' | 'dateRange' | 'metric';

/**
 * One of the report's settings, chosen from a list of its values under its label ('Date range': id
 * `report-date-range`, which names the list).
 */
function Choice<K extends Chosen>(props: {
  label: string;
  setting: K;
  values: readonly NonNullable<ReportSettings[K]>[];
  width?: number;
  settings: ReportSettings;
  onChange: (patch: Partial<ReportSettings>) => void;
}) {
  const { label, setting, values, width = 180, settings, onChange } = props;
  const id = `report-${label.toLowerCase().replace(/ /g, '-')}`;
  return (
    <Labelled id={id} label={label}>
      <Select<NonNullable<ReportSettings[K]>>
        aria-labelledby={id}
        value={settings[setting] ?? undefined}
        options={values.map((v) => ({ value: v, label: v }))}
        onChange={(value) => onChange({ [setting]: value })}
        style={{ width }}
      />
    </Labelled>
  );
}

/** Objective (the tab's own list, from the server), date range and metric of a report. */
export function ReportControls({ tab, choices, settings, onChange }: Props) {
  const state = { settings, onChange };
  return (
    <Flex gap={12} wrap align="flex-end">
      {tab.objectives.length > 0 && <Choice label="Objective" setting="objective" values={tab.objectives} {...state} />}
      <Choice label="Date range" setting="dateRange" values={choices.dateRanges} {...state} />
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
      <Choice label="Metric" setting="metric" values={choices.metrics} width={160} {...state} />
    </Flex>
  );
}
