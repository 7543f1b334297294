import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { catalogVersions } from '@beacon/federation';
import type { RemotesDocument } from '@beacon/shared/contract';
import { createTestApp, type TestApp } from '../../server/tooling/testing/test-app';
import { buildOutsideRemote, EXAMPLE_REMOTE, type PackageJson } from './outside-remote';
import { root } from './places';

// A team that keeps its remote in its own repository: it builds against the published contract (a packed
// @beacon/shared and the packed federation preset), in a folder outside this workspace, and ships through the
// deploy API with a token for its remote. The template it starts from is federation/example-remote.

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
    const template = JSON.parse(readFileSync(join(EXAMPLE_REMOTE, 'package.json'), 'utf8')) as PackageJson;
    const catalog = catalogVersions();
    const pinned = { ...template.dependencies, ...template.devDependencies };
    for (const [name, version] of Object.entries(pinned)) {
      if (name.startsWith('@beacon/')) continue;
      assert.equal(version, catalog[name], `${name} in federation/example-remote/package.json is not the catalog's`);
    }
  });

  it('is built in its own folder from the packed contract, shipped through the deploy API and served by the host', async () => {
    assert.ok(!outside.startsWith(root), 'the team works outside the workspace');
    const { app, version, archive } = await buildOutsideRemote(outside);
    const release = JSON.parse(readFileSync(join(app, 'dist', 'release.json'), 'utf8')) as {
      sharedEntries: Record<string, { version: string; names: string[] }>;
    };
    assert.deepEqual(release.sharedEntries['@beacon/shared/contract']?.names, [
      'CONTRACT_VERSION',
      'defineManifest',
      'reportReact',
    ]);

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
      body: readFileSync(archive),
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

    // The Releases page lists it beside the workspace's remotes, with its errors and its Promote and Roll back.
    const asAdmin = { authorization: `Bearer ${admin}` };
    const listed = (await (await fetch(`${t.url}/api/releases`, { headers: asAdmin })).json()) as {
      data: { name: string; active: string | null }[];
    };
    assert.equal(listed.data.find((remote) => remote.name === 'updates')?.active, version);
    assert.equal((await fetch(`${t.url}/api/releases/updates/errors`, { headers: asAdmin })).status, 200);
    assert.equal((await fetch(`${t.url}/api/releases/nothing-here/errors`, { headers: asAdmin })).status, 404);
  });
});
