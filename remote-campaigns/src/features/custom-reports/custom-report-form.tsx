import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { DESTINATIONS, type NewCustomReport } from './custom-report-types';

/** The create dialog: a name, the report's address, a description and where it is shown. */
export function CustomReportForm({
  open,
  onClose,
  onCreate,
}: {
  open: boolean;
  onClose: () => void;
  onCreate: (report: NewCustomReport) => Promise<void>;
}) {
  const [form] = Form.useForm<NewCustomReport>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await onCreate(values);
      form.resetFields();
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title="Add a custom report"
      open={open}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText="Add report"
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ destination: 'ADVERTISER_DASHBOARD' }}>
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, max: 120 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="url"
          label="Address"
          rules={[
            { required: true },
            { pattern: /^https?:\/\/\S+$/, message: 'Enter an address starting with https://' },
          ]}
        >
          <Input placeholder="https://" />
        </Form.Item>
        <Form.Item name="description" label="Description" rules={[{ max: 1000 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="destination" label="Shown on">
          <Select options={DESTINATIONS.map((d) => ({ value: d.value, label: d.label }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
