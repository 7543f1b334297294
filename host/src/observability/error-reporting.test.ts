import { setSignedIn, setSignedOut } from '@beacon/shared/session';
import { aUser } from '@beacon/shared/testing';
import * as Sentry from '@sentry/react';
import { waitFor } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { useAreasStore } from '../federation/areas-store';
import { startErrorReporting } from './error-reporting';
import { hashedUser } from './release-tags';

// @sentry/react itself, with nothing sent: what the host asks of it is what is checked.
jest.mock('@sentry/react', () => ({
  init: jest.fn(),
  browserTracingIntegration: jest.fn(() => ({ name: 'BrowserTracing' })),
  replayIntegration: jest.fn(() => ({ name: 'Replay' })),
  setUser: jest.fn(),
  captureException: jest.fn(),
}));

const DSN = 'http://beacon@localhost:8080/observability/1';

beforeAll(() => {
  // jsdom has no SubtleCrypto; browsers and Node share the Web Crypto API.
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});
afterAll(() => setSignedOut());

describe('error reporting on by default', () => {
  it('reports to the configured DSN, environment production, traces sampled at 0.1, replays with each error', async () => {
    await expect(startErrorReporting({ sentryDsn: DSN, sessionReplaySampleRate: 0.05 })).resolves.toBe(true);
    expect(Sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: DSN,
        environment: 'production',
        tracesSampleRate: 0.1,
        replaysSessionSampleRate: 0.05,
        replaysOnErrorSampleRate: 1,
        integrations: [{ name: 'BrowserTracing' }, { name: 'Replay' }],
      }),
    );
  });

  it('tells each report who is signed in by a hash of their id only', async () => {
    setSignedIn(aUser({ id: 77 }));
    const hash = await hashedUser(77);
    await waitFor(() => expect(Sentry.setUser).toHaveBeenLastCalledWith({ id: hash }));
  });

  it('reports a remote that did not load against its own release', () => {
    useAreasStore.setState({
      areas: {
        billing: {
          name: 'billing',
          version: '1.2.0-abc1234',
          entry: '/remotes/billing/1.2.0-abc1234/mf-manifest.json',
          status: 'unavailable',
          previewed: false,
        },
      },
    });
    window.dispatchEvent(
      new CustomEvent('beacon:remote-failure', {
        detail: { id: 'billing/parcel', lifecycle: 'afterResolve', message: 'Failed to fetch', at: 0 },
      }),
    );
    expect(Sentry.captureException).toHaveBeenCalledWith(
      new Error('billing did not load (afterResolve): Failed to fetch'),
      { tags: { remote: 'billing', 'remote.version': '1.2.0-abc1234', failure: 'remote-load' } },
    );
  });
});
