import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { testAppOfFile } from '../../../tooling/testing/test-app';

/** The served product, asked with a method a path does not have. */
let headers: Record<string, string>;
const t = testAppOfFile(
  {},
  {
    ready: async (app) => {
      headers = { authorization: `Bearer ${await app.signIn('admin@acme.test')}` };
    },
  },
);

const send = (method: string, path: string) => fetch(`${t.url}${path}`, { method, headers });

describe('a method a path lacks', () => {
  test('is a 405 naming the methods the path has (Allow), with the error body; the hub and the analytics API', async () => {
    for (const [method, path, allowed] of [
      ['DELETE', '/api/users/me', 'GET, HEAD, PATCH'],
      ['PUT', '/api/clients/1', 'GET, HEAD'],
      ['POST', '/analytics/tenant', 'GET, HEAD'],
    ] as const) {
      const response = await send(method, path);
      assert.equal(response.status, 405, `${method} ${path}`);
      assert.equal(response.headers.get('allow'), allowed, `${method} ${path}`);
      assert.deepEqual(await response.json(), {
        status: 405,
        error: 'Method Not Allowed',
        message: `${method} is not allowed here; allowed: ${allowed}`,
        fields: [],
      });
    }
  });

  test('a path that no method has stays a 404', async () => {
    for (const [method, path] of [
      ['GET', '/api/no-such-thing'],
      ['POST', '/api/clients/1/no-such-thing'],
      ['DELETE', '/analytics/no-such-thing'],
    ]) {
      const response = await send(method!, path!);
      assert.equal(response.status, 404, `${method} ${path}`);
      assert.equal(response.headers.get('allow'), null);
    }
  });
});
