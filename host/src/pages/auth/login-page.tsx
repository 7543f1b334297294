import type { FormEvent } from 'react';
import { signIn } from 'aws-amplify/auth';
import { canSubmitLogin } from '../../auth/sign-in/sign-in-forms';
import { isAlreadySignedInError, loginErrorAlert } from '../../auth/sign-in/sign-in-errors';
import { requestedPathFrom } from '../../auth/site';
import { PasswordField, SubmitButton, TextField } from './auth-fields';
import { AuthLayout } from './auth-layout';
import { AuthLink, useSignInHost } from './sign-in-host';
import { SignInAlert } from './sign-in-alert';
import { useSignInAttempt } from './sign-in-attempt';

/** /auth/login: email and password; empty fields do nothing. Spec sections 2, 5 and 8. */
export function LoginPage() {
  const host = useSignInHost();
  const { alert, busy, attempt } = useSignInAttempt(loginErrorAlert);

  const continueToSession = () => host.enterApp(requestedPathFrom(host.location.hash));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '');
    const password = String(form.get('password') ?? '');
    if (busy || !canSubmitLogin({ email, password })) return;
    await attempt(async () => {
      try {
        const { nextStep } = await signIn({ username: email.trim().toLowerCase(), password });
        if (nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') {
          host.navigate(`/auth/new-password?username=${encodeURIComponent(email.trim().toLowerCase())}`);
          return;
        }
        if (nextStep.signInStep !== 'DONE') throw new Error(`Unknown sign-in step: ${nextStep.signInStep}`);
        await continueToSession();
      } catch (error) {
        // A session already open is continued rather than refused.
        if (!isAlreadySignedInError(error)) throw error;
        await continueToSession();
      }
    });
  };

  return (
    <AuthLayout title="Sign in">
      <SignInAlert alert={alert} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField label="Email" name="email" type="email" autoComplete="username" autoFocus readOnly={busy} />
        <PasswordField label="Password" name="password" autoComplete="current-password" readOnly={busy} />
        <div className="bcn-gap">
          <AuthLink to="/auth/forgot-password">Forgot Password</AuthLink>
        </div>
        <SubmitButton busy={busy}>Sign in</SubmitButton>
      </form>
    </AuthLayout>
  );
}
