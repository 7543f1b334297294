import { checkManifest, type RemoteManifest } from '../contract/manifest';
import { PUBLIC_ROUTES } from '../contract/routes';

/** Turns a route pattern into a sample address, to check that a drawer entry lands on a declared route. */
function matches(pattern: string, path: string): boolean {
  const source = pattern.replace(/\/:[A-Za-z]+\?/g, '(?:/[^/]+)?').replace(/:[A-Za-z]+/g, '[^/]+');
  return new RegExp(`^${source}$`).test(path);
}

/**
 * The checks every remote's manifest must pass, used by each remote's contract test: the host accepts it,
 * it declares exactly the routes the spec gives the remote, its paths are unique, its menu entries sit on
 * routes without a required parameter, an advertiser's drawer link lands on a route it declares, and every redirect lands on a declared route.
 */
function manifestContractProblems(manifest: RemoteManifest, specRoutes: string[]): string[] {
  const problems: string[] = [];
  const check = checkManifest(manifest, manifest.remote);
  if (!check.ok) problems.push(check.problem);
  const declared = manifest.routes.map(
    (route) => `${route.scope === 'client' ? 'clients/:clientId/' : ''}${route.path}`,
  );
  const missing = specRoutes.filter((route) => !declared.includes(route));
  const extra = declared.filter((route) => !specRoutes.includes(route));
  if (missing.length) problems.push(`missing spec routes: ${missing.join(', ')}`);
  if (extra.length) problems.push(`routes the spec does not give this remote: ${extra.join(', ')}`);
  for (const route of manifest.routes.filter((r) => r.public))
    if (route.scope !== 'root' || !PUBLIC_ROUTES.includes(route.path))
      problems.push(
        `the public route ${route.path} is not a root route of PUBLIC_ROUTES (the first script reads them)`,
      );
  const duplicates = declared.filter((route, i) => declared.indexOf(route) !== i);
  if (duplicates.length) problems.push(`declared twice: ${duplicates.join(', ')}`);
  const clientPaths = manifest.routes.filter((r) => r.scope === 'client').map((r) => r.path);
  for (const route of manifest.routes) {
    const entry = route.nav ?? route.profileMenu;
    if (entry && /:[A-Za-z]+(\/|$)/.test(route.path))
      problems.push(`menu entry ${entry.key} sits on a route that needs a parameter: ${route.path}`);
    const withAdvertiser = route.nav?.toWithAdvertiser;
    const sample = withAdvertiser?.replace(':advertiserId', '12');
    if (sample && !manifest.routes.some((other) => other.scope === route.scope && matches(other.path, sample)))
      problems.push(`drawer entry ${route.nav!.key} leads nowhere: ${withAdvertiser}`);
  }
  for (const route of manifest.routes.filter((r) => r.redirectTo)) {
    const target = `${route.path}/${route.redirectTo}`.replace(/:[A-Za-z]+/g, '12');
    if (!clientPaths.some((path) => matches(path, target))) problems.push(`redirect of ${route.path} leads nowhere`);
  }
  return problems;
}

/** A remote's contract test: its manifest passes every check above and declares exactly `specRoutes`. */
export function expectManifestContract(manifest: RemoteManifest, specRoutes: string[]) {
  expect(manifestContractProblems(manifest, specRoutes)).toEqual([]);
}
