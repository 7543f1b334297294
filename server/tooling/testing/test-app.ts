import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/app';
import { readConfig, type ServerConfig } from '../../src/kernel/config/config';
import type { Database } from '../../src/kernel/db/database';
import { createIdentity, type Identity } from '../../stand-ins/identity/identity';
import { brandOfPerson } from '../../src/kernel/mail/brand';
import { srpSignIn } from './identity/test-srp-client';
import { TEST_CLIENT_ID } from './identity/test-server';
import { localVerifier } from '../../src/product';
import { loadSecrets } from '../../src/kernel/config/secrets';
import { DEMO_PASSWORD } from '../seed/accounts';
import { POOL_ID, testDatabase } from './test-api';
import { openForFile } from './opened-for-file';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  identity: Identity;
  config: ServerConfig;
  /** http://127.0.0.1:<port>: the whole product (platform, identity, outbox, API, notifications) on a real port. */
  url: string;
  /** An ID token from the app's own identity service, signed in over SRP as Amplify does. */
  signIn(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The server as `main.ts` builds it (buildApp over a product), over the seeded scale-1 database (PGlite, or
 * PostgreSQL with BEACON_TEST_DATABASE_URL, see `testDatabase`), configured by
 * `env` as a deployment would be: for the tests of what only the whole server does (headers, dev routes, proxies).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  /** Where campaign reports read (BEACON_READ_DATABASE_URL's standby in a deployment); the database itself by default. */
  reportsDbOf: (db: Database) => Database = (db) => db,
): Promise<TestApp> {
  const { db, drop } = await testDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'beacon-app-'));
  const config = readConfig({
    BEACON_DATA_DIR: dataDir,
    BEACON_HOST_DIST: join(dataDir, 'host'),
    BEACON_COGNITO_CLIENT_ID: TEST_CLIENT_ID,
    BEACON_NOTIFY_CHECK_SECONDS: '3600',
    LOG_LEVEL: 'error',
    ...env,
  });
  // The seeded accounts' verifiers were made for this pool's name.
  config.identity.poolId = POOL_ID;
  const issuer = `http://127.0.0.1/identity/${POOL_ID}`;
  const identity = createIdentity(db, {
    poolId: POOL_ID,
    clientId: TEST_CLIENT_ID,
    issuer,
    idTokenSeconds: 3600,
    refreshTokenDays: 30,
    production: config.production,
    appUrl: config.publicUrl,
    mailBrand: (email) => brandOfPerson(db, email),
  });
  const secrets = loadSecrets(dataDir);
  const app = await buildApp(config, {
    db,
    reportsDb: reportsDbOf(db),
    identity,
    secrets,
    issuer,
    verifyToken: localVerifier(identity),
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    db,
    identity,
    config,
    url,
    async signIn(email, password = DEMO_PASSWORD) {
      const result = await srpSignIn(url, email, password, { poolName: identity.poolName });
      const token = (result.body.AuthenticationResult as { IdToken?: string } | undefined)?.IdToken;
      if (!token) throw new Error(`${email} could not sign in: ${JSON.stringify(result.body)}`);
      return token;
    },
    async close() {
      await app.close();
      await db.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** How a test file's server is made: where its campaign reports read, and what else its tests need once it runs. */
export interface TestAppOptions {
  reportsDbOf?: (db: Database) => Database;
  /** Runs once the server is up, before the tests (the file's own set-up: ids, tokens, files). */
  ready?: (app: TestApp) => Promise<void>;
}

/**
 * The server of one test file (or one `describe`): opened before its tests, closed after them. Its parts are read
 * when a test runs (`t.url`, `t.db`, `t.signIn(...)`), by then open.
 */
export function testAppOfFile(env: Record<string, string> = {}, options: TestAppOptions = {}): TestApp {
  return openForFile('the test app', async () => {
    const app = await createTestApp(env, options.reportsDbOf);
    try {
      await options.ready?.(app);
    } catch (error) {
      await app.close();
      throw error;
    }
    return app;
  });
}
