import { startCanary } from '@beacon/ops/canary';
import { registryFile } from '@beacon/ops/places';
import { emptyRegistry, promote, writeRegistry } from '@beacon/ops/registry';
import { after, before, beforeEach } from 'node:test';
import { createTestApp, type TestApp } from './test-app';

export const STABLE = '1.0.0-aaaaaaa';
export const CANARY = '1.1.0-bbbbbbb';

/**
 * A test app, its canaries checked whenever asked, whose billing remote serves CANARY to half the browsers over
 * STABLE: each test starts there again, with none of the release evidence kept in `evidence` (table names).
 */
export function billingCanaryApp(evidence: string[]): Pick<TestApp, 'db' | 'url' | 'config' | 'signIn'> {
  let app: TestApp | undefined;
  before(async () => {
    app = await createTestApp({ BEACON_CANARY_CHECK_SECONDS: '0' });
  });
  after(async () => app?.close());
  beforeEach(async () => {
    for (const table of evidence) await opened().db.query(`DELETE FROM ${table}`);
    const registry = promote(emptyRegistry(), 'billing', STABLE, new Date(Date.now() - 60_000));
    writeRegistry(registryFile(opened().config.dataDir), startCanary(registry, 'billing', CANARY, 50, 30));
  });
  const opened = () => {
    if (!app) throw new Error('the test app opens before the tests: read it inside a test or a hook');
    return app;
  };
  return {
    get db() {
      return opened().db;
    },
    get url() {
      return opened().url;
    },
    get config() {
      return opened().config;
    },
    signIn: (email, password) => opened().signIn(email, password),
  };
}
