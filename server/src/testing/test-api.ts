import Fastify, { type FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiRoutes } from '../hub/hub-api';
import { ROUTER_OPTIONS } from '../app';
import { createAccessCache } from '../auth/access-cache';
import { createTestIdentity, type TestIdentity } from '../auth/testing';
import { dumpPglite, openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { createAccount } from '../identity/create-account';
import { openFileStore } from '../files/storage';
import { createIdentity, type Identity } from '../identity/identity';
import { SEEDED_ACCOUNTS } from '../seed/accounts';
import { seed } from '../seed/index';
import { identityAdminOf } from '../users/identity-admin';
import { TEST_AUDIENCE, TEST_ISSUER } from '../auth/testing';

export const NOTIFICATION_SECRET = 'test-notification-secret';
export const POOL_ID = 'us-east-1_BeaconTest';

/** Seeds the hub, then gives the seeded accounts their sign-ins at the local identity service, as the server does. */
async function seedWithAccounts(db: Database): Promise<void> {
  await migrate(db);
  await seed(db, { scale: 1 });
  for (const account of SEEDED_ACCOUNTS) {
    await createAccount(
      db,
      { email: account.email, password: account.password, temporary: account.temporary },
      { poolId: POOL_ID },
    );
  }
}

export interface TestApi {
  app: FastifyInstance;
  db: Database;
  identity: TestIdentity;
  /** The real local identity service over the same database (user management's provider side). */
  identityService: Identity;
  filesDir: string;
  /** The Authorization header of a seeded (or any) email. */
  auth(email: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

const sourceDir = dirname(dirname(fileURLToPath(import.meta.url)));

/**
 * The seeded scale-1 database as a PGlite dump, made once and kept in the temp directory under a key of the
 * migrations, the seed's code and the day; later test files load it in about a second instead of seeding again.
 */
export async function seededDatabase(): Promise<Database> {
  const hash = createHash('sha1').update(new Date().toISOString().slice(0, 10));
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  for (const dir of [join(sourceDir, 'db', 'migrations'), join(sourceDir, 'seed')]) {
    for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(join(dir, file)));
  }
  const cache = join(tmpdir(), `beacon-test-seed-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(cache)) return openDatabase({ loadDataDir: new Blob([readFileSync(cache)]) });
  const db = await openDatabase({});
  await seedWithAccounts(db);
  const dump = Buffer.from(await (await dumpPglite(db)).arrayBuffer());
  // Written aside then renamed, so a test file running alongside never reads half a dump.
  writeFileSync(`${cache}.${process.pid}`, dump);
  renameSync(`${cache}.${process.pid}`, cache);
  // Dumps of older code or other days are of no further use.
  for (const old of readdirSync(tmpdir()).filter(
    (f) => /^beacon-test-seed-\w+\.tar$/.test(f) && join(tmpdir(), f) !== cache,
  )) {
    rmSync(join(tmpdir(), old), { force: true });
  }
  return db;
}

/** A new, empty database on the PostgreSQL server at `url`, named for this process; `drop` removes it. */
export async function freshPostgresDatabase(url: string): Promise<{ db: Database; drop: () => Promise<void> }> {
  const name = `beacon_test_${process.pid}_${Date.now()}`;
  const admin = await openDatabase({ url });
  await admin.exec(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openDatabase({ url: target.toString() });
  return {
    db,
    drop: async () => {
      await admin.exec(`DROP DATABASE IF EXISTS ${name}`);
      await admin.close();
    },
  };
}

/**
 * With BEACON_TEST_DATABASE_URL (a PostgreSQL server, as in CI) each test file gets its own fresh database
 * there, so the same suite proves both drivers; `drop` removes it at the end.
 */
async function postgresDatabase(url: string): Promise<{ db: Database; drop: () => Promise<void> }> {
  const fresh = await freshPostgresDatabase(url);
  await seedWithAccounts(fresh.db);
  return fresh;
}

export interface TestApiOptions {
  /** More routes on the same app before it is ready (the analytics API), with the database and token check. */
  extend?: (app: FastifyInstance, deps: { db: Database; verifyToken: TestIdentity['verifyToken'] }) => Promise<void>;
  /** Keep what verified tokens may reach for this many seconds, as the server does (BEACON_ACCESS_CACHE_SECONDS). */
  accessCacheSeconds?: number;
}

/**
 * The seeded scale-1 database a test file runs on: in-memory PGlite by default, a fresh database of its own on the
 * PostgreSQL server of BEACON_TEST_DATABASE_URL (as in CI). `drop` (after `db.close()`) removes the latter.
 */
export async function testDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const postgresUrl = process.env.BEACON_TEST_DATABASE_URL;
  if (postgresUrl) return postgresDatabase(postgresUrl);
  return { db: await seededDatabase(), drop: async () => undefined };
}

/** A Fastify app with the whole hub API over a database seeded at scale 1 (see `testDatabase`): one per test file. */
export async function createTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const { db, drop } = await testDatabase();
  const identity = await createTestIdentity();
  const filesDir = mkdtempSync(join(tmpdir(), 'beacon-files-'));
  const app = Fastify({ logger: false, routerOptions: ROUTER_OPTIONS });
  const identityService = createIdentity(db, {
    poolId: POOL_ID,
    clientId: TEST_AUDIENCE,
    issuer: TEST_ISSUER,
    idTokenSeconds: 3600,
    refreshTokenDays: 30,
    production: false,
  });
  await apiRoutes(app, {
    db,
    verifyToken: identity.verifyToken,
    // The tests look at the files themselves: on disk, whichever database they run on.
    fileStore: openFileStore('disk', { db, filesDir }),
    notificationSecret: NOTIFICATION_SECRET,
    identityAdmin: identityAdminOf(identityService),
    // A data directory with no releases and no registry: the Releases page lists nothing.
    dataDir: filesDir,
    accessCache: options.accessCacheSeconds ? await createAccessCache(db, options.accessCacheSeconds) : undefined,
  });
  await options.extend?.(app, { db, verifyToken: identity.verifyToken });
  await app.ready();
  const tokens = new Map<string, string>();
  return {
    app,
    db,
    identity,
    identityService,
    filesDir,
    auth: async (email) => {
      if (!tokens.has(email)) tokens.set(email, await identity.mint(email));
      return { authorization: `Bearer ${tokens.get(email)}` };
    },
    close: async () => {
      await app.close();
      await db.close();
      await drop();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** Ids the tests need, read from the seeded data rather than assumed. */
export async function clientIdOf(db: Database, name: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM clients WHERE name = $1', [name]);
  if (!row) throw new Error(`no client ${name}`);
  return row.id;
}
