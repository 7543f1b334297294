import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../../../src/kernel/db/database';
import { migrate, migrationsDir } from '../../../src/kernel/db/migrate';
import { outboxRoutes } from '../../../src/apis/dev-outbox/outbox-routes';
import { emptyTestDatabase } from '../fresh-database';
import type { IdentityConfig } from '../../../stand-ins/identity/config';
import { createAccount, type CreateAccountInput } from '../../../stand-ins/identity/create-account';
import { createIdentity, type Identity } from '../../../stand-ins/identity/identity';
import { identityRoutes, type IdentityRouteOptions } from '../../../stand-ins/identity/routes';
import { verifyIdToken } from '../../../stand-ins/identity/tokens';
import { TEST_CLIENT_ID, TEST_POOL_ID } from './test-protocol';
import { srpSignIn } from './test-srp-client';
import { openForFile } from '../opened-for-file';

export { cognitoCall, TEST_CLIENT_ID, TEST_POOL_ID } from './test-protocol';
export const TEST_ADMIN_SECRET = 'test-admin-secret';
/** The test pool's name (its id after the region), which an SRP sign-in hashes. */
export const TEST_POOL_NAME = TEST_POOL_ID.split('_')[1]!;
/** The one account the test server lets read its outbox (the product's rule, a BeaconAdmin, needs the hub's users). */
export const OUTBOX_READER = { email: 'outbox-reader@example.com', password: 'Outb0x-Reader-Pass!' };

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  identity: Identity;
  url: string;
  close(): Promise<void>;
}

/**
 * The identity service and the dev outbox on a real port over a database of its own (in-memory PGlite, or a fresh
 * one on BEACON_TEST_DATABASE_URL's PostgreSQL), for tests.
 */
export async function startTestServer(
  overrides: Partial<IdentityConfig> = {},
  routeOptions: Omit<IdentityRouteOptions, 'identity'> = {},
): Promise<TestServer> {
  const { db, close: closeDatabase } = await emptyTestDatabase();
  // Only this service's own migrations: the tests must not depend on the rest of the schema.
  await migrate(db, migrationsDir, ['0100_identity.sql', '0101_mail.sql', '0712_mail_delivery.sql']);
  const app = Fastify({ logger: false });
  const config: IdentityConfig = {
    poolId: TEST_POOL_ID,
    clientId: TEST_CLIENT_ID,
    issuer: `http://127.0.0.1/identity/${TEST_POOL_ID}`,
    idTokenSeconds: 3600,
    refreshTokenDays: 30,
    production: false,
    adminSecret: TEST_ADMIN_SECRET,
    appUrl: 'http://portal.test',
    ...overrides,
  };
  const identity = createIdentity(db, config);
  await identityRoutes(app, { ...routeOptions, identity });
  await createAccount(db, OUTBOX_READER, config);
  await outboxRoutes(app, {
    db,
    enabled: !config.production,
    authorize: async (token) => (await verifyIdToken(identity, token)).email === OUTBOX_READER.email,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}`;
  poolNames.set(url, identity.poolName);
  return {
    app,
    db,
    identity,
    url,
    async close() {
      await app.close();
      await closeDatabase();
    },
  };
}

/**
 * The test server of one test file: started before its tests with the accounts they sign in as (then `ready`),
 * closed after them. Its parts are read when a test runs (`server.url`, `server.db`), by then open.
 */
export function testServerOfFile(
  options: { accounts?: CreateAccountInput[]; ready?: (server: TestServer) => void } = {},
): TestServer {
  return openForFile('the identity test server', async () => {
    const server = await startTestServer();
    for (const account of options.accounts ?? []) await createAccount(server.db, account, server.identity.config);
    options.ready?.(server);
    return server;
  });
}

const readerTokens = new Map<string, string>();
const poolNames = new Map<string, string>();

/** An ID token of the outbox reader, signed in over SRP like any client, once per server. */
export async function outboxToken(url: string): Promise<string> {
  let token = readerTokens.get(url);
  if (!token) {
    const signedIn = await srpSignIn(url, OUTBOX_READER.email, OUTBOX_READER.password, {
      poolName: poolNames.get(url) ?? TEST_POOL_NAME,
    });
    token = (signedIn.body.AuthenticationResult as { IdToken?: string } | undefined)?.IdToken;
    if (!token) throw new Error(`the outbox reader could not sign in: ${JSON.stringify(signedIn.body)}`);
    readerTokens.set(url, token);
  }
  return token;
}

/** The newest mail to an address, through the dev outbox endpoint, with the reader's bearer token. */
export async function latestMail(url: string, to: string): Promise<{ subject: string; text: string }> {
  const response = await fetch(`${url}/dev/outbox?to=${encodeURIComponent(to)}`, {
    headers: { authorization: `Bearer ${await outboxToken(url)}` },
  });
  if (!response.ok) throw new Error(`the outbox answered ${response.status}`);
  const { messages } = (await response.json()) as { messages: { subject: string; text: string }[] };
  if (!messages[0]) throw new Error(`no mail to ${to}`);
  return messages[0];
}

export const codeIn = (text: string): string => {
  const code = /code is (\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
};
