import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTestApp } from '../../../tooling/testing/test-app';
import { recordRouteSchemas } from './lazy-schemas';

// Routes compile their schemas on first use (lazy-schemas.ts); this compiles them all, as fastify would at start.
test("every route's schemas of the whole server compile, and a route still refuses bad input by its schema", async () => {
  const recorder = recordRouteSchemas();
  const server = await createTestApp({ BEACON_DEV_ROUTES: '1' });
  try {
    const compiled = recorder.compileAll();
    assert.ok(compiled > 150, `only ${compiled} schemas were compiled`);

    const token = await server.signIn('admin@beacon.test');
    const answer = await server.app.inject({ url: '/api/clients/0x1', headers: { authorization: `Bearer ${token}` } });
    assert.equal(answer.statusCode, 400);
    assert.deepEqual(
      { message: answer.json().message, field: answer.json().fields[0].field },
      { message: 'Invalid params', field: 'clientId' },
    );
  } finally {
    await server.close();
  }
});
