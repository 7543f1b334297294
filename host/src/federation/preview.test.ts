import { PREVIEW_KEY, readPreviews, withPreviews } from './preview';
import { memoryStorage } from '../testing/memory-storage';

const registry = [
  { name: 'billing' as const, version: '1.0.0-aaaaaaa', entry: '/remotes/billing/1.0.0-aaaaaaa/mf-manifest.json' },
  { name: 'admin' as const, version: '1.0.0-aaaaaaa', entry: '/remotes/admin/1.0.0-aaaaaaa/mf-manifest.json' },
];

describe('previewing an unpromoted release', () => {
  it('pins a version asked for in the address, and keeps it for this browser', () => {
    const storage = memoryStorage();
    expect(readPreviews('?preview=billing@1.1.0-bbbbbbb', storage)).toEqual({ billing: '1.1.0-bbbbbbb' });
    expect(readPreviews('', storage)).toEqual({ billing: '1.1.0-bbbbbbb' });
  });

  it('stops previewing with preview=off', () => {
    const storage = memoryStorage();
    readPreviews('?preview=billing@1.1.0-bbbbbbb', storage);
    expect(readPreviews('?preview=off', storage)).toEqual({});
    expect(storage.getItem(PREVIEW_KEY)).toBeNull();
  });

  it('ignores versions that are not version strings', () => {
    expect(readPreviews('?preview=billing@../../etc', memoryStorage())).toEqual({});
  });

  it('points only the previewed remote at its other release', () => {
    const [billing, admin] = withPreviews(registry, { billing: '1.1.0-bbbbbbb' });
    expect(billing).toMatchObject({
      version: '1.1.0-bbbbbbb',
      previewed: true,
      entry: '/remotes/billing/1.1.0-bbbbbbb/mf-manifest.json',
    });
    expect(admin).toMatchObject({ version: '1.0.0-aaaaaaa', previewed: false });
  });
});
