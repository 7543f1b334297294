import { useState } from 'react';
import type { SignInAlert } from '../../auth/sign-in/sign-in-errors';

/**
 * What a sign-in screen's submit goes through: busy while it runs (the button spins, a second click does nothing),
 * the alert cleared first, and what it throws said in the alert `alertOf` maps it to.
 */
export function useSignInAttempt(alertOf: (error: unknown) => SignInAlert) {
  const [alert, setAlert] = useState<SignInAlert | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setAlert(null);
    try {
      await work();
    } catch (error) {
      setAlert(alertOf(error));
    } finally {
      setBusy(false);
    }
  };
  return { alert, setAlert, busy, attempt };
}
