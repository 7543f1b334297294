import { isValidPassword } from '@beacon/shared';
import type { SignInAlert as Alerted } from '../../auth/sign-in/sign-in-errors';
import {
  canEnterNewPassword,
  canRequestResetCode,
  canResetPassword,
  RECOVERY_CODE_HINT,
  RECOVERY_CODE_LENGTH,
} from '../../auth/sign-in/sign-in-forms';
import { passwordResetErrorAlert } from '../../auth/sign-in/sign-in-errors';
import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from './auth-layout';
import { PasswordFields } from './password-fields';
import { SignInAlert } from './sign-in-alert';

type Step = 'idle' | 'requested' | 'completed';

/** /auth/forgot-password: request a code, then the code and a new password. `code` and `user` prefill step two. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>(params.get('code') ? 'requested' : 'idle');
  const [email, setEmail] = useState(params.get('user') ?? '');
  const [code, setCode] = useState(params.get('code') ?? '');
  const [passwords, setPasswords] = useState({ password: '', confirmation: '' });
  const [alert, setAlert] = useState<Alerted | null>(null);
  const [busy, setBusy] = useState(false);

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setAlert(null);
    try {
      await work();
    } catch (error) {
      setAlert(passwordResetErrorAlert(error));
    } finally {
      setBusy(false);
    }
  };

  const requestCode = () =>
    attempt(async () => {
      await resetPassword({ username: email.trim().toLowerCase() });
      setStep('requested');
    });

  const reset = () =>
    attempt(async () => {
      await confirmResetPassword({
        username: email.trim().toLowerCase(),
        confirmationCode: code,
        newPassword: passwords.password,
      });
      setStep('completed');
    });

  if (step === 'completed') {
    return (
      <AuthLayout title="Reset your password">
        <Result
          status="success"
          title="Password reset successful!"
          extra={<Link to="/auth/login">Back to sign in</Link>}
        />
      </AuthLayout>
    );
  }

  const canReset =
    canResetPassword({ code, password: passwords.password, confirmation: passwords.confirmation }) &&
    isValidPassword(passwords.password, passwords.confirmation);
  return (
    <AuthLayout title="Reset your password">
      <SignInAlert alert={alert} />
      {step === 'idle' ? (
        <Form layout="vertical" onFinish={requestCode} requiredMark={false}>
          <Form.Item label="Email">
            <Input
              type="email"
              aria-label="Email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoFocus
            />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={busy}
            disabled={!canRequestResetCode({ email, busy })}
          >
            Submit
          </Button>
        </Form>
      ) : (
        <Form layout="vertical" onFinish={reset} requiredMark={false}>
          <Form.Item label="Email">
            <Input aria-label="Email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Form.Item>
          <Form.Item label="Code" help={RECOVERY_CODE_HINT}>
            <Input
              aria-label="Code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={RECOVERY_CODE_LENGTH}
              value={code}
              onChange={(e) => setCode(e.target.value.trim())}
            />
          </Form.Item>
          <PasswordFields {...passwords} onChange={setPasswords} disabled={!canEnterNewPassword(code)} />
          <Button type="primary" htmlType="submit" block loading={busy} disabled={busy || !canReset}>
            Reset password
          </Button>
        </Form>
      )}
      <div style={{ marginTop: 16 }}>
        <Link to="/auth/login">Back to sign in</Link>
      </div>
    </AuthLayout>
  );
}
