import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { createTestApi, type TestApi } from '../testing/test-api';
import { demoScrubbing } from './demo-scrub';

describe('demo mode on the server', () => {
  let api: TestApi;
  let app: FastifyInstance;
  before(async () => {
    api = await createTestApi();
    app = Fastify();
    await demoScrubbing(app, api.db);
    // Real rows, as the API's own routes would answer them, under a neutral key the field scrubber does not know.
    app.get('/api/echo', async () => ({
      data: await api.db.query("SELECT name AS word, 'Call ' || name || ' today' AS note FROM clients"),
    }));
  });
  after(async () => {
    await app.close();
    await api.close();
  });

  it('scrubs every real name the database knows before the answer leaves the server', async () => {
    const plain = await app.inject('/api/echo');
    assert.match(plain.body, /Acme Outdoor/);
    const demo = await app.inject({ url: '/api/echo', headers: { 'x-beacon-demo': '0123456789abcdef' } });
    assert.equal(demo.headers['x-beacon-demo'], 'scrubbed');
    assert.doesNotMatch(demo.body, /Acme Outdoor|Northwind Fitness|Globex Retail/);
    assert.equal(JSON.parse(demo.body).data.length, JSON.parse(plain.body).data.length);
  });

  it('maps a real name to the same fake within a session, and ignores a malformed key', async () => {
    const headers = { 'x-beacon-demo': '0123456789abcdef' };
    const first = await app.inject({ url: '/api/echo', headers });
    const second = await app.inject({ url: '/api/echo', headers });
    assert.equal(first.body, second.body);
    const forged = await app.inject({ url: '/api/echo', headers: { 'x-beacon-demo': '<script>' } });
    assert.match(forged.body, /Acme Outdoor/);
  });
});
