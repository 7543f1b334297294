import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { catalogVersions } from '@beacon/federation';
import type { RemotesDocument } from '@beacon/shared/contract';
import { createTestApp, type TestApp } from '../../server/tooling/testing/test-app';
import { root } from './places';

// A team that keeps its remote in its own repository: it builds against the published contract (a packed
// @beacon/shared and the packed federation preset), in a folder outside this workspace, and ships through the
// deploy API with a token for its remote. The template it starts from is federation/example-remote.
const TEMPLATE = join(root, 'federation', 'example-remote');
const run = promisify(execFile);

/** pnpm as this test was started with (`pnpm test:server`), else the one on the PATH. */
const pnpm = process.env.npm_execpath?.includes('pnpm') ? process.env.npm_execpath : 'pnpm';
const pnpmIn = (cwd: string, ...args: string[]) =>
  pnpm.endsWith('.js') || pnpm.endsWith('.cjs')
    ? run(process.execPath, [pnpm, ...args], { cwd, maxBuffer: 32 * 1024 * 1024 })
    : run(pnpm, args, { cwd, maxBuffer: 32 * 1024 * 1024 });

interface Template {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

let outside: string;
let t: TestApp;

before(async () => {
  outside = mkdtempSync(join(tmpdir(), 'beacon-team-'));
  t = await createTestApp({ BEACON_RESPONSE_CACHE_SECONDS: '0' });
});
after(async () => {
  await t.close();
  rmSync(outside, { recursive: true, force: true });
});

describe('a remote kept outside this workspace', () => {
  it('is written against the versions the host is built with', () => {
    const template = JSON.parse(readFileSync(join(TEMPLATE, 'package.json'), 'utf8')) as Template;
    const catalog = catalogVersions();
    const pinned = { ...template.dependencies, ...template.devDependencies };
    for (const [name, version] of Object.entries(pinned)) {
      if (name.startsWith('@beacon/')) continue;
      assert.equal(version, catalog[name], `${name} in federation/example-remote/package.json is not the catalog's`);
    }
  });

  it('is built in its own folder from the packed contract, shipped through the deploy API and served by the host', async () => {
    assert.ok(!outside.startsWith(root), 'the team works outside the workspace');
    // What Beacon publishes: @beacon/shared and the federation preset, as tarballs.
    const packs = join(outside, 'packs');
    await pnpmIn(join(root, 'shared'), 'pack', '--pack-destination', packs);
    await pnpmIn(join(root, 'federation'), 'pack', '--pack-destination', packs);
    const tarball = (name: string) =>
      `file:${join(
        packs,
        readdirSync(packs).find((f) => f.startsWith(name))!,
      )}`;

    // The team's repository: the template, depending on the published packages.
    const app = join(outside, 'remote-updates');
    cpSync(TEMPLATE, app, { recursive: true, filter: (path) => basename(path) !== 'node_modules' });
    const pkg = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as Template;
    pkg.dependencies['@beacon/shared'] = tarball('beacon-shared-');
    pkg.devDependencies['@beacon/federation'] = tarball('beacon-federation-');
    writeFileSync(join(app, 'package.json'), JSON.stringify(pkg, null, 2));
    await pnpmIn(app, 'install', '--prefer-offline', '--no-frozen-lockfile');

    // Its CI: build (webpack, then beacon-release writes release.json), pack the folder, upload, promote.
    const built = await pnpmIn(app, 'run', 'build');
    const version = /updates (\S+) is ready/.exec(built.stdout)?.[1];
    assert.ok(version, built.stdout);
    const release = JSON.parse(readFileSync(join(app, 'dist', 'release.json'), 'utf8')) as {
      sharedEntries: Record<string, { version: string; names: string[] }>;
    };
    assert.deepEqual(release.sharedEntries['@beacon/shared/contract']?.names, [
      'CONTRACT_VERSION',
      'defineManifest',
      'reportReact',
    ]);
    await run('tar', ['-czf', join(outside, 'updates.tgz'), '-C', join(app, 'dist'), '.']);

    const admin = await t.signIn('admin@beacon.test');
    const issued = await fetch(`${t.url}/api/releases/deploy-tokens`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ remote: 'updates' }),
    });
    assert.equal(issued.status, 201);
    const { token } = ((await issued.json()) as { data: { token: string } }).data;
    const api = `${t.url}/api/deploy/v1/remotes/updates`;
    const auth = { authorization: `Bearer ${token}` };
    const uploaded = await fetch(`${api}/releases`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/gzip' },
      body: readFileSync(join(outside, 'updates.tgz')),
    });
    assert.equal(uploaded.status, 201, await uploaded.clone().text());
    assert.deepEqual(((await uploaded.json()) as { data: unknown }).data, { version, created: true });
    const promoted = await fetch(`${api}/promote`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ version }),
    });
    assert.equal(promoted.status, 200, await promoted.clone().text());

    // The host's registry serves it: its drawer entry from the outline, its federation manifest and remote entry.
    const document = (await (await fetch(`${t.url}/remotes.json`)).json()) as RemotesDocument;
    const served = document.remotes.find((remote) => remote.name === 'updates');
    assert.ok(served, JSON.stringify(document));
    assert.equal(served.version, version);
    assert.deepEqual(
      served.outline?.routes.map((route) => [route.path, route.nav?.label]),
      [['updates', 'Agency updates']],
    );
    const entryUrl = new URL(served.entry, t.url);
    const manifest = await fetch(entryUrl);
    assert.equal(manifest.status, 200);
    const { metaData, exposes } = (await manifest.json()) as {
      metaData: { remoteEntry: { name: string } };
      exposes: { path: string }[];
    };
    assert.deepEqual(exposes.map((e) => e.path).sort(), ['./manifest', './parcel']);
    const entry = await fetch(new URL(metaData.remoteEntry.name, entryUrl));
    assert.equal(entry.status, 200);
    assert.match(await entry.text(), /updates/);
  });
});
