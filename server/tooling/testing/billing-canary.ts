import { startCanary } from '@beacon/ops/canary';
import { registryFile } from '@beacon/ops/places';
import { emptyRegistry, promote, writeRegistry } from '@beacon/ops/registry';
import { beforeEach } from 'node:test';
import { openForFile } from './opened-for-file';
import { createTestApp, type TestApp } from './test-app';

export const STABLE = '1.0.0-aaaaaaa';
export const CANARY = '1.1.0-bbbbbbb';

/**
 * A test app, its canaries checked whenever asked, whose billing remote serves CANARY to half the browsers over
 * STABLE: each test starts there again, with none of the release evidence kept in `evidence` (table names).
 */
export function billingCanaryApp(evidence: string[]): Pick<TestApp, 'db' | 'url' | 'config' | 'signIn'> {
  const app = openForFile('the test app', () => createTestApp({ BEACON_CANARY_CHECK_SECONDS: '0' }));
  beforeEach(async () => {
    for (const table of evidence) await app.db.query(`DELETE FROM ${table}`);
    const registry = promote(emptyRegistry(), 'billing', STABLE, new Date(Date.now() - 60_000));
    writeRegistry(registryFile(app.config.dataDir), startCanary(registry, 'billing', CANARY, 50, 30));
  });
  return app;
}
