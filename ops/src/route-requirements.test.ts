import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { join } from 'node:path';
import { requirementOf, type RemoteOutline } from '@beacon/shared/contract';
import { importFrontEndModule, readManifest } from './manifest-source';
import { REMOTE_NAMES, root } from './places';

type Route = RemoteOutline['routes'][number];

/** Every route the front end declares: each remote's manifest as its release reads it, and the host's own. */
async function everyRoute(): Promise<{ where: string; route: Route }[]> {
  const manifests = await Promise.all(REMOTE_NAMES.map((name) => readManifest(name)));
  const host = await importFrontEndModule<{ HOST_ROUTES: readonly Route[] }>(
    join(root, 'host', 'src', 'app', 'host-routes.ts'),
  );
  return [
    ...manifests.flatMap((m) => m.routes.map((route) => ({ where: `${m.remote}: ${route.path}`, route }))),
    ...host.HOST_ROUTES.map((route) => ({ where: `host: ${route.path}`, route })),
  ];
}

describe("the routes of the manifests require what the server's operations require", () => {
  it('a route that needs a role or a privilege names its hub operation instead of repeating them', async () => {
    const routes = await everyRoute();
    const repeating = routes.filter(
      ({ route }) => !route.operation && (route.requires?.roles || route.requires?.privileges),
    );
    assert.deepEqual(
      repeating.map(({ where }) => where),
      [],
      'name the operation the page is built on (`operation`): its requirement comes from the hub',
    );
    const named = routes.filter(({ route }) => route.operation);
    assert.ok(named.length >= 7, `only ${named.length} routes name their operation`);
  });

  it("each route that names an operation requires exactly that operation's x-beacon-requires", async () => {
    for (const { where, route } of await everyRoute())
      if (route.operation) assert.deepEqual(route.requires, requirementOf(route.operation), where);
  });

  it('Billing requires INVOICES_READ and Administration BeaconAdmin, as the hub declares them', async () => {
    const byPath = new Map((await everyRoute()).map(({ route }) => [route.path, route.requires]));
    assert.deepEqual(byPath.get('billing'), { privileges: ['INVOICES_READ'], clientData: true });
    assert.deepEqual(byPath.get('admin/user-management'), { roles: ['BeaconAdmin'] });
    assert.deepEqual(byPath.get('notifications'), { privileges: ['NOTIFICATIONS_READ'], forLimitedRoles: true });
  });
});
