import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { INGEST_BODY_LIMIT } from '../../apis/hub/ingest/routes';
import { UPLOAD_LIMIT_BYTES } from '@beacon/ops/release-upload';
import { makeApiKey, makeDeployToken } from '../../../tooling/testing/api-keys';
import { fillPath, testApiWithOperations, validBody } from '../../../tooling/testing/operations';

const BAD_IDS = ['abc', '-1', '0', '1.5', '99999999999', '1%20OR%201%3D1', '%00', '%E2%82%AC', 'null', '1e3'];
const BAD_QUERY = ['', 'x'.repeat(300), '-1', '%00', '2026-02-30', '%27%3B--', 'true'];
const BAD_BODIES: (string | object)[] = [
  '{',
  '[]',
  '"text"',
  'null',
  '{"a":',
  { unexpected: 1 },
  {
    firstName: { x: 1 },
    lastName: 'a\u0000b',
    name: [],
    email: 'x',
    queryName: 'DROP',
    columnNamesToQuery: 'nope',
    recipients: 'a',
    frequency: 3,
    groupBy: ['nope'],
    url: 'javascript:alert(1)',
    destination: 'X',
    version: 'v',
    campaignIds: ['a'],
  },
];

const t = testApiWithOperations();

function assertErrorBody(
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
  where: string,
) {
  assert.ok(response.statusCode < 500, `${where} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
  if (response.statusCode < 400) return;
  const body = JSON.parse(response.body) as { status: number; error: string; message: string; fields: unknown[] };
  assert.equal(body.status, response.statusCode, where);
  assert.equal(typeof body.error, 'string', where);
  assert.equal(typeof body.message, 'string', where);
  assert.ok(Array.isArray(body.fields), where);
}

describe('malformed values never get a 500, and errors have the agreed shape', () => {
  for (const email of ['admin@beacon.test', 'admin@acme.test']) {
    test(`path and query values, as ${email}`, async () => {
      const headers = await t.auth(email);
      for (const op of t.operations) {
        for (const param of op.pathParams) {
          for (const bad of BAD_IDS) {
            const target = op.path.replace(`{${param}}`, bad).replace(/\{\w+\}/g, '1');
            const response = await t.app.inject({
              method: op.method as 'GET',
              url: target,
              headers,
              payload: validBody(op.operationId, 'x') as object,
            });
            assertErrorBody(response, `${op.method} ${target}`);
            if (param !== 'username') assert.ok(response.statusCode >= 400, `${op.method} ${target} accepted ${bad}`);
          }
        }
        for (const param of op.queryParams) {
          for (const bad of BAD_QUERY) {
            const url = `${fillPath(op.path, {})}?${param}=${bad}&${param}=${bad}`;
            const response = await t.app.inject({
              method: op.method as 'GET',
              url,
              headers,
              payload: validBody(op.operationId, 'y') as object,
            });
            assertErrorBody(response, `${op.method} ${url}`);
          }
        }
      }
    });
  }

  test('malformed and oversized bodies', async () => {
    const json = { 'content-type': 'application/json' };
    const signedIn = { ...(await t.auth('admin@beacon.test')), ...json };
    let seen = 0;
    for (const op of t.operations.filter((o) => o.method !== 'GET')) {
      const url = fillPath(op.path, {});
      // The ingestion API is called with the agency's API key (a new one: the walk revokes key 1), and takes
      // bigger bodies (batches).
      // The deploy API with a deploy token.
      const headers = op.apiKey
        ? { ...(await makeApiKey(t.db)).headers, ...json }
        : op.deployToken
          ? { ...(await makeDeployToken(t.db)).headers, ...json }
          : signedIn;
      for (const bad of BAD_BODIES) {
        const payload = typeof bad === 'string' ? bad : JSON.stringify(bad);
        const response = await t.app.inject({ method: op.method as 'POST', url, headers, payload });
        assertErrorBody(response, `${op.method} ${url} with ${payload.slice(0, 40)}`);
        // Unknown properties are stripped, so `{ unexpected: 1 }` may be a valid (empty) body.
        if (op.hasBody && !('unexpected' in Object(bad)))
          assert.ok(response.statusCode >= 400, `${op.method} ${url} accepted ${payload.slice(0, 60)}`);
      }
      const huge = op.archive
        ? Buffer.alloc(UPLOAD_LIMIT_BYTES + 1)
        : JSON.stringify({ name: 'x'.repeat(op.apiKey ? INGEST_BODY_LIMIT : 400 * 1024) });
      // A release is uploaded as an archive, with its own limit.
      const hugeHeaders = op.archive ? { ...headers, 'content-type': 'application/gzip' } : headers;
      const response = await t.app.inject({ method: op.method as 'POST', url, headers: hugeHeaders, payload: huge });
      assertErrorBody(response, `${op.method} ${url} oversized`);
      assert.equal(response.statusCode, 413, `${op.method} ${url} oversized`);
      seen += 1;
    }
    assert.ok(seen >= 15, `only ${seen} operations with bodies`);
  });

  test('validation errors name the fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/clients/1/custom-reports',
      headers: await t.auth('admin@acme.test'),
      payload: { name: 'Report', url: 'not a url', destination: 'CLIENT_DASHBOARD' },
    });
    assert.equal(response.statusCode, 400);
    const body = JSON.parse(response.body);
    assert.deepEqual(
      body.fields.map((f: { field: string }) => f.field),
      ['url'],
    );
    assert.equal(body.error, 'Bad Request');
  });

  test('a path segment longer than the router takes answers 414 with the error body', async () => {
    const response = await t.app.inject({
      url: `/api/clients/${'9'.repeat(5000)}/campaigns`,
      headers: await t.auth('admin@acme.test'),
    });
    assert.equal(response.statusCode, 414);
    assert.deepEqual(JSON.parse(response.body), {
      status: 414,
      error: 'URI Too Long',
      message: 'The address is too long',
      fields: [],
    });
  });

  test('unknown paths and ids answer 404 Not found', async () => {
    const headers = await t.auth('admin@acme.test');
    for (const url of [
      '/api/nothing-here',
      '/api/clients/1/campaigns/2147483000',
      '/api/clients/1/invoices/2147483000/pdf',
    ]) {
      const response = await t.app.inject({ url, headers });
      assert.equal(response.statusCode, 404, url);
      assert.equal(JSON.parse(response.body).message, 'Not found');
    }
  });
});
