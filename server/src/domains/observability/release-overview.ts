import { releasesDir, registryFile } from '@beacon/ops/places';
import { readRegistry, type Canary, type RegistryEvent, type ReleaseHealth } from '@beacon/ops/registry';
import { listReleases } from '@beacon/ops/releases';
import type { Database } from '../../kernel/db/database';
import { releaseEvidence, type Unverified } from './release-reports';

/** How far back the Releases page counts errors and page views of the versions in service. */
export const HEALTH_WINDOW_HOURS = 24;

export interface RemoteReleases {
  name: string;
  title: string;
  active: string | null;
  releases: { version: string; builtAt: string }[];
  /** The version in service's errors per page view over the window, from evidence only. */
  health: ReleaseHealth | null;
  /** What the version in service received over the window that is not evidence. */
  unverified: Unverified | null;
  canary: (Omit<Canary, 'errorRates'> & { health: ReleaseHealth; unverified: Unverified }) | null;
  history: RegistryEvent[];
}

/** Each remote of the registry: its releases, the version in service and its canary with their error rates, its history. */
export async function releaseOverview(db: Database, dataDir: string, now = new Date()): Promise<RemoteReleases[]> {
  const registry = readRegistry(registryFile(dataDir));
  const since = new Date(now.getTime() - HEALTH_WINDOW_HOURS * 3600_000);
  const overview: RemoteReleases[] = [];
  for (const name of Object.keys(registry.remotes).sort()) {
    const record = registry.remotes[name]!;
    const canary = record.canary ?? null;
    const active = record.active ? await releaseEvidence(db, name, record.active, since) : null;
    const onCanary = canary ? await releaseEvidence(db, name, canary.version, new Date(canary.startedAt)) : null;
    overview.push({
      name,
      title: (record.outline as { title?: string } | undefined)?.title ?? name,
      active: record.active,
      releases: listReleases(releasesDir(dataDir), name)
        .map(({ version, builtAt }) => ({ version, builtAt }))
        .reverse(),
      health: active?.health ?? null,
      unverified: active?.unverified ?? null,
      canary:
        canary && onCanary
          ? {
              version: canary.version,
              share: canary.share,
              steps: canary.steps,
              stepSeconds: canary.stepSeconds,
              state: canary.state,
              startedAt: canary.startedAt,
              stepStartedAt: canary.stepStartedAt,
              reason: canary.reason,
              health: onCanary.health,
              unverified: onCanary.unverified,
            }
          : null,
      history: [...record.history].reverse().slice(0, 20),
    });
  }
  return overview;
}
