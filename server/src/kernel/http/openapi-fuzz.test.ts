import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { createTestAnalytics, type TestAnalytics } from '../../../tooling/testing/test-analytics';
import { makeApiKey, makeDeployToken } from '../../../tooling/testing/api-keys';
import { asText, strangeOf, validOf, type Schema } from '../../../tooling/testing/schema-arbitrary';

/**
 * Both OpenAPI documents, fuzzed as Schemathesis would: for every operation, requests made from its own schemas
 * (valid values and their edges, values just past them, wrong types, huge and deeply nested ones), sent as agency
 * staff, and to the ingestion API with the agency's API key. None may answer 5xx, and every 4xx carries the error
 * body. Seeded per operation, so a run is repeatable.
 */
const REQUESTS_PER_OPERATION = 12;
const SEED = 20261202;
const DOCUMENTS = ['/api/openapi.json', '/analytics/openapi.json'];

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  method: string;
  path: string;
  operationId: string;
  parameters: Parameter[];
  body: Schema | null;
  /** The ingestion API's operations are called with an API key (the agency's), not a user's token. */
  apiKey: boolean;
  /** The deploy API's are called with a deploy token (billing's). */
  deployToken: boolean;
}
interface Request {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

let t: TestAnalytics;
let headers: Record<string, string>;
let keyHeaders: Record<string, string>;
let deployHeaders: Record<string, string>;
let operations: Operation[];
/** Ids that exist (client 1's), so that part of the requests reach past the lookups into the work itself. */
let real: Record<string, unknown>;

async function operationsOf(document: string): Promise<Operation[]> {
  const doc = JSON.parse((await t.app.inject({ url: document })).body) as {
    servers: { url: string }[];
    paths: Record<
      string,
      Record<
        string,
        {
          operationId: string;
          parameters?: Parameter[];
          requestBody?: { content?: Record<string, { schema?: Schema }> };
          security?: Record<string, unknown>[];
        }
      >
    >;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path: `${doc.servers[0]!.url}${path}`,
      operationId: op.operationId,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema ?? null,
      apiKey: (op.security ?? []).some((scheme) => 'apiKey' in scheme),
      deployToken: (op.security ?? []).some((scheme) => 'deployToken' in scheme),
    })),
  );
}

async function realIds(): Promise<Record<string, unknown>> {
  const first = async (sql: string) => (await t.db.query<{ id: unknown }>(sql))[0]?.id ?? 1;
  const advertiserId = await first('SELECT id FROM advertisers WHERE client_id = 1 ORDER BY id LIMIT 1');
  return {
    clientId: 1,
    advertiserId,
    campaignId: await first("SELECT id FROM campaigns WHERE client_id = 1 AND status = 'Live' ORDER BY id LIMIT 1"),
    customReportId: await first('SELECT id FROM custom_reports WHERE client_id = 1 ORDER BY id LIMIT 1'),
    fileId: await first('SELECT id FROM files WHERE client_id = 1 ORDER BY id LIMIT 1'),
    invoiceId: await first('SELECT id FROM invoices WHERE client_id = 1 ORDER BY id LIMIT 1'),
    audienceId: await first(
      `SELECT id FROM audiences WHERE advertiser_id = ${Number(advertiserId)} ORDER BY id LIMIT 1`,
    ),
    specificationId: await first('SELECT id FROM report_specifications WHERE client_id = 1 ORDER BY id LIMIT 1'),
    scheduleId: await first(
      `SELECT id FROM report_schedules WHERE advertiser_id = ${Number(advertiserId)} ORDER BY id LIMIT 1`,
    ),
    notificationId: await first(
      "SELECT n.id FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'admin@beacon.test' LIMIT 1",
    ),
    username: 'reports@acme.test',
    remote: 'billing',
    workspaceId: await first('SELECT id FROM analytics_workspaces WHERE client_id = 1 ORDER BY id LIMIT 1'),
    connectionId: await first(
      'SELECT c.connection_id AS id FROM analytics_connections c JOIN analytics_workspaces w ON w.id = c.workspace_id WHERE w.client_id = 1 LIMIT 1',
    ),
    manualConnectionId: await first(
      'SELECT m.id FROM analytics_manual_connections m JOIN analytics_workspaces w ON w.id = m.workspace_id WHERE w.client_id = 1 LIMIT 1',
    ),
  };
}

