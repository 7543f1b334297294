import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Fastify, { type RouteOptions } from 'fastify';
import { analyticsRoutes, type AnalyticsDeps } from '../../apis/analytics/index';
import { apiRoutes, type ApiDeps } from '../../apis/hub/hub-api';
import { declareRequirement, REQUIREMENT_EXTENSION } from './route-requirements';
import { CLIENT_DATA, SIGNED_IN, WRITERS } from './requirements';

type Operation = { operationId?: string; security?: Record<string, unknown>[]; responses: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>> };

/** The hub and the analytics API registered as the server registers them (nothing opened), every route seen. */
async function bothApis() {
  const app = Fastify({ logger: false });
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  await apiRoutes(app, {} as ApiDeps);
  await analyticsRoutes(app, {
    oauth: { sources: {}, redirectOrigins: [], accessTokenSeconds: 0 },
  } as unknown as AnalyticsDeps);
  await app.ready();
  const document = async (url: string) => (await app.inject({ url })).json() as Document;
  const documents = {
    '/api': await document('/api/openapi.json'),
    '/analytics': await document('/analytics/openapi.json'),
  };
  await app.close();
  const own = routes.filter((r) => r.url.startsWith('/api/') || r.url.startsWith('/analytics/'));
  return { routes: own.filter((r) => r.method !== 'HEAD'), documents };
}

/** A route's OpenAPI operation: /api/clients/:clientId/... is /clients/{clientId}/... in the hub's document. */
function operationOf(documents: Record<string, Document>, route: RouteOptions): Operation | undefined {
  const base = route.url.startsWith('/api/') ? '/api' : '/analytics';
  const path = route.url.slice(base.length).replace(/:(\w+)/g, '{$1}');
  return documents[base]!.paths[path]?.[String(route.method).toLowerCase()];
}

describe('every route of the hub and the analytics API says what it requires', () => {
  test('each declares its requirement, is public, or is called with an API key; a client path says clientData', async () => {
    const { routes } = await bothApis();
    assert.ok(routes.length > 140, `only ${routes.length} routes`);
    const undeclared = routes.filter(
      (r) => !r.config?.requires && !r.config?.public && !r.config?.apiKey && !r.config?.deployToken,
    );
    assert.deepEqual(
      undeclared.map((r) => `${String(r.method)} ${r.url}`),
      [],
    );
    const publicOnes = routes.filter((r) => r.config?.public).map((r) => `${String(r.method)} ${r.url}`);
    assert.deepEqual(publicOnes.sort(), [
      'GET /analytics/openapi.json',
      'GET /api/openapi.json',
      // A share link's page (share-links/shared-routes.ts): its token is its only credential.
      'GET /api/shared/:token',
      'GET /api/shared/:token/widgets/:widgetId',
      'POST /api/shared/:token/query',
    ]);
    for (const route of routes.filter((r) => r.url.includes(':clientId')))
      assert.equal(route.config?.requires?.clientData, true, `${String(route.method)} ${route.url}`);
  });

  test("the OpenAPI documents carry each operation's requirement, and its 403 when it refuses anyone", async () => {
    const { routes, documents } = await bothApis();
    let documented = 0;
    for (const route of routes.filter((r) => !r.config?.public)) {
      const where = `${String(route.method)} ${route.url}`;
      const operation = operationOf(documents, route);
      assert.ok(operation?.operationId, `${where} is not in its OpenAPI document`);
      if (route.config?.apiKey || route.config?.deployToken) {
        assert.deepEqual(operation.security, [route.config.apiKey ? { apiKey: [] } : { deployToken: [] }], where);
        assert.equal((operation as Record<string, unknown>)[REQUIREMENT_EXTENSION], undefined, where);
        continue;
      }
      assert.deepEqual((operation as Record<string, unknown>)[REQUIREMENT_EXTENSION], route.config?.requires, where);
      if (route.config?.requires !== SIGNED_IN) assert.ok(operation.responses['403'], `${where} documents no 403`);
      documented += 1;
    }
    assert.ok(documented > 130, `only ${documented} operations`);
    const hub = documents['/api']!.paths;
    assert.deepEqual(hub['/clients/{clientId}/invoices']!.get![REQUIREMENT_EXTENSION as 'operationId'], {
      privileges: ['INVOICES_READ'],
      clientData: true,
    });
    assert.deepEqual(hub['/internal-users']!.get![REQUIREMENT_EXTENSION as 'operationId'], { roles: ['BeaconAdmin'] });
  });
});

describe('a route that does not say what it requires is refused when it is registered', () => {
  /** An API with the requirement hook, as the hub and the analytics API have it, and one route added to it. */
  async function withRoute(url: string, config: RouteOptions['config']) {
    const app = Fastify({ logger: false });
    try {
      await app.register(async (api) => {
        api.addHook('onRoute', declareRequirement);
        api.get(url, { config, schema: { response: { 200: { type: 'object' } } } }, async () => ({}));
      });
      await app.ready();
    } finally {
      await app.close();
    }
  }

  test('a route in the old style (no requires, not public) stops the server from starting', async () => {
    await assert.rejects(withRoute('/reports', {}), /GET \/reports declares no requirement/);
    await assert.rejects(withRoute('/reports', { writersOnly: true } as never), /declares no requirement/);
  });

  test('a route that reaches a client by its path must say clientData', async () => {
    await assert.rejects(withRoute('/clients/:clientId/reports', { requires: SIGNED_IN }), /must say clientData/);
    await withRoute('/clients/:clientId/reports', { requires: CLIENT_DATA });
  });

  test('public, API-key and declared routes register; the requirement is published with its 403', async () => {
    await withRoute('/openapi.json', { public: true });
    await withRoute('/ingest', { apiKey: true });
    const declared = (requires: object) => {
      const schema: Record<string, unknown> = { response: {} };
      declareRequirement({ url: '/reports', method: 'POST', config: { requires }, schema });
      return schema as { [REQUIREMENT_EXTENSION]: object; response: Record<number, unknown> };
    };
    const writes = declared(WRITERS);
    assert.equal(writes[REQUIREMENT_EXTENSION], WRITERS);
    assert.ok(writes.response[403]);
    // Every signed-in user may: nobody is refused, so no 403 is documented.
    assert.equal(declared(SIGNED_IN).response[403], undefined);
  });
});
