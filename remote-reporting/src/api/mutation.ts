import { describeError, describeFieldErrors, showError } from '@beacon/shared';
import { useState } from 'react';

/**
 * A change sent to the hub: busy while it runs, and a failure goes to the error banner with the server's field
 * messages listed under it ('{Field name} {message}.'). Answers whether it worked.
 */
export function useMutation<A extends unknown[], T>(send: (...args: A) => Promise<T>, onDone?: (result: T) => void) {
  const [busy, setBusy] = useState(false);
  const run = async (...args: A): Promise<boolean> => {
    setBusy(true);
    try {
      onDone?.(await send(...args));
      return true;
    } catch (error) {
      showError(describeError(error), describeFieldErrors(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}
