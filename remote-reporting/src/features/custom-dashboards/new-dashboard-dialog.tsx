import { Checkbox, Form, Input, Radio, Select, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { CreateDialog, type CreateDialogState } from '../../ui/create-dialog';
import { RELATIVE_RANGE_OPTIONS, type RelativeRange } from '../../ui/relative-ranges';
import type { DashboardTemplate, NewCustomDashboard } from './custom-dashboards-api';

interface Values {
  name: string;
  template: DashboardTemplate['key'] | 'empty';
  range: RelativeRange;
  shared: boolean;
}

interface Props extends CreateDialogState<Omit<NewCustomDashboard, 'advertiserId'>> {
  templates: DashboardTemplate[];
  /** Whether the user's role may share a dashboard with the client's users. */
  mayShare: boolean;
}

/** New dashboard: its name, a template to start from (or none), its date range, and whether it is shared. */
export function NewDashboardDialog({ templates, mayShare, onCreate, ...dialog }: Props) {
  const [form] = Form.useForm<Values>();
  // The templates may arrive after the dialog opened: the first one is chosen then, unless the user chose already.
  const first = templates[0]?.key;
  useEffect(() => {
    if (dialog.open && first && !form.isFieldTouched('template')) form.setFieldValue('template', first);
  }, [dialog.open, first, form]);
  return (
    <CreateDialog<Values>
      {...dialog}
      form={form}
      title="New dashboard"
      okText="Create dashboard"
      initial={{ template: templates[0]?.key ?? 'empty', range: 'Last 30 days', shared: false }}
      onCreate={({ template, name, ...rest }) =>
        onCreate({ name: name.trim(), ...rest, ...(template === 'empty' ? {} : { template }) })
      }
    >
      <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Name it.' }]}>
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="template" label="Start from">
        <Radio.Group>
          <Space direction="vertical">
            {templates.map((t) => (
              <Radio key={t.key} value={t.key}>
                {t.name}
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {t.description}
                </Typography.Text>
              </Radio>
            ))}
            <Radio value="empty">An empty dashboard</Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="range" label="Date range" extra="A widget may have a range of its own.">
        <Select options={RELATIVE_RANGE_OPTIONS} />
      </Form.Item>
      {mayShare && (
        <Form.Item name="shared" valuePropName="checked">
          <Checkbox>Share with the client&apos;s users</Checkbox>
        </Form.Item>
      )}
    </CreateDialog>
  );
}
