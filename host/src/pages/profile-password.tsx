import { Alert, Button, Form, Input } from 'antd';
import { updatePassword } from 'aws-amplify/auth';
import { useState } from 'react';
import { canChangePassword, changePasswordErrorAlert, PASSWORD_CHANGED } from '../auth/change-password';
import type { SignInAlert as Alerted } from '../auth/sign-in/sign-in-errors';
import { PasswordFields } from './auth/password-fields';
import { SignInAlert } from './auth/sign-in-alert';

const EMPTY = { current: '', password: '', confirmation: '' };

/** /profile: the signed-in user changes their password (the identity service's ChangePassword, through Amplify). */
export function ProfilePassword() {
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<Alerted | null>(null);
  const [changed, setChanged] = useState(false);

  const submit = async () => {
    if (!canChangePassword({ ...form, busy })) return;
    setBusy(true);
    setAlert(null);
    setChanged(false);
    try {
      await updatePassword({ oldPassword: form.current, newPassword: form.password });
      setForm(EMPTY);
      setChanged(true);
    } catch (error) {
      setAlert(changePasswordErrorAlert(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form layout="vertical" onFinish={() => void submit()} style={{ maxWidth: 480 }}>
      <SignInAlert alert={alert} />
      {changed && <Alert type="success" showIcon role="status" title={PASSWORD_CHANGED} style={{ marginBottom: 16 }} />}
      <Form.Item label="Current password">
        <Input.Password
          aria-label="Current password"
          autoComplete="current-password"
          value={form.current}
          disabled={busy}
          onChange={(e) => setForm({ ...form, current: e.target.value })}
        />
      </Form.Item>
      <PasswordFields
        password={form.password}
        confirmation={form.confirmation}
        disabled={busy}
        onChange={(next) => setForm({ ...form, ...next })}
      />
      <Button type="primary" htmlType="submit" loading={busy} disabled={!canChangePassword({ ...form, busy })}>
        Change password
      </Button>
    </Form>
  );
}
