import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import type { RuntimeConfig } from './runtime-config';

/** Amplify, configured at run time from the server's config document: the same build for any user pool. */
export function configureIdentity(config: RuntimeConfig): void {
  Amplify.configure({ Auth: config.auth });
}

/** The current identity token; Amplify refreshes it silently when it has expired. */
export async function currentIdToken(): Promise<string | null> {
  try {
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString() ?? null;
  } catch {
    return null;
  }
}

/**
 * Sign-out that ends this browser's sign-in only (its refresh token revoked, so its tokens are refused): for a
 * session the app ends itself (a site that refuses the user, a session found expired, a sign-in that was not
 * needed), which must never sign the person out of their other devices.
 */
export async function signOutHere(): Promise<void> {
  await signOut().catch(() => undefined);
}

/** Sign-out that ends the session everywhere (the person's own Sign out): the refresh token is revoked for every device. */
export async function signOutEverywhere(): Promise<void> {
  try {
    await signOut({ global: true });
  } catch {
    // Already revoked or offline: the local tokens are cleared below either way.
    await signOut().catch(() => undefined);
  }
}
