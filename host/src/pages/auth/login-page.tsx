import type { SignInAlert as Alerted } from '../../auth/sign-in/sign-in-errors';
import { canSubmitLogin } from '../../auth/sign-in/sign-in-forms';
import { isAlreadySignedInError, loginErrorAlert } from '../../auth/sign-in/sign-in-errors';
import { signIn } from 'aws-amplify/auth';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { landingPath, requestedPathFrom } from '../../auth/landing';
import { useRuntimeConfig } from '../../auth/runtime-config-context';
import { loadSession, startSession } from '../../auth/session';
import { AuthLayout } from './auth-layout';
import { SignInAlert } from './sign-in-alert';

interface Credentials {
  email?: string;
  password?: string;
}

/** /auth/login: email and password; empty fields do nothing. Spec sections 2, 5 and 8. */
export function LoginPage() {
  const config = useRuntimeConfig();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [alert, setAlert] = useState<Alerted | null>(null);
  const [busy, setBusy] = useState(false);

  const continueToSession = async () => {
    const user = await loadSession(config.site);
    if (user) await navigate(landingPath(user, requestedPathFrom(hash), config.site), { replace: true });
  };

  const submit = async ({ email = '', password = '' }: Credentials) => {
    if (!canSubmitLogin({ email, password })) return;
    setBusy(true);
    setAlert(null);
    try {
      startSession();
      const { nextStep } = await signIn({ username: email.trim().toLowerCase(), password });
      if (nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') {
        await navigate(`/auth/new-password?username=${encodeURIComponent(email.trim().toLowerCase())}`);
        return;
      }
      if (nextStep.signInStep !== 'DONE') throw new Error(`Unknown sign-in step: ${nextStep.signInStep}`);
      await continueToSession();
    } catch (error) {
      if (isAlreadySignedInError(error)) await continueToSession().catch((e: unknown) => setAlert(loginErrorAlert(e)));
      else setAlert(loginErrorAlert(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title="Sign in">
      <SignInAlert alert={alert} />
      <Form layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
        <Form.Item label="Email" name="email">
          <Input type="email" autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item label="Password" name="password">
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item>
          <Link to="/auth/forgot-password">Forgot Password</Link>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          Sign in
        </Button>
      </Form>
    </AuthLayout>
  );
}
