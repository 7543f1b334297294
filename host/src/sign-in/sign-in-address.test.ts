import { hasStoredSession } from '../auth/stored-session';
import { signInAddress } from './sign-in-address';

const at = (path: string) => {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('which code a visit loads', () => {
  it('gives a visitor without a session the sign-in screen they opened, as it is', () => {
    expect(signInAddress(at('/auth/login#%2Fclients%2F1%2Fbilling'), false)).toBe(
      '/auth/login#%2Fclients%2F1%2Fbilling',
    );
    expect(signInAddress(at('/auth/new-password?username=jane%40acme.test'), false)).toBe(
      '/auth/new-password?username=jane%40acme.test',
    );
    expect(signInAddress(at('/auth/forgot-password?code=123456&user=jane'), false)).toBe(
      '/auth/forgot-password?code=123456&user=jane',
    );
  });

  it('sends a visitor without a session from any other page to sign in, keeping the page in the hash', () => {
    expect(signInAddress(at('/clients/1/billing'), false)).toBe('/auth/login#%2Fclients%2F1%2Fbilling');
    expect(signInAddress(at('/'), false)).toBe('/auth/login');
    expect(signInAddress(at('/auth'), false)).toBe('/auth/login');
  });

  it('gives the app to anyone on a public page (a share link), with or without a session', () => {
    expect(signInAddress(at('/shared/AbC-123_x'), false)).toBeNull();
    expect(signInAddress(at('/shared'), false)).toBe('/auth/login#%2Fshared');
    expect(signInAddress(at('/shared/a/b'), false)).toBe('/auth/login#%2Fshared%2Fa%2Fb');
  });

  it('gives the app to a browser holding a session, or previewing a release', () => {
    expect(signInAddress(at('/auth/login'), true)).toBeNull();
    expect(signInAddress(at('/clients/1/campaigns'), true)).toBeNull();
    expect(signInAddress(at('/?preview=billing@1.1.0-abc1234'), false)).toBeNull();
  });

  it("knows a session by Amplify's record of the signed-in user", () => {
    localStorage.clear();
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem('CognitoIdentityServiceProvider.client.jane.idToken', 'token');
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'jane');
    expect(hasStoredSession()).toBe(true);
    localStorage.clear();
  });
});