/** Each parameter and the body: mostly valid (real ids first), the rest strange. */
function requestsOf(op: Operation): fc.Arbitrary<Request> {
  const valueOf = (p: Parameter) => {
    const valid = validOf(p.schema);
    const choices = [
      { weight: 3, arbitrary: valid },
      { weight: 2, arbitrary: strangeOf(p.schema) },
    ];
    if (p.in === 'path' && real[p.name] !== undefined)
      choices.push({ weight: 5, arbitrary: fc.constant(real[p.name]) });
    return fc.oneof(...choices);
  };
  const record = (where: string) =>
    fc.record(Object.fromEntries(op.parameters.filter((p) => p.in === where).map((p) => [p.name, valueOf(p)])), {
      requiredKeys: op.parameters.filter((p) => p.in === where && (p.required || where === 'path')).map((p) => p.name),
    });
  const body = op.body
    ? fc.oneof({ weight: 1, arbitrary: validOf(op.body) }, { weight: 1, arbitrary: strangeOf(op.body) })
    : fc.constant(undefined);
  return fc.record({ path: record('path'), query: record('query'), body });
}

function urlOf(op: Operation, request: Request): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(asText(request.path[name])[0]!));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) for (const text of asText(value)) query.append(name, text);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

function parsed(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** A repeatable seed per operation: the same requests on every run, whatever order the operations come in. */
const seedOf = (op: Operation) => SEED ^ createHash('sha1').update(`${op.method} ${op.path}`).digest().readInt32BE(0);

before(async () => {
  t = await createTestAnalytics();
  headers = (await t.auth('admin@beacon.test')) as Record<string, string>;
  keyHeaders = (await makeApiKey(t.db, null, 'Fuzzer')).headers;
  deployHeaders = (await makeDeployToken(t.db)).headers;
  operations = (await Promise.all(DOCUMENTS.map(operationsOf))).flat();
  real = await realIds();
});
after(async () => t.close());

describe('both OpenAPI documents, fuzzed from their own schemas', () => {
  test('every operation answers requests made from its schemas without a 5xx, and every 4xx with the error body', async () => {
    assert.ok(operations.length > 100, `only ${operations.length} operations`);
    const failures: string[] = [];
    let sent = 0;
    for (const op of operations) {
      for (const request of fc.sample(requestsOf(op), { seed: seedOf(op), numRuns: REQUESTS_PER_OPERATION })) {
        const url = urlOf(op, request);
        const response = await t.app.inject({
          method: op.method as 'POST',
          url,
          headers: {
            ...(op.apiKey ? keyHeaders : op.deployToken ? deployHeaders : headers),
            ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
        });
        sent += 1;
        const where = `${op.method} ${url.slice(0, 160)} ${JSON.stringify(request.body)?.slice(0, 160) ?? ''}`;
        if (response.statusCode >= 500)
          failures.push(`${response.statusCode} ${where}: ${response.body.slice(0, 200)}`);
        else if (response.statusCode >= 400) {
          const body = parsed(response.body);
          const house =
            body.status === response.statusCode &&
            typeof body.error === 'string' &&
            typeof body.message === 'string' &&
            Array.isArray(body.fields);
          if (!house)
            failures.push(`${response.statusCode} without the error body: ${where}: ${response.body.slice(0, 200)}`);
        }
      }
    }
    assert.ok(sent >= operations.length * REQUESTS_PER_OPERATION);
    assert.deepEqual(failures, []);
  });
});
