import { isValidPassword } from '@beacon/shared';
import type { SignInAlert as Alerted } from '../../auth/sign-in/sign-in-errors';
import { canSetNewPassword } from '../../auth/sign-in/sign-in-forms';
import { NEW_PASSWORD_NOT_NEEDED, newPasswordErrorAlert } from '../../auth/sign-in/sign-in-errors';
import { confirmSignIn, signIn } from 'aws-amplify/auth';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { signOutEverywhere } from '../../auth/identity';
import { useRuntimeConfig } from '../../auth/runtime-config-context';
import { loadSession, startSession } from '../../auth/session';
import { AuthLayout } from './auth-layout';
import { PasswordFields } from './password-fields';
import { SignInAlert } from './sign-in-alert';

/** /auth/new-password?username=: finish registration with the temporary password and a new one. */
export function NewPasswordPage() {
  const config = useRuntimeConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const username = params.get('username') ?? '';
  const [temporaryPassword, setTemporaryPassword] = useState('');
  const [passwords, setPasswords] = useState({ password: '', confirmation: '' });
  const [alert, setAlert] = useState<Alerted | null>(null);
  const [busy, setBusy] = useState(false);
  if (!username) return <Navigate to="/auth/login" replace />;

  const ready =
    canSetNewPassword({
      username,
      temporaryPassword,
      newPassword: passwords.password,
      confirmation: passwords.confirmation,
      busy,
    }) && isValidPassword(passwords.password, passwords.confirmation);

  const submit = async () => {
    if (!ready) return;
    setBusy(true);
    setAlert(null);
    try {
      startSession();
      const { nextStep } = await signIn({ username, password: temporaryPassword });
      if (nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') {
        await signOutEverywhere();
        setAlert(NEW_PASSWORD_NOT_NEEDED);
        return;
      }
      const done = await confirmSignIn({ challengeResponse: passwords.password });
      if (done.nextStep.signInStep !== 'DONE') throw new Error(`Unknown sign-in step: ${done.nextStep.signInStep}`);
      await loadSession(config.site);
      await navigate('/', { replace: true });
    } catch (error) {
      setAlert(newPasswordErrorAlert(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title="Set your password">
      <SignInAlert alert={alert} />
      <Form layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item label="Email">
          <Input value={username} disabled />
        </Form.Item>
        <Form.Item label="Temporary password">
          <Input.Password
            aria-label="Temporary password"
            autoComplete="current-password"
            value={temporaryPassword}
            onChange={(e) => setTemporaryPassword(e.target.value)}
          />
        </Form.Item>
        <PasswordFields {...passwords} onChange={setPasswords} />
        <Button type="primary" htmlType="submit" block loading={busy} disabled={!ready}>
          Set password
        </Button>
      </Form>
    </AuthLayout>
  );
}
