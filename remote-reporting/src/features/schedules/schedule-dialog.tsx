import { isEmail } from '@beacon/shared/format';
import { Form, Select } from 'antd';
import { CreateDialog, type CreateDialogState } from '../../ui/create-dialog';
import { RELATIVE_RANGE_OPTIONS } from '../../ui/relative-ranges';
import type { NewSchedule } from './create-schedule';
import { NameField } from '../../ui/name-field';

const CADENCES: { value: NewSchedule['frequency']; label: string }[] = [
  { value: 'DAILY', label: 'Daily' },
  { value: 'WEEKLY', label: 'Weekly' },
  { value: 'MONTHLY', label: 'Monthly' },
];
const ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'UTC', 'Europe/London'];
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

interface Props extends CreateDialogState<NewSchedule> {
  reports: { id: number; name: string }[];
  /** The dashboards of one's own that may be mailed instead: this advertiser's and the client-wide ones. */
  dashboards: { id: number; name: string }[];
}

/** The form's values: what is mailed is one choice, `report:<id>` or `dashboard:<id>`. */
type ScheduleForm = Omit<NewSchedule, 'builderReportId' | 'customDashboardId'> & { target?: string };

/** The schedule the API takes from the form: a builder report's id, or a dashboard's (always a PDF). */
export function scheduleOf({ target, ...values }: ScheduleForm): NewSchedule {
  const [kind, id] = (target ?? '').split(':');
  if (kind === 'dashboard') return { ...values, format: 'PDF', customDashboardId: Number(id), type: 'LOOKER' };
  return { ...values, ...(kind === 'report' ? { builderReportId: Number(id) } : {}), type: 'LOOKER' };
}

/** New schedule: name, report or dashboard, recipients, cadence, relative date range, time zone and file format. */
export function ScheduleDialog({ reports, dashboards, ...dialog }: Props) {
  const [form] = Form.useForm<ScheduleForm>();
  const dashboardChosen = String(Form.useWatch('target', form) ?? '').startsWith('dashboard:');
  return (
    <CreateDialog
      {...dialog}
      form={form}
      title="New schedule"
      okText="Create schedule"
      initial={{
        frequency: 'WEEKLY',
        dateRange: 'Last 7 days',
        timeZone: browserZone(),
        format: 'PDF',
        target: reports[0] ? `report:${reports[0].id}` : undefined,
      }}
      onCreate={(values) => dialog.onCreate(scheduleOf(values))}
    >
      <NameField />
      <Form.Item name="target" label="Report">
        <Select
          onChange={(value: string) => value.startsWith('dashboard:') && form.setFieldValue('format', 'PDF')}
          options={[
            { label: 'Reports', options: reports.map((r) => ({ value: `report:${r.id}`, label: r.name })) },
            ...(dashboards.length
              ? [
                  {
                    label: 'Dashboards',
                    options: dashboards.map((d) => ({ value: `dashboard:${d.id}`, label: d.name })),
                  },
                ]
              : []),
          ]}
        />
      </Form.Item>
      <Form.Item
        name="recipients"
        label="Recipients"
        rules={[
          { required: true, message: 'Add at least one recipient.' },
          {
            validator: (_, recipients: string[] | undefined) =>
              (recipients ?? []).every(isEmail)
                ? Promise.resolve()
                : Promise.reject(new Error('Each recipient must be a valid email address.')),
          },
        ]}
      >
        <Select mode="tags" tokenSeparators={[',', ' ', ';']} placeholder="name@example.com" open={false} />
      </Form.Item>
      <Form.Item name="frequency" label="Cadence">
        <Select options={CADENCES} />
      </Form.Item>
      <Form.Item name="dateRange" label="Date range">
        <Select options={RELATIVE_RANGE_OPTIONS} />
      </Form.Item>
      <Form.Item name="timeZone" label="Time zone">
        <Select
          showSearch
          options={[...new Set([browserZone(), ...ZONES])].map((value) => ({ value, label: value }))}
        />
      </Form.Item>
      <Form.Item name="format" label="Attachment" extra={dashboardChosen ? 'A dashboard is sent as a PDF.' : undefined}>
        <Select
          options={[
            { value: 'PDF', label: 'PDF' },
            { value: 'CSV', label: 'CSV', disabled: dashboardChosen },
          ]}
        />
      </Form.Item>
    </CreateDialog>
  );
}
