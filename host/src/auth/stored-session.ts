/**
 * Amplify keeps the signed-in user under `CognitoIdentityServiceProvider.<client id>.LastAuthUser` in local
 * storage: read without Amplify, it tells the page which code to load before any of it has arrived.
 */
export function isSignedInUserKey(key: string | null): boolean {
  return !!key && key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.LastAuthUser');
}

/** Whether this browser holds a session (possibly expired: the app finds out, and signs out if so). */
export function hasStoredSession(storage: Storage = window.localStorage): boolean {
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (isSignedInUserKey(key) && storage.getItem(key!)) return true;
  }
  return false;
}
