import { Button, Form, Input, Select } from 'antd';
import type { NewCustomReport } from './create-custom-report';
import { DESTINATIONS } from './destinations';
import { NameField } from '../../ui/name-field';

/** Name, address, description and destination of a new custom report. */
export function CustomReportForm({
  onCreate,
  busy,
}: {
  onCreate: (report: NewCustomReport) => Promise<boolean>;
  busy: boolean;
}) {
  const [form] = Form.useForm<NewCustomReport>();
  return (
    <Form<NewCustomReport>
      form={form}
      layout="vertical"
      aria-label="New custom report"
      initialValues={{ destination: 'CLIENT_DASHBOARD' }}
      onFinish={async (values) => {
        if (await onCreate({ ...values, description: values.description ?? '' })) form.resetFields();
      }}
    >
      <NameField />
      <Form.Item
        name="url"
        label="URL"
        rules={[
          { required: true, message: 'URL is required.' },
          { pattern: /^https?:\/\/\S+$/, message: 'URL must start with http:// or https://.' },
        ]}
      >
        <Input maxLength={2000} placeholder="https://" />
      </Form.Item>
      <Form.Item name="description" label="Description">
        <Input.TextArea maxLength={1000} rows={2} />
      </Form.Item>
      <Form.Item name="destination" label="Destination">
        <Select options={Object.entries(DESTINATIONS).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        Create custom report
      </Button>
    </Form>
  );
}
