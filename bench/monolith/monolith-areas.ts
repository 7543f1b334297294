// The monolithic build's areas (pnpm build:mono): the five remotes' manifests imported at build time, in
// place of host/src/federation/load-areas.ts, so that the same pages run without Module Federation.
import { manifest as admin } from '../../remote-admin/src/manifest';
import { manifest as analytics } from '../../remote-analytics/src/manifest';
import { manifest as billing } from '../../remote-billing/src/manifest';
import { manifest as campaigns } from '../../remote-campaigns/src/manifest';
import { manifest as reporting } from '../../remote-reporting/src/manifest';
import { outlineOf } from '../../shared/src/contract/manifest';
import { rememberHeadings } from '../../host/src/app-shell/app-shell';
import { useAreasStore, type Area } from '../../host/src/federation/areas-store';
import { fetchRegistry } from '../../host/src/federation/registry';

type RemoteName = Area['name'];
type RemoteManifest = NonNullable<Area['manifest']>;

const MANIFESTS: Record<RemoteName, RemoteManifest> = { admin, analytics, billing, campaigns, reporting };

/** Every area ready at once; the registry is read only for the versions, so that no reload is offered. */
export async function startAreas(): Promise<void> {
  const registry = await fetchRegistry().catch(() => ({ remotes: [] }));
  // The same app shell as the federated product's (the headings from the manifests it was built with).
  rememberHeadings(Object.values(MANIFESTS).map(outlineOf));
  const areas: Partial<Record<RemoteName, Area>> = {};
  for (const [name, manifest] of Object.entries(MANIFESTS) as [RemoteName, RemoteManifest][]) {
    const version = registry.remotes.find((remote) => remote.name === name)?.version ?? 'monolith';
    areas[name] = { name, version, entry: '', previewed: false, status: 'ready', manifest };
  }
  useAreasStore.setState({ areas, started: true, registryFailed: false });
}

export async function retryArea(): Promise<void> {}

export async function retryRegistry(): Promise<void> {}

/** Every area is ready from the start: nothing to load. */
export async function ensureArea(): Promise<void> {}
