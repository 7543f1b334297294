import { hubPatch } from '@beacon/shared/api';
import { describeError, describeFieldErrors } from '@beacon/shared/errors';
import { setSignedIn, showError, useCurrentUser } from '@beacon/shared/session';
import { App, Button, Descriptions, Form, Input } from 'antd';
import { useState } from 'react';

interface Names {
  firstName: string;
  lastName: string;
}

/** The signed-in user's own details; the names can be edited (PATCH /users/me). */
/** One of the user's names: required, up to 100 characters, filled in by the browser where it knows it. */
const NameField = ({ name, label, autoComplete }: { name: string; label: string; autoComplete: string }) => (
  <Form.Item
    label={label}
    name={name}
    rules={[{ required: true, whitespace: true, message: `Enter your ${label.toLowerCase()}.` }]}
  >
    <Input autoComplete={autoComplete} maxLength={100} />
  </Form.Item>
);

export function ProfileDetails() {
  const user = useCurrentUser();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Names>();
  if (!user) return null;

  const save = async (names: Names) => {
    setSaving(true);
    try {
      const updated = await hubPatch('/users/me', {
        body: { firstName: names.firstName.trim(), lastName: names.lastName.trim() },
      });
      setSignedIn({ ...user, ...updated });
      void message.success('Your profile is saved.');
    } catch (error) {
      showError(describeError(error), describeFieldErrors(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ firstName: user.firstName, lastName: user.lastName }}
        onFinish={save}
        style={{ maxWidth: 480 }}
      >
        <NameField name="firstName" label="First name" autoComplete="given-name" />
        <NameField name="lastName" label="Last name" autoComplete="family-name" />
        <Button type="primary" htmlType="submit" loading={saving}>
          Save
        </Button>
      </Form>
      <Descriptions column={1} size="small" style={{ marginTop: 24 }}>
        <Descriptions.Item label="Email">{user.email}</Descriptions.Item>
        <Descriptions.Item label="Role">{user.role}</Descriptions.Item>
        <Descriptions.Item label="Account">
          {user.type === 'INTERNAL' ? 'Beacon staff' : 'Client user'}
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}
