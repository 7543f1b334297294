import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { after, before } from 'node:test';
import { clientIdOf, createTestApi, type TestApi } from './test-api';
import { analyticsRoutes } from '../../src/apis/analytics/index';
import { localProviderRoutes } from '../../stand-ins/ad-platforms/provider';
import { readOAuthSettings } from '../../src/domains/analytics/oauth/settings';
import type { AnalyticsDeps } from '../../src/apis/analytics/types';
import { readEnvironment } from '../../src/kernel/config/environment';

/** The one host origin the test API answers across origins, as if deployed apart. */
export const CORS_ORIGIN = 'http://portal.localhost:8581';

export interface TestAnalytics extends TestApi {
  /** http://127.0.0.1:<port>: the app listens for real, so OAuth and the socket go over the network. */
  base: string;
  deps: AnalyticsDeps;
  /** A request as a seeded user, JSON parsed. */
  call(
    email: string,
    method: string,
    url: string,
    payload?: object,
    headers?: Record<string, string>,
  ): Promise<{
    status: number;
    body: ReturnType<typeof JSON.parse>;
    raw: Awaited<ReturnType<FastifyInstance['inject']>>;
  }>;
}

/** The hub and the analytics API on one app over the seeded database, listening on a free port. */
export async function createTestAnalytics(
  env: NodeJS.ProcessEnv = {},
  extra: Partial<AnalyticsDeps> = {},
): Promise<TestAnalytics> {
  let base = '';
  let deps: AnalyticsDeps | undefined;
  const tokenKey = randomBytes(32);
  const t = await createTestApi({
    extend: async (app, { db, verifyToken }) => {
      deps = {
        db,
        verifyToken,
        tokenKey,
        oauth: readOAuthSettings(readEnvironment(env), tokenKey),
        publicUrl: () => base,
        llm: null,
        assistantTokenMs: 1,
        corsOrigins: [CORS_ORIGIN],
        ...extra,
      };
      await analyticsRoutes(app, deps);
      await localProviderRoutes(app, { db, tokenKey, settings: deps.oauth, publicUrl: deps.publicUrl });
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  return {
    ...t,
    base,
    deps: deps!,
    call: async (email, method, url, payload, headers = {}) => {
      const raw = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { ...(await t.auth(email)), ...headers },
        ...(payload ? { payload } : {}),
      });
      const json = String(raw.headers['content-type'] ?? '').includes('json');
      return { status: raw.statusCode, body: json ? JSON.parse(raw.body) : null, raw };
    },
  };
}

/** The test server of one test file, with the seeded clients its tests name. */
export type FileAnalytics = TestAnalytics & { acme: number; globex: number };

/**
 * The test server of one test file: started before its tests and closed after them (node:test hooks), with the
 * ids of the seeded Acme Outdoor and Globex Retail; `ready` finds what else the file's tests need. Its fields are
 * there once the tests run.
 */
export function analyticsForFile(
  options: { env?: NodeJS.ProcessEnv; ready?: (t: FileAnalytics) => Promise<void> } = {},
): FileAnalytics {
  const t = {} as FileAnalytics;
  before(async () => {
    const started = await createTestAnalytics(options.env);
    const [acme, globex] = [
      await clientIdOf(started.db, 'Acme Outdoor'),
      await clientIdOf(started.db, 'Globex Retail'),
    ];
    Object.assign(t, started, { acme, globex });
    await options.ready?.(t);
  });
  after(async () => t.close());
  return t;
}
