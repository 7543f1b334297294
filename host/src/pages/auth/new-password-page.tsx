import { isValidPassword } from '../../auth/password';
import { confirmSignIn, signIn } from 'aws-amplify/auth';
import { useEffect, useState, type FormEvent } from 'react';
import { signOutHere } from '../../auth/identity';
import { newPasswordErrorAlert, SIGN_IN_ALERTS } from '../../auth/sign-in/sign-in-errors';
import { canSetNewPassword } from '../../auth/sign-in/sign-in-forms';
import { PasswordField, SubmitButton, TextField } from './auth-fields';
import { AuthLayout } from './auth-layout';
import { PasswordFields } from './password-fields';
import { useSignInHost } from './sign-in-host';
import { SignInAlert } from './sign-in-alert';
import { useSignInAttempt } from './sign-in-attempt';

/** /auth/new-password?username=: finish registration with the temporary password and a new one. */
export function NewPasswordPage() {
  const host = useSignInHost();
  const username = new URLSearchParams(host.location.search).get('username') ?? '';
  const [temporaryPassword, setTemporaryPassword] = useState('');
  const [passwords, setPasswords] = useState({ password: '', confirmation: '' });
  const { alert, setAlert, busy, attempt } = useSignInAttempt(newPasswordErrorAlert);
  const { navigate } = host;
  useEffect(() => {
    if (!username) navigate('/auth/login', { replace: true });
  }, [username, navigate]);
  if (!username) return null;

  const ready =
    canSetNewPassword({
      username,
      temporaryPassword,
      newPassword: passwords.password,
      confirmation: passwords.confirmation,
      busy,
    }) && isValidPassword(passwords.password, passwords.confirmation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    await attempt(async () => {
      const { nextStep } = await signIn({ username, password: temporaryPassword });
      if (nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') {
        await signOutHere();
        setAlert(SIGN_IN_ALERTS.newPasswordNotNeeded);
        return;
      }
      const done = await confirmSignIn({ challengeResponse: passwords.password });
      if (done.nextStep.signInStep !== 'DONE') throw new Error(`Unknown sign-in step: ${done.nextStep.signInStep}`);
      // Where a new user lands: the terms first, then their home (the app's landing rules, as at `/`).
      await host.enterApp(null);
    });
  };

  return (
    <AuthLayout title="Set your password">
      <SignInAlert alert={alert} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField label="Email" value={username} disabled readOnly />
        <PasswordField
          label="Temporary password"
          autoComplete="current-password"
          value={temporaryPassword}
          onChange={(e) => setTemporaryPassword(e.target.value)}
        />
        <PasswordFields {...passwords} onChange={setPasswords} />
        <SubmitButton busy={busy} disabled={!ready}>
          Set password
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
