import { hubGet, responseStatus, setTokenProvider } from '@beacon/shared/api';
import { describeError, SESSION_EXPIRED_MESSAGE } from '@beacon/shared/errors';
import { resetAllStores, setSignedIn, setSignedOut, showError, type CurrentUser } from '@beacon/shared/session';
import { currentIdToken, signOutEverywhere, signOutHere } from './identity';
import { isRefusedBySite, SiteRefusedError, type Site } from './site';

setTokenProvider(currentIdToken);

/** Reads who is signed in: the identity token, then the user it belongs to. */
export async function loadSession(site: Site): Promise<CurrentUser | null> {
  const token = await currentIdToken();
  if (!token) {
    setSignedOut();
    return null;
  }
  try {
    const user = await hubGet('/users/me');
    if (isRefusedBySite(user, site)) {
      await endSessionHere();
      throw new SiteRefusedError();
    }
    setSignedIn(user);
    return user;
  } catch (error) {
    if (responseStatus(error) === 401) {
      await endSessionHere();
      return null;
    }
    throw error;
  }
}

/**
 * When the session could not be read: the site refused the user or the server failed, and there is no session.
 * Too many requests is a pause, not an end: the user is told, the sign-in is kept, and a reload carries on.
 */
export function sessionUnread(error: unknown): void {
  if (responseStatus(error) === 429) return showError(describeError(error));
  setSignedOut();
}

/** A fresh start at sign-in: nothing of the previous user stays in any store. */
export function startSession(): void {
  resetAllStores();
}

/** The person's own Sign out: the session ends everywhere, and every store forgets. */
export async function endSession(): Promise<void> {
  await signOutEverywhere();
  resetAllStores();
}

/**
 * A session the app ends (refused by this site, found expired, terms declined): this browser's sign-in ends and
 * every store forgets; the person's other devices stay signed in.
 */
export async function endSessionHere(): Promise<void> {
  await signOutHere();
  resetAllStores();
}

/** A call found the session gone: the banner says so, and closing it signs out. */
export function reportSessionExpired(): void {
  showError(SESSION_EXPIRED_MESSAGE);
}
