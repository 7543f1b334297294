import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { canAccess, requirementOf, type AccessRequirement, type AccessSubject } from '@beacon/shared/contract';
import { SEEDED_ACCOUNTS } from '../../../tooling/seed/accounts';
import { fillPath, operationsOf, validBody, type Operation } from '../../../tooling/testing/operations';
import { createTestAnalytics, type TestAnalytics } from '../../../tooling/testing/test-analytics';
import { resolveUser } from '../auth/resolve-user';
import { REQUIREMENT_EXTENSION } from './route-requirements';

let t: TestAnalytics;
before(async () => {
  t = await createTestAnalytics();
});
after(async () => t.close());

/** Each operation's requirement as its OpenAPI document publishes it (what a front end reads), by operationId. */
async function published(document: string): Promise<Map<string, AccessRequirement>> {
  const doc = (await t.app.inject({ url: document })).json() as {
    paths: Record<string, Record<string, { operationId: string; [REQUIREMENT_EXTENSION]?: AccessRequirement }>>;
  };
  const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
  return new Map(
    operations.flatMap((op) => (op[REQUIREMENT_EXTENSION] ? [[op.operationId, op[REQUIREMENT_EXTENSION]]] : [])),
  );
}

test("every read of both APIs, for every seeded account, is refused exactly when the front end's rule says so", async () => {
  const requirements = new Map([
    ...(await published('/api/openapi.json')),
    ...(await published('/analytics/openapi.json')),
  ]);
  const reads = [...(await operationsOf(t)), ...(await operationsOf(t, '/analytics/openapi.json'))].filter(
    (op: Operation) => op.method === 'GET' && !op.apiKey && !op.deployToken && !op.public,
  );
  assert.ok(reads.length > 70, `only ${reads.length} reads`);
  let refused = 0;
  let answered = 0;
  for (const account of SEEDED_ACCOUNTS.filter((a) => !a.temporary)) {
    const user = (await resolveUser(t.db, { email: account.email }))!;
    for (const op of reads) {
      const url = fillPath(op.path, { clientId: user.clientId ?? 1 });
      const response = await t.call(account.email, 'GET', url);
      // Input is judged before access (a read that needs a query it was not given is a 400 for anyone).
      if (response.status === 400) continue;
      const requirement = requirements.get(op.operationId);
      assert.ok(requirement, `${op.operationId} publishes no requirement`);
      const mayCall = canAccess(user as AccessSubject, requirement);
      const where = `${account.email} GET ${url}: ${response.status} ${response.raw.body.slice(0, 120)}`;
      assert.equal(response.status !== 403, mayCall, where);
      if (mayCall) answered += 1;
      else refused += 1;
    }
  }
  assert.ok(refused > 100 && answered > 350, `${refused} refused, ${answered} answered`);
});

test('a REPORTING_ONLY user given INVOICES_READ is refused billing, as the drawer hides Billing from them', async () => {
  const email = 'reports@acme.test';
  const clientId = (await resolveUser(t.db, { email }))!.clientId!;
  await t.db.query(`UPDATE users SET privileges = array_append(privileges, 'INVOICES_READ') WHERE email = $1`, [email]);
  try {
    const user = (await resolveUser(t.db, { email }))!;
    assert.ok(user.privileges.includes('INVOICES_READ'));
    // The front end's Billing route names the operation; its rule keeps the limited roles out.
    assert.equal(canAccess(user as AccessSubject, requirementOf('listInvoices')), false);
    for (const url of [`/api/clients/${clientId}/invoices`, `/api/clients/${clientId}/invoices/metrics`]) {
      const response = await t.call(email, 'GET', url);
      assert.equal(response.status, 403, url);
      assert.equal(response.body.message, 'Forbidden');
    }
    assert.equal((await t.call('admin@acme.test', 'GET', `/api/clients/${clientId}/invoices`)).status, 200);
  } finally {
    await t.db.query(`UPDATE users SET privileges = array_remove(privileges, 'INVOICES_READ') WHERE email = $1`, [
      email,
    ]);
  }
});

test('each refusal says why: the terms of use, a read-only role, or plainly Forbidden', async () => {
  const globex = (await resolveUser(t.db, { email: 'newterms@globex.test' }))!.clientId!;
  const terms = await t.call('newterms@globex.test', 'GET', '/analytics/assistant/conversations');
  assert.deepEqual([terms.status, terms.body.message], [403, 'Accept the terms of use to continue']);
  // The same user reaches what is no client's data, such as their own profile, to accept the terms there.
  assert.equal((await t.call('newterms@globex.test', 'GET', '/api/users/me')).status, 200);
  assert.equal((await t.call('newterms@globex.test', 'GET', `/api/clients/${globex}/campaigns`)).status, 403);
  const acme = (await resolveUser(t.db, { email: 'reports@acme.test' }))!.clientId!;
  const body = validBody('createClientCustomReport', 'rule') as object;
  const write = await t.call('reports@acme.test', 'POST', `/api/clients/${acme}/custom-reports`, body);
  assert.deepEqual([write.status, write.body.message], [403, 'Your role can view this but not change it']);
  const users = await t.call('reports@acme.test', 'GET', `/api/clients/${acme}/users`);
  assert.deepEqual([users.status, users.body.message], [403, 'Forbidden']);
  const admin = await t.call('staff@beacon.test', 'GET', '/api/internal-users');
  assert.deepEqual([admin.status, admin.body.message], [403, 'Forbidden']);
});
