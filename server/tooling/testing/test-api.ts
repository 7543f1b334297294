import Fastify, { type FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { apiRoutes, type ApiDeps } from '../../src/apis/hub/hub-api';
import { SERVER_OPTIONS } from '../../src/kernel/http/server-options';
import { LAZY_SCHEMAS } from '../../src/kernel/http/lazy-schemas';
import { createAccessCache } from '../../src/kernel/auth/access-cache';
import { createTestIdentity, type TestIdentity } from './test-identity';
import { openForFile } from './opened-for-file';
import { dumpPglite, openDatabase, type Database } from '../../src/kernel/db/database';
import { migrate, migrationsDir } from '../../src/kernel/db/migrate';
import { databaseUrl, freshPostgresDatabase } from './fresh-database';
import { openFileStore, type FileStoreKind } from '../../src/kernel/storage/file-store';
import { createIdentity, type Identity } from '../../stand-ins/identity/identity';
import { createSeededSignIns } from '../seed/accounts';
import { seed } from '../seed/index';
import { identityAdminOf } from '../../stand-ins/identity/identity-admin';
import { DEFAULT_PUBLIC_URL, setPortalAddress } from '../../src/kernel/mail/portal-links';
import { DEFAULT_SITES } from '../../src/kernel/config/sites';
import { TEST_AUDIENCE, TEST_ISSUER } from './test-identity';

export const NOTIFICATION_SECRET = 'test-notification-secret';
export const POOL_ID = 'us-east-1_BeaconTest';

/** Seeds the hub, then gives the seeded users their sign-ins at the local identity service, as the server does. */
async function seedWithAccounts(db: Database): Promise<void> {
  await migrate(db);
  await seed(db, { scale: 1 });
  await createSeededSignIns(db, { poolId: POOL_ID });
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

/** What the seeded data is made of besides this harness: the migrations and the seed's code. */
const seedSources = [migrationsDir, fileURLToPath(new URL('../seed', import.meta.url))];

/** The key of the seeded scale-1 data: the day, this harness, the migrations and the seed's code. */
function seedKey(): string {
  const hash = createHash('sha1').update(new Date().toISOString().slice(0, 10));
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  for (const dir of seedSources) {
    for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(join(dir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Whether a process of this machine is still running. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock file of a seeding: true once this process holds it, false when another running process does
 * (the lock names its process, so the lock of one that died is taken over).
 */
function takeSeedLock(lock: string): boolean {
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  let holder: number;
  try {
    holder = Number(readFileSync(lock, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return takeSeedLock(lock);
    throw error;
  }
  // An empty lock is one being written.
  if (!holder || running(holder)) return false;
  rmSync(lock, { force: true });
  return takeSeedLock(lock);
}

/**
 * The seeded scale-1 database as a PGlite dump, made once and kept in the temp directory under the seed's key;
 * later test files load it in about a second instead of seeding again. On a fresh machine the first file seeds
 * while the files that start beside it wait for its dump (a lock file), rather than seeding the same data too.
 */
export async function seededDatabase(): Promise<Database> {
  const cache = join(tmpdir(), `beacon-test-seed-${seedKey()}.tar`);
  const lock = `${cache}.lock`;
  let holding = false;
  while (!existsSync(cache) && !(holding = takeSeedLock(lock))) await delay(200);
  const load = () => openDatabase({ loadDataDir: new Blob([readFileSync(cache)]) });
  if (!holding) return load();
  try {
    // Made by another file between the look and the lock.
    if (existsSync(cache)) return await load();
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
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * The seeded scale-1 database as a template database on the PostgreSQL server at `url`, made once under the
 * seed's key: the first test file seeds it while the others wait on an advisory lock, and each file's database is
 * a copy of it (CREATE DATABASE ... TEMPLATE copies files, where seeding took each file most of its time).
 */
async function seededPostgresTemplate(url: string): Promise<string> {
  const template = `beacon_test_seed_${seedKey()}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Held by this connection until it ends, whatever happens below.
    await client.query(`SELECT pg_advisory_lock(hashtext('beacon_test_seed'))`);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount) return template;
    // Seeded under another name and renamed once whole, so that no file copies half a seed.
    const seeding = `${template}_seeding`;
    await client.query(`DROP DATABASE IF EXISTS ${seeding}`);
    await client.query(`CREATE DATABASE ${seeding}`);
    const db = await openDatabase({ url: databaseUrl(url, seeding) });
    try {
      await seedWithAccounts(db);
    } finally {
      await db.close();
    }
    await client.query(`ALTER DATABASE ${seeding} RENAME TO ${template}`);
    // Templates of older code or other days are of no further use (one still being copied stays).
    const old = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'beacon\\_test\\_seed\\_%' AND datname <> $1`,
      [template],
    );
    for (const { datname } of old.rows) await client.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
    return template;
  } finally {
    await client.end();
  }
}

/**
 * With BEACON_TEST_DATABASE_URL (a PostgreSQL server, as in CI) each test file gets its own database there, a copy
 * of the seeded template, so the same suite proves both drivers; `drop` removes it at the end.
 */
export async function seededPostgresDatabase(
  url: string,
): Promise<{ db: Database; url: string; drop: () => Promise<void> }> {
  return freshPostgresDatabase(url, await seededPostgresTemplate(url));
}

export interface TestApiOptions {
  /** More routes on the same app before it is ready (the analytics API), with the database and token check. */
  extend?: (app: FastifyInstance, deps: { db: Database; verifyToken: TestIdentity['verifyToken'] }) => Promise<void>;
  /** Keep what verified tokens may reach for this many seconds, as the server does (BEACON_ACCESS_CACHE_SECONDS). */
  accessCacheSeconds?: number;
  /** Requests per window before 429, as the server counts them (BEACON_API_RATE_LIMIT); none when omitted. */
  rateLimits?: ApiDeps['rateLimits'];
  /** Where uploaded bytes go (BEACON_FILE_STORE): on disk unless told, so that tests can look at the files. */
  fileStore?: FileStoreKind;
  /** The hosts alert rules may post webhooks to (BEACON_ALERT_WEBHOOK_HOSTS): a test's own receiver. */
  alertWebhookHosts?: string[];
}

/**
 * The seeded scale-1 database a test file runs on: in-memory PGlite by default, a fresh database of its own on the
 * PostgreSQL server of BEACON_TEST_DATABASE_URL (as in CI). `drop` (after `db.close()`) removes the latter.
 */
export async function testDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const postgresUrl = process.env.BEACON_TEST_DATABASE_URL;
  if (postgresUrl) return seededPostgresDatabase(postgresUrl);
  return { db: await seededDatabase(), drop: async () => undefined };
}

/** A Fastify app with the whole hub API over a database seeded at scale 1 (see `testDatabase`): one per test file. */
export async function createTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const { db, drop } = await testDatabase();
  // Links in mails as the server makes them with no configuration, whatever app a file before this one (in the same
  // process, server/tooling/testing/suite-in-groups.ts) started.
  setPortalAddress(DEFAULT_PUBLIC_URL, DEFAULT_SITES);
  const identity = await createTestIdentity();
  const filesDir = mkdtempSync(join(tmpdir(), 'beacon-files-'));
  const app = Fastify({ logger: false, ...SERVER_OPTIONS, schemaController: LAZY_SCHEMAS });
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
    fileStore: openFileStore(options.fileStore ?? 'disk', { db, filesDir }),
    notificationSecret: NOTIFICATION_SECRET,
    identityAdmin: identityAdminOf(identityService),
    // A data directory with no releases and no registry: the Releases page lists nothing.
    dataDir: filesDir,
    accessCache: options.accessCacheSeconds ? await createAccessCache(db, options.accessCacheSeconds) : undefined,
    rateLimits: options.rateLimits,
    alertWebhookHosts: options.alertWebhookHosts,
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

/**
 * The test API of one test file: opened before its tests, closed after them. Its parts are read when a test runs
 * (`t.app`, `t.db`, `t.auth(...)`), by then open.
 */
export function testApiOfFile(options: TestApiOptions = {}): TestApi {
  return openForFile('the test API', () => createTestApi(options));
}

/** Ids the tests need, read from the seeded data rather than assumed. */
export async function clientIdOf(db: Database, name: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM clients WHERE name = $1', [name]);
  if (!row) throw new Error(`no client ${name}`);
  return row.id;
}
