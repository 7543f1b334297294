import { registryFile } from '@beacon/ops/places';
import { servedVersion } from '@beacon/ops/canary';
import { readRegistry, type Registry } from '@beacon/ops/registry';
import type { FastifyRequest } from 'fastify';
import type { CanaryUsers } from '../../kernel/http/browser-id';
import type { HourlyQuota } from './intake-quota';
import { INTAKE_QUOTAS } from './intake-limits';

/**
 * Who sent a report, as far as the server can tell: the signed-in user its signed cookie names (set only on a
 * request whose token was verified), and the address it came from. A report about a release counts as evidence
 * only when this server serves that release to that user now; everything else is kept apart.
 */
export class Reporter {
  private registry: Registry | undefined;

  constructor(
    private readonly request: FastifyRequest,
    private readonly userKey: string | null,
    private readonly dataDir: string,
    private readonly quota: HourlyQuota,
  ) {}

  static of(request: FastifyRequest, deps: IntakeDeps): Reporter {
    return new Reporter(request, deps.canaryUsers.verified(request), deps.dataDir, deps.quota);
  }

  /** The user key a report of this release is evidence of, or null when it is not evidence. */
  evidenceFor(remote: string, version: string): string | null {
    if (!this.userKey) return null;
    this.registry ??= readRegistry(registryFile(this.dataDir));
    const record = this.registry.remotes[remote];
    return record && servedVersion(record, this.userKey, remote) === version ? this.userKey : null;
  }

  /** Takes one record of `kind` from the allowances; false when one is spent. */
  spend(kind: 'error' | 'page-view' | 'replay', release: string, evidenceKey: string | null): boolean {
    const allowances: [string, number][] = evidenceKey
      ? kind === 'error'
        ? [
            [`error:${evidenceKey}:${release}`, INTAKE_QUOTAS.errorsPerUserAndRelease],
            [`error:${release}`, INTAKE_QUOTAS.errorsPerRelease],
          ]
        : kind === 'page-view'
          ? [[`view:${evidenceKey}:${release}`, INTAKE_QUOTAS.pageViewsPerUserAndRelease]]
          : [[`replay:${evidenceKey}`, INTAKE_QUOTAS.replaySegmentsPerUser]]
      : [
          [`unverified:${this.request.ip}`, INTAKE_QUOTAS.unverifiedPerAddress],
          ['unverified', INTAKE_QUOTAS.unverified],
        ];
    return this.quota.take(allowances);
  }

  /** A replay is tied to the user who sent it, whatever release it shows. */
  get user(): string | null {
    return this.userKey;
  }
}

export interface IntakeDeps {
  dataDir: string;
  canaryUsers: CanaryUsers;
  quota: HourlyQuota;
}
