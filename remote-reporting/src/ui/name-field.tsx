import { Form, Input } from 'antd';

/** The Name of what a dialog creates (an alert, a goal, a schedule, a report): required, up to 120 characters. */
export const NameField = () => (
  <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Name is required.' }]}>
    <Input maxLength={120} />
  </Form.Item>
);
