import { CONTRACT_VERSION, type RemoteManifest, type RemoteOutline } from '@beacon/shared/contract';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useAreasStore } from './areas-store';
import { ensureArea, forgetAreas, prefetchAreaAt, startAreas } from './load-areas';
import { fetchRegistry } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('./registry', () => ({ fetchRegistry: jest.fn() }));

const outline = (remote: string, path: string): RemoteOutline => ({
  remote,
  title: remote,
  contractVersion: CONTRACT_VERSION,
  routes: [{ scope: 'client', path, title: remote }],
});
const manifestOf = (name: string): RemoteManifest => ({ ...outline(name, name), routes: [] });

const remotes = ['campaigns', 'billing', 'reporting'].map((name) => ({
  name,
  version: '1.0.0-abc1234',
  entry: `/remotes/${name}/1.0.0-abc1234/mf-manifest.json`,
  outline: outline(name, name),
}));

const loaded = () => jest.mocked(loadRemote).mock.calls.map(([id]) => id);
const status = (name: string) => useAreasStore.getState().areas[name]?.status;
const fetchMock = jest.fn((_url: string) => Promise.resolve({ ok: true, status: 200 }));
const fetched = () => fetchMock.mock.calls.map(([url]) => url);

describe('starting the areas', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    forgetAreas();
    fetchMock.mockClear();
    fetchMock.mockImplementation(() => Promise.resolve({ ok: true, status: 200 }));
    global.fetch = fetchMock as unknown as typeof fetch;
    jest.mocked(loadRemote).mockClear();
    jest.mocked(fetchRegistry).mockResolvedValue({ remotes });
    jest
      .mocked(loadRemote)
      .mockImplementation((id: string) => Promise.resolve({ manifest: manifestOf(id.split('/')[0]!) }));
    window.history.replaceState(null, '', '/clients/1/billing');
  });
  afterEach(() => jest.useRealTimers());

  it('starts once the area of the address is loaded, asks the others whether they answer when idle, and fetches one when a link to it is about to be followed', async () => {
    await startAreas();
    expect(useAreasStore.getState().started).toBe(true);
    expect(loaded()).toEqual(['billing/manifest']);
    expect(status('billing')).toBe('ready');
    expect(status('campaigns')).toBe('loading');

    await jest.advanceTimersByTimeAsync(5000);
    // Only their federation manifests (JSON), not their code.
    expect(fetched()).toEqual([
      '/remotes/campaigns/1.0.0-abc1234/mf-manifest.json',
      '/remotes/reporting/1.0.0-abc1234/mf-manifest.json',
    ]);
    expect(loaded()).toEqual(['billing/manifest']);

    prefetchAreaAt('/clients/1/campaigns');
    prefetchAreaAt('/profile');
    await jest.advanceTimersByTimeAsync(0);
    expect(loaded()).toEqual(['billing/manifest', 'campaigns/manifest']);
    // Fetched, not mounted: the router is not rebuilt under the page in use.
    expect(status('campaigns')).toBe('loading');

    await ensureArea('campaigns');
    expect(status('campaigns')).toBe('ready');
  });

  it('tells at once of an area whose release does not answer, before anyone follows its link', async () => {
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve({ ok: !url.includes('reporting'), status: url.includes('reporting') ? 503 : 200 }),
    );
    await startAreas();
    await jest.advanceTimersByTimeAsync(5000);
    expect(status('reporting')).toBe('unavailable');
    expect(useAreasStore.getState().areas.reporting?.problem).toBe('reporting answered 503');
    expect(status('campaigns')).toBe('loading');
  });

  it('tells of an area found down or refused while fetching it ahead', async () => {
    jest
      .mocked(loadRemote)
      .mockImplementation((id: string) =>
        id.startsWith('reporting')
          ? Promise.reject(new Error('reporting answered 503'))
          : Promise.resolve({ manifest: manifestOf(id.split('/')[0]!) }),
      );
    await startAreas();
    prefetchAreaAt('/clients/1/reporting');
    await jest.advanceTimersByTimeAsync(0);
    expect(status('reporting')).toBe('unavailable');
    expect(useAreasStore.getState().areas.reporting?.problem).toBe('reporting answered 503');
  });
});
