import type { RemotesDocument } from '@beacon/shared/contract';
import { useAreasStore } from './areas-store';
import { checkForNewVersions } from './version-watch';

/** /remotes.json as the server answers this browser. */
function serverAnswers(document: RemotesDocument) {
  global.fetch = jest.fn(() =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(document) }),
  ) as unknown as typeof fetch;
}

/** The page this tab was opened on, as the server wrote it: a host release names itself, the shipped build does not. */
function pageRuns(host: string | null) {
  document.head.innerHTML = host ? `<meta name="beacon-host" content="${host}">` : '';
}

describe('a tab that runs another host than the one its browser is served now', () => {
  beforeEach(() => useAreasStore.setState({ hostChanged: false, newVersions: {} }));

  it('is offered a reload once the host it runs is promoted past or rolled back', async () => {
    pageRuns('1.0.0-aaaaaaa');
    serverAnswers({ remotes: [], host: { version: '2.0.0-bbbbbbb' } });
    await checkForNewVersions();
    expect(useAreasStore.getState().hostChanged).toBe(true);

    // Rolled back to the build the server ships with: no host release named.
    serverAnswers({ remotes: [] });
    await checkForNewVersions();
    expect(useAreasStore.getState().hostChanged).toBe(true);
  });

  it('is left alone while it runs the host it is served', async () => {
    pageRuns('2.0.0-bbbbbbb');
    serverAnswers({ remotes: [], host: { version: '2.0.0-bbbbbbb' } });
    await checkForNewVersions();
    expect(useAreasStore.getState().hostChanged).toBe(false);
    pageRuns(null);
    serverAnswers({ remotes: [] });
    await checkForNewVersions();
    expect(useAreasStore.getState().hostChanged).toBe(false);
  });
});
