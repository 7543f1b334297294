import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { makeApiKey, makeDeployToken } from '../../../tooling/testing/api-keys';
import { fillPath, operationsOf, type Operation } from '../../../tooling/testing/operations';
import { testAppOfFile } from '../../../tooling/testing/test-app';

/** Bodies sent as `application/json` that are not a usable JSON object. */
const BAD_JSON = [
  '',
  '   ',
  '{',
  '{"a":',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  // Nested deeper than anything walking it afterwards (JSON.stringify, a validator) has stack for.
  '['.repeat(5000) + ']'.repeat(5000),
  `{"campaignIds":${'['.repeat(5000)}${']'.repeat(5000)}}`,
];

let operations: Operation[];
let headers: Record<string, string>;
let keyHeaders: Record<string, string>;
let deployHeaders: Record<string, string>;
const t = testAppOfFile(
  {},
  {
    ready: async (app) => {
      headers = { authorization: `Bearer ${await app.signIn('admin@beacon.test')}` };
      // The ingestion API is called with an API key.
      keyHeaders = (await makeApiKey(app.db)).headers;
      // The deploy API with a deploy token; its release upload takes an archive, not JSON.
      deployHeaders = (await makeDeployToken(app.db)).headers;
      const hub = await operationsOf(app);
      const analytics = await operationsOf(app, '/analytics/openapi.json');
      operations = [...hub, ...analytics].filter((o) => o.method !== 'GET' && !o.multipart && !o.archive);
    },
  },
);

async function send(op: Operation, body: string | undefined, contentType?: string) {
  const response = await fetch(`${t.url}${fillPath(op.path, {})}`, {
    method: op.method,
    headers: {
      ...(op.apiKey ? keyHeaders : op.deployToken ? deployHeaders : headers),
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  return { status: response.status, text, type: response.headers.get('content-type') ?? '' };
}

function assertErrorBody(answer: { status: number; text: string; type: string }, where: string) {
  assert.ok(
    answer.status >= 400 && answer.status < 500,
    `${where} answered ${answer.status}: ${answer.text.slice(0, 160)}`,
  );
  assert.ok(answer.type.includes('application/json'), `${where} answered ${answer.type}`);
  const body = JSON.parse(answer.text) as Record<string, unknown>;
  assert.deepEqual(Object.keys(body).sort(), ['error', 'fields', 'message', 'status'], where);
  assert.equal(body.status, answer.status, where);
}

describe('every JSON route of the served product refuses a body it cannot read with a 400', () => {
  test('empty, invalid and prototype-polluting JSON bodies, on the hub and the analytics API', async () => {
    assert.ok(operations.some((o) => o.operationId === 'runCampaignReportQuery'));
    assert.ok(operations.some((o) => o.path.startsWith('/analytics/')));
    for (const op of operations) {
      for (const bad of BAD_JSON) {
        const answer = await send(op, bad, 'application/json');
        const where = `${op.method} ${op.path} with ${JSON.stringify(bad).slice(0, 60)}`;
        assertErrorBody(answer, where);
        if (op.hasBody) assert.equal(answer.status, 400, where);
      }
      assert.equal(({} as Record<string, unknown>).polluted, undefined);
    }
  });

  test('a body that needs one and has none (no content type at all) is a 400, not a 500', async () => {
    for (const op of operations.filter((o) => o.hasBody)) {
      const answer = await send(op, undefined);
      assertErrorBody(answer, `${op.method} ${op.path} without a body`);
    }
  });

  test('the campaign report query, asked twice with the same bad body, is a 400 both times (never kept)', async () => {
    const op = operations.find((o) => o.operationId === 'runCampaignReportQuery')!;
    for (const bad of ['', '{"__proto__":{"groupBy":["day"]}}', '']) {
      const answer = await send(op, bad, 'application/json');
      assert.equal(answer.status, 400, answer.text);
      assert.equal(JSON.parse(answer.text).status, 400);
    }
  });
});
