import { EMAIL_PATTERN } from '@beacon/shared/format';
import { Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { FormDialog } from '../forms/form-dialog';

export interface UserFormValues {
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  advertiserIds?: number[];
  advertiserGroupIds?: number[];
}

interface Props {
  title: string;
  okText: string;
  /** Editing: the email is the username and cannot change. */
  editing: boolean;
  initial?: Partial<UserFormValues>;
  roles: readonly { value: string; label: string }[];
  busy: boolean;
  /** What the server refused in the last save, repeated here because the banner sits behind the dialog. */
  fieldMessages?: string[];
  onSubmit: (values: UserFormValues) => void;
  onCancel: () => void;
  /** More fields (a client user's advertisers and groups). */
  children?: ReactNode;
}

/**
 * Add and Edit, for internal and client users alike. The browser checks what it can (required fields, the
 * email pattern) before asking; the server judges every field again and its refusals are listed under the
 * error banner while this stays open.
 */
/** One of the user's names, required. */
const NameField = ({ name, label }: { name: string; label: string }) => (
  <Form.Item name={name} label={label} rules={[{ required: true, whitespace: true, message: `${label} is required.` }]}>
    <Input autoComplete="off" />
  </Form.Item>
);

export function UserFormDialog({ editing, roles, fieldMessages = [], children, ...dialog }: Props) {
  const [form] = Form.useForm<UserFormValues>();
  return (
    <FormDialog form={form} fieldMessages={fieldMessages} {...dialog}>
      <Form.Item
        name="email"
        label="Email"
        rules={[
          { required: true, message: 'Email is required.' },
          { pattern: new RegExp(EMAIL_PATTERN), message: 'Email must be a valid email address.' },
        ]}
      >
        <Input disabled={editing} autoComplete="off" />
      </Form.Item>
      <NameField name="firstName" label="First name" />
      <NameField name="lastName" label="Last name" />
      <Form.Item name="role" label="Role" rules={[{ required: true, message: 'Role is required.' }]}>
        <Select options={roles.map((r) => ({ ...r }))} aria-label="Role" />
      </Form.Item>
      {children}
    </FormDialog>
  );
}
