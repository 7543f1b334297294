import { webcrypto } from 'node:crypto';
import { browserName, hashedUser, releaseOfFrames, withReleaseTags } from './release-tags';

const context = {
  route: '/clients/1/billing',
  brand: 'northwind',
  browser: 'Chrome 131',
  areaHere: { remote: 'billing', version: '1.0.0-aaaaaaa' },
};
const thrownIn = (filename: string) => ({
  exception: { values: [{ type: 'TypeError', value: 'boom', stacktrace: { frames: [{ filename }] } }] },
});

describe('the tags of an error report', () => {
  it('names the release whose files threw, whatever page is on screen', () => {
    const event = withReleaseTags(
      { type: undefined, ...thrownIn('http://localhost:8080/remotes/campaigns/2.0.0-ccccccc/451.js') },
      context,
    );
    expect(event.release).toBe('campaigns@2.0.0-ccccccc');
    expect(event.tags).toEqual({
      remote: 'campaigns',
      'remote.version': '2.0.0-ccccccc',
      route: '/clients/1/billing',
      brand: 'northwind',
      browser: 'Chrome 131',
    });
  });

  it('keeps the area the host caught it in, then the area at hand, then the host', () => {
    const caught = withReleaseTags(
      { type: undefined, tags: { remote: 'admin', 'remote.version': '3.0.0-ddddddd' } },
      context,
    );
    expect(caught.release).toBe('admin@3.0.0-ddddddd');
    expect(withReleaseTags({ type: undefined, ...thrownIn('http://localhost/main.js') }, context).release).toBe(
      'billing@1.0.0-aaaaaaa',
    );
    expect(withReleaseTags({ type: undefined }, { ...context, areaHere: null }).release).toBe('host@current');
  });

  it('takes the frame nearest the throw', () => {
    expect(
      releaseOfFrames([{ filename: '/remotes/billing/1.0.0-a/entry.js' }, { filename: '/remotes/admin/1.0.0-b/7.js' }]),
    ).toEqual({ remote: 'admin', version: '1.0.0-b' });
  });

  it('names browsers by name and major version', () => {
    expect(browserName('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36')).toBe(
      'Chrome 131',
    );
    expect(browserName('Mozilla/5.0 Gecko/20100101 Firefox/133.0')).toBe('Firefox 133');
  });

  it('hashes the user, the same each time, without their id in it', async () => {
    // jsdom has no SubtleCrypto; browsers and Node share the Web Crypto API.
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
    const hash = await hashedUser(42);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashedUser(42)).toBe(hash);
    expect(await hashedUser(43)).not.toBe(hash);
  });
});
