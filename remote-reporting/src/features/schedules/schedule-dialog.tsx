import { isEmail } from '@beacon/shared/format';
import { Form, Input, Modal, Select } from 'antd';
import type { NewSchedule } from './create-schedule';

const CADENCES: { value: NewSchedule['frequency']; label: string }[] = [
  { value: 'DAILY', label: 'Daily' },
  { value: 'WEEKLY', label: 'Weekly' },
  { value: 'MONTHLY', label: 'Monthly' },
];
const RANGES: NonNullable<NewSchedule['dateRange']>[] = [
  'Last 7 days',
  'Last 14 days',
  'Last 30 days',
  'MTD',
  'Previous Month',
  'YTD',
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
    <Modal
      open={open}
      title="New schedule"
      okText="Create schedule"
      confirmLoading={busy}
      onCancel={onCancel}
      destroyOnHidden
      onOk={async () => {
        // A field the form refuses says why under it; the dialog stays open.
        const values = await form.validateFields().catch(() => null);
        if (!values) return;
        // The dialog stays open on field errors: the banner lists them.
        if (await onCreate({ ...values, type: 'LOOKER' })) form.resetFields();
      }}
    >
      <Form<NewSchedule>
        form={form}
        layout="vertical"
        aria-label="New schedule"
        initialValues={{
          frequency: 'WEEKLY',
          dateRange: 'Last 7 days',
          timeZone: browserZone(),
          format: 'PDF',
          builderReportId: reports[0]?.id,
        }}
      >
        <Form.Item
          name="name"
          label="Name"
          rules={[{ required: true, whitespace: true, message: 'Name is required.' }]}
        >
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
          <Select options={RANGES.map((value) => ({ value, label: value }))} />
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
      </Form>
    </Modal>
  );
}
