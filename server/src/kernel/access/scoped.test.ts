import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Database } from '../db/database';
import { clientScope, narrowToAdvertiser, type AccessScope } from './scope';
import { acrossClients, scoped, tables } from './scoped';

const agencyStaff = { allClients: true, clientIds: [], advertiserIds: null } as unknown as AccessScope;
const acmeReporter = { allClients: false, clientIds: [1], advertiserIds: [3, 4] } as unknown as AccessScope;
const noDatabase = { kind: 'pglite' } as Database;

describe('client-scoped queries are built with the scope', () => {
  test('a query of client data without a scope does not type-check', () => {
    // @ts-expect-error Client tables are out of reach of the builder for queries that are not about one client.
    void (() => tables(noDatabase).selectFrom('campaigns').selectAll());
    // @ts-expect-error Nor their child tables.
    void (() => tables(noDatabase).selectFrom('line_items').selectAll());
    // @ts-expect-error A scope written by hand is not a ClientScope.
    void (() => scoped(noDatabase, { clientId: 2, advertiserIds: null }).selectFrom('campaigns'));
    // @ts-expect-error Nor can a scoped query start from a table that has no client.
    void (() => scoped(noDatabase, clientScope(agencyStaff, 2)).selectFrom('users'));
    assert.ok(tables(noDatabase).selectFrom('users').select('id').compile().sql.includes('"users"'));
  });

  test("every scoped query carries the client and, for a limited user, the user's advertisers", () => {
    const staff = scoped(noDatabase, clientScope(agencyStaff, 2)).selectFrom('campaigns as c').select('c.id').compile();
    assert.match(staff.sql, /where \("c"\."client_id" = \$1\)$/);
    assert.deepEqual(staff.parameters, [2]);

    const reporter = scoped(noDatabase, clientScope(acmeReporter, 1))
      .selectFrom('invoices as i')
      .select('i.id')
      .where('i.id', '=', 7)
      .compile();
    assert.match(
      reporter.sql,
      /\("i"\."client_id" = \$1 AND "i"\."advertiser_id" = ANY\(\$2::int\[\]\)\) and "i"\."id" = \$3/,
    );
    assert.deepEqual(reporter.parameters, [1, [3, 4], 7]);
  });

  test("a table tied to its advertiser is scoped through the advertiser's client", () => {
    const scope = narrowToAdvertiser(clientScope(acmeReporter, 1), 4);
    const query = scoped(noDatabase, scope).deleteFrom('audiences as au').where('au.id', '=', 9).compile();
    assert.match(query.sql, /"au"\."advertiser_id" IN \(SELECT id FROM advertisers WHERE client_id = \$1\)/);
    assert.deepEqual(query.parameters, [1, [4], 9]);
  });

  test('queries across clients say so', () => {
    assert.ok(acrossClients(noDatabase).selectFrom('campaigns').select('id').compile().sql.startsWith('select'));
  });
});
