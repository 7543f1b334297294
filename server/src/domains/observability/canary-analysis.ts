import { abortCanary, noteErrorRates, stepCanary } from '@beacon/ops/canary';
import { registryFile, releasesDir } from '@beacon/ops/places';
import { readRegistry, writeRegistry, type Registry, type ReleaseHealth } from '@beacon/ops/registry';
import { readRelease } from '@beacon/ops/releases';
import type { FastifyInstance } from 'fastify';
import { PLATFORM_ACTOR, recordAudit } from '../../kernel/audit/record';
import type { Database } from '../../kernel/db/database';
import { LOCKS } from '../../kernel/db/locks';
import { startPeriodic } from '../../kernel/jobs/periodic';
import { notifyOperators } from '../notifications/deliver';
import type { CanarySettings } from '../../kernel/config/canary-settings';
import { healthOf } from './release-reports';

/** Whether the canary is clearly worse than the version in service: enough errors, a margin, and twice the rate. */
export function clearlyWorse(stable: ReleaseHealth, canary: ReleaseHealth, settings: CanarySettings): boolean {
  return (
    canary.errors >= settings.minErrors &&
    canary.rate - stable.rate > settings.errorRateMargin &&
    canary.rate >= 2 * stable.rate
  );
}

const rate = (health: ReleaseHealth) =>
  `${health.rate.toFixed(2)} errors per page view (${health.errors} in ${health.pageViews})`;

/** Re-reads the registry just before writing, so that a CLI command in between is not undone. */
function change(dataDir: string, edit: (registry: Registry) => Registry): Registry {
  const next = edit(readRegistry(registryFile(dataDir)));
  writeRegistry(registryFile(dataDir), next);
  return next;
}

export type CanaryOutcome = {
  remote: string;
  version: string;
  outcome: 'aborted' | 'stepped' | 'completed' | 'watched';
};

/**
 * One pass over every running canary: from the browsers' own reports since it started, a canary clearly worse
 * than the version in service is aborted (operators told, the audit log written); a healthy one whose step has
 * run its time steps up, and after 100 % becomes the version in service.
 */
export async function analyseCanaries(
  db: Database,
  dataDir: string,
  settings: CanarySettings,
  now = new Date(),
): Promise<CanaryOutcome[]> {
  const outcomes: CanaryOutcome[] = [];
  const registry = readRegistry(registryFile(dataDir));
  for (const [name, record] of Object.entries(registry.remotes)) {
    const canary = record.canary;
    if (canary?.state !== 'running' || !record.active) continue;
    const since = new Date(canary.startedAt);
    const stable = await healthOf(db, name, record.active, since);
    const health = await healthOf(db, name, canary.version, since);
    const errorRates = { stable, canary: health, checkedAt: now.toISOString() };
    const target = `${name} ${canary.version}`;
    const title = (record.outline as { title?: string } | undefined)?.title ?? name;
    if (clearlyWorse(stable, health, settings)) {
      const reason = `${rate(health)} against ${rate(stable)} for ${record.active}`;
      change(dataDir, (r) => abortCanary(noteErrorRates(r, name, canary.version, errorRates), name, reason, now));
      await recordAudit(db, PLATFORM_ACTOR, {
        action: 'release.canary-aborted',
        target,
        clientId: null,
        details: { share: canary.share, reason, inService: record.active },
      });
      await notifyOperators(db, {
        category: 'general',
        title: `${title} ${canary.version} was rolled back automatically`,
        content: `Its canary at ${canary.share}% of browsers reported ${reason}. Every browser is back on ${record.active}.`,
        actionUrl: '/admin/releases',
        actionMessage: 'Open Releases',
      });
      outcomes.push({ remote: name, version: canary.version, outcome: 'aborted' });
      continue;
    }
    const outline = readRelease(releasesDir(dataDir), name, canary.version)?.outline;
    const next = change(dataDir, (r) =>
      stepCanary(noteErrorRates(r, name, canary.version, errorRates), name, now, outline),
    );
    const after = next.remotes[name];
    if (after?.active === canary.version) {
      await recordAudit(db, PLATFORM_ACTOR, {
        action: 'release.canary-completed',
        target,
        clientId: null,
        details: { from: record.active, errorRates },
      });
      outcomes.push({ remote: name, version: canary.version, outcome: 'completed' });
    } else {
      const stepped = after?.canary?.share !== canary.share;
      outcomes.push({ remote: name, version: canary.version, outcome: stepped ? 'stepped' : 'watched' });
    }
  }
  return outcomes;
}

/** Runs the analysis every `checkSeconds` on one server process at a time, until the server closes. */
export function startCanaryAnalysis(app: FastifyInstance, db: Database, dataDir: string, settings: CanarySettings) {
  startPeriodic(app, db, { name: 'canary analysis', seconds: settings.checkSeconds, lock: LOCKS.canaryAnalysis }, () =>
    analyseCanaries(db, dataDir, settings),
  );
}
