import { isEmail } from '@beacon/shared/format';
import { Form, Input, Select } from 'antd';
import { CreateDialog } from '../../ui/create-dialog';
import { RELATIVE_RANGE_OPTIONS } from '../../ui/relative-ranges';
import type { NewSchedule } from './create-schedule';

const CADENCES: { value: NewSchedule['frequency']; label: string }[] = [
  { value: 'DAILY', label: 'Daily' },
  { value: 'WEEKLY', label: 'Weekly' },
  { value: 'MONTHLY', label: 'Monthly' },
];
const ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'UTC', 'Europe/London'];
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

interface Props {
  open: boolean;
  busy: boolean;
  reports: { id: number; name: string }[];
  onCancel: () => void;
  onCreate: (schedule: NewSchedule) => Promise<boolean>;
}

/** New schedule: name, report, recipients, cadence, relative date range, time zone and file format. */
export function ScheduleDialog({ open, busy, reports, onCancel, onCreate }: Props) {
  const [form] = Form.useForm<NewSchedule>();
  return (
    <CreateDialog
      form={form}
      open={open}
      title="New schedule"
      okText="Create schedule"
      busy={busy}
      initial={{
        frequency: 'WEEKLY',
        dateRange: 'Last 7 days',
        timeZone: browserZone(),
        format: 'PDF',
        builderReportId: reports[0]?.id,
      }}
      onCancel={onCancel}
      onCreate={(values) => onCreate({ ...values, type: 'LOOKER' })}
    >
      <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Name is required.' }]}>
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="builderReportId" label="Report">
        <Select options={reports.map((r) => ({ value: r.id, label: r.name }))} />
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
      <Form.Item name="format" label="Attachment">
        <Select
          options={[
            { value: 'PDF', label: 'PDF' },
            { value: 'CSV', label: 'CSV' },
          ]}
        />
      </Form.Item>
    </CreateDialog>
  );
}
