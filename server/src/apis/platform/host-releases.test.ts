import { startCanary } from '@beacon/ops/canary';
import { HOST } from '@beacon/ops/hosts-in-service';
import { registryFile, releasesDir } from '@beacon/ops/places';
import { emptyRegistry, promote, rollback, writeRegistry, type Registry } from '@beacon/ops/registry';
import { REMOTES_DOCUMENT_PATH, type RemotesDocument } from '@beacon/shared/contract';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, test } from 'node:test';
import { testAppOfFile } from '../../../tooling/testing/test-app';

const STABLE = '1.0.0-aaaaaaa';
const CANARY = '2.0.0-bbbbbbb';

/** A host build's page and the files it names, written into `dir`, each saying which host it is. */
function hostFiles(dir: string, which: string): void {
  mkdirSync(join(dir, 'sign-in'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><link rel="icon" href="/favicon.svg"><title>${which}</title></head>` +
      '<body><script defer src="/sign-in/boot.js"></script><a href="/api/nothing">x</a></body></html>',
  );
  writeFileSync(join(dir, 'sign-in', 'boot.js'), `/* ${which} */`);
  writeFileSync(join(dir, 'main.js'), `/* ${which} */`);
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dir, 'release.json'), JSON.stringify({ name: HOST, version: which }));
}

describe('two hosts served at once', () => {
  const t = testAppOfFile();
  const registry = (change: (registry: Registry) => Registry) =>
    writeRegistry(registryFile(t.config.dataDir), change(emptyRegistry()));
  /** The page a browser with this id is served, its title naming the host, and what /remotes.json tells it. */
  async function pageFor(browser: string) {
    const headers = { accept: 'text/html', cookie: `beacon_browser=${browser}` };
    const page = await fetch(`${t.url}/campaigns/42`, { headers });
    const html = await page.text();
    const document = (await (await fetch(`${t.url}${REMOTES_DOCUMENT_PATH}`, { headers })).json()) as RemotesDocument;
    return { html, title: /<title>(.*)<\/title>/.exec(html)?.[1], host: document.host?.version, page };
  }
  const browsers = Array.from({ length: 40 }, (_, i) => `host-browser-${i}`);

  before(async () => {
    hostFiles(t.config.hostDist, 'shipped');
    for (const version of [STABLE, CANARY]) hostFiles(join(releasesDir(t.config.dataDir), HOST, version), version);
  });

  test('with no host release, every page is the build the server ships, as always, and no browser id is given', async () => {
    registry((r) => r);
    const page = await fetch(`${t.url}/`, { headers: { accept: 'text/html' } });
    const html = await page.text();
    assert.match(html, /<title>shipped<\/title>/);
    assert.match(html, /src="\/sign-in\/boot\.js"/);
    assert.equal(page.headers.get('set-cookie'), null);
    assert.equal((await pageFor('someone')).host, undefined);
  });

  test('a host canary serves its page to its share and the host in service to the rest, each browser the same every time', async () => {
    registry(() => hostRegistry());
    const served = await Promise.all(browsers.map(pageFor));
    const onCanary = served.filter((page) => page.title === CANARY);
    assert.ok(onCanary.length > 8 && onCanary.length < 32, `${onCanary.length} of 40 on the 50% canary`);
    assert.ok(served.every((page) => page.title === CANARY || page.title === STABLE));
    // The page names its own release's files; /remotes.json tells the browser the same host.
    for (const page of served) {
      assert.match(page.html, new RegExp(`src="/host/${page.title}/sign-in/boot\\.js"`));
      assert.match(page.html, new RegExp(`href="/host/${page.title}/favicon\\.svg"`));
      assert.match(page.html, new RegExp(`<meta name="beacon-host" content="${page.title}">`));
      assert.match(page.html, /href="\/api\/nothing"/);
      assert.equal(page.host, page.title);
      assert.equal(page.page.headers.get('cache-control'), 'no-cache');
    }
    assert.deepEqual(
      (await Promise.all(browsers.map(pageFor))).map((page) => page.title),
      served.map((page) => page.title),
    );
  });

  test("a host release's files are served under its version for good; its release.json and raw page are not", async () => {
    const boot = await fetch(`${t.url}/host/${CANARY}/sign-in/boot.js`);
    assert.equal(boot.status, 200);
    assert.equal(await boot.text(), `/* ${CANARY} */`);
    assert.equal(boot.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await fetch(`${t.url}/host/${STABLE}/main.js`)).status, 200);
    assert.equal((await fetch(`${t.url}/remotes/host/${CANARY}/main.js`)).status, 404, 'a host release is no remote');
    for (const file of ['release.json', 'index.html']) {
      assert.equal((await fetch(`${t.url}/host/${CANARY}/${file}`)).status, 404, file);
    }
  });

  test('rolled back, the canary is gone and every browser is served the host in service again', async () => {
    registry(() => hostRegistry((record) => rollback(record, HOST)));
    const served = await Promise.all(browsers.map(pageFor));
    assert.ok(served.every((page) => page.title === STABLE && page.host === STABLE));
  });
});

/**
 * The registry as `pnpm remotes promote host` then `canary host --share 50` leave it (the host's record takes the
 * registry's steps as a remote's does), and then `then`.
 */
function hostRegistry(then: (registry: Registry) => Registry = (r) => r): Registry {
  const steps = then(startCanary(promote(emptyRegistry(), HOST, STABLE), HOST, CANARY, 50));
  return { remotes: {}, host: steps.remotes[HOST] };
}
