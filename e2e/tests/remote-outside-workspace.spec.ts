import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RemotesDocument } from '@beacon/shared/contract';
import { buildOutsideRemote } from '../../ops/src/outside-remote';
import { resumeSession } from '../support/session';
import { bearer } from '../support/hub';
import { expect, test } from '../support/test';

// A team keeps its remote in its own repository (federation/example-remote): built outside this workspace against
// the packed @beacon/shared and federation preset, shipped through the deploy API, and served by the host in service.
test(
  'a remote built outside the workspace and shipped through the deploy API opens from its drawer entry',
  { tag: '@registry' },
  async ({ page }) => {
    test.setTimeout(600_000);
    const folder = mkdtempSync(join(tmpdir(), 'beacon-team-'));
    try {
      const { app, version, archive } = await buildOutsideRemote(folder);
      await resumeSession(page, 'admin@beacon.test', '/clients/1/billing');
      const issued = await page.request.post('/api/releases/deploy-tokens', {
        headers: await bearer(page),
        data: { remote: 'updates' },
      });
      expect(issued.status()).toBe(201);
      const { token } = ((await issued.json()) as { data: { token: string } }).data;

      // The team's CI, with its token: upload the packed build, promote it.
      const deploy = { authorization: `Bearer ${token}` };
      const uploaded = await page.request.post('/api/deploy/v1/remotes/updates/releases', {
        headers: { ...deploy, 'content-type': 'application/gzip' },
        data: readFileSync(archive),
      });
      expect(uploaded.status(), await uploaded.text()).toBe(201);
      const promoted = await page.request.post('/api/deploy/v1/remotes/updates/promote', {
        headers: deploy,
        data: { version },
      });
      expect(promoted.status(), await promoted.text()).toBe(200);

      // Built against the published contract: the release names the entries of @beacon/shared it uses.
      const release = JSON.parse(readFileSync(join(app, 'dist', 'release.json'), 'utf8')) as {
        sharedEntries: Record<string, { names: string[] }>;
      };
      expect(release.sharedEntries['@beacon/shared/contract']?.names).toEqual([
        'CONTRACT_VERSION',
        'defineManifest',
        'reportReact',
      ]);
      // The host's registry serves it: its drawer entry from the outline, its federation manifest and remote entry.
      const document = (await (await page.request.get('/remotes.json')).json()) as RemotesDocument;
      const served = document.remotes.find((remote) => remote.name === 'updates');
      expect(served?.version).toBe(version);
      expect(served?.outline?.routes.map((route) => [route.path, route.nav?.label])).toEqual([
        ['updates', 'Agency updates'],
      ]);
      const manifest = await page.request.get(served!.entry);
      expect(manifest.status()).toBe(200);
      const { metaData, exposes } = (await manifest.json()) as {
        metaData: { remoteEntry: { name: string } };
        exposes: { path: string }[];
      };
      expect(exposes.map((e) => e.path).sort()).toEqual(['./manifest', './parcel']);
      const entry = await page.request.get(new URL(metaData.remoteEntry.name, new URL(served!.entry, page.url())).href);
      expect(await entry.text()).toMatch(/updates/);
      // The Releases page lists it beside the workspace's remotes, with its errors.
      const listed = (await (await page.request.get('/api/releases', { headers: await bearer(page) })).json()) as {
        data: { name: string; active: string | null }[];
      };
      expect(listed.data.find((remote) => remote.name === 'updates')?.active).toBe(version);
      expect((await page.request.get('/api/releases/updates/errors', { headers: await bearer(page) })).status()).toBe(
        200,
      );
      expect(
        (await page.request.get('/api/releases/nothing-here/errors', { headers: await bearer(page) })).status(),
      ).toBe(404);

      // A signed-in browser: the drawer has its entry, and its page renders in its own area.
      await page.goto('/clients/1/billing');
      await page.getByRole('link', { name: /Agency updates/ }).click();
      await expect(page).toHaveURL(/\/clients\/1\/updates$/);
      await expect(page.locator('[data-area="updates"]')).toHaveAttribute('data-area-version', version);
      await expect(page.getByText('Your agency team posts here what it has shipped for you')).toBeVisible();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  },
);
