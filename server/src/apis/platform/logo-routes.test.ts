import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { logoRoutes } from './logo-routes';

describe('the logo service', () => {
  it('answers each brand by domain, icon and logo, and 404 for a domain it does not know', async () => {
    const app = Fastify();
    await logoRoutes(app);
    const beacon = await app.inject('/logos/localhost/icon');
    assert.equal(beacon.statusCode, 200);
    assert.equal(beacon.headers['content-type'], 'image/svg+xml');
    assert.match(beacon.body, /aria-label="Beacon"/);
    const northwind = await app.inject('/logos/northwind-uat.localhost/logo');
    assert.match(northwind.body, /Northwind/);
    assert.equal((await app.inject('/logos/elsewhere.test/icon')).statusCode, 404);
    assert.equal((await app.inject('/logos/localhost/banner')).statusCode, 404);
  });
});
