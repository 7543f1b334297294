import { isValidPassword } from '../../auth/password';
import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import { useState, type FormEvent } from 'react';
import { passwordResetErrorAlert } from '../../auth/sign-in/sign-in-errors';
import {
  canEnterNewPassword,
  canRequestResetCode,
  canResetPassword,
  RECOVERY_CODE_HINT,
  RECOVERY_CODE_LENGTH,
} from '../../auth/sign-in/sign-in-forms';
import { SubmitButton, TextField } from './auth-fields';
import { AuthLayout } from './auth-layout';
import { PasswordFields } from './password-fields';
import { AuthLink, useSignInHost } from './sign-in-host';
import { SignInAlert } from './sign-in-alert';
import { useSignInAttempt } from './sign-in-attempt';

type Step = 'idle' | 'requested' | 'completed';

/** /auth/forgot-password: request a code, then the code and a new password. `code` and `user` prefill step two. */
export function ForgotPasswordPage() {
  const { location } = useSignInHost();
  const [params] = useState(() => new URLSearchParams(location.search));
  const [step, setStep] = useState<Step>(params.get('code') ? 'requested' : 'idle');
  const [email, setEmail] = useState(params.get('user') ?? '');
  const [code, setCode] = useState(params.get('code') ?? '');
  const [passwords, setPasswords] = useState({ password: '', confirmation: '' });
  const { alert, busy, attempt: run } = useSignInAttempt(passwordResetErrorAlert);
  const attempt = (event: FormEvent, work: () => Promise<void>) => {
    event.preventDefault();
    return run(work);
  };

  const requestCode = (event: FormEvent) =>
    attempt(event, async () => {
      if (!canRequestResetCode({ email, busy })) return;
      await resetPassword({ username: email.trim().toLowerCase() });
      setStep('requested');
    });

  const reset = (event: FormEvent) =>
    attempt(event, async () => {
      if (!canReset) return;
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
        <div className="bcn-result">
          <svg viewBox="64 64 896 896" width="72" height="72" fill="currentColor" aria-hidden>
            <path d="M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm193.5 301.7l-210.6 292a31.8 31.8 0 01-51.7 0L318.5 484.9c-3.8-5.3 0-12.7 6.5-12.7h46.9c10.2 0 19.9 4.9 25.9 13.3l71.2 98.8 157.2-218c6-8.3 15.6-13.3 25.9-13.3H699c6.5 0 10.3 7.4 6.5 12.7z" />
          </svg>
          <div className="bcn-result-title">Password reset successful!</div>
          <AuthLink to="/auth/login">Back to sign in</AuthLink>
        </div>
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
        <form key="request" onSubmit={(event) => void requestCode(event)} noValidate>
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoFocus
          />
          <SubmitButton busy={busy} disabled={!canRequestResetCode({ email, busy })}>
            Submit
          </SubmitButton>
        </form>
      ) : (
        <form key="reset" onSubmit={(event) => void reset(event)} noValidate>
          <TextField label="Email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <TextField
            label="Code"
            help={RECOVERY_CODE_HINT}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={RECOVERY_CODE_LENGTH}
            value={code}
            onChange={(e) => setCode(e.target.value.trim())}
          />
          <PasswordFields {...passwords} onChange={setPasswords} disabled={!canEnterNewPassword(code)} />
          <SubmitButton busy={busy} disabled={busy || !canReset}>
            Reset password
          </SubmitButton>
        </form>
      )}
      <div className="bcn-below">
        <AuthLink to="/auth/login">Back to sign in</AuthLink>
      </div>
    </AuthLayout>
  );
}
