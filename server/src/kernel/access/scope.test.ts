import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { campaignMetrics } from '../../domains/campaigns/queries';
import type { Database } from '../db/database';
import { clientScope, type AccessScope } from './scope';

const agencyStaff = { allClients: true, clientIds: [], advertiserIds: null } as unknown as AccessScope;
const acmeReporter = { allClients: false, clientIds: [1], advertiserIds: [3, 4] } as unknown as AccessScope;
const noDatabase = {} as Database;

describe('scope by construction', () => {
  test('a client-scoped query takes only a scope that clientScope checked', () => {
    // @ts-expect-error A scope written by hand is not a ClientScope: the query does not type-check.
    void (() => campaignMetrics(noDatabase, { clientId: 2, advertiserIds: null }));
    // @ts-expect-error Nor is a client id alone.
    void (() => campaignMetrics(noDatabase, 2));
    assert.ok(clientScope(agencyStaff, 2));
  });

  test("a client out of the caller's reach has no scope at all: 404, as if it did not exist", () => {
    assert.throws(() => clientScope(acmeReporter, 2), { status: 404 });
    assert.deepEqual({ ...clientScope(acmeReporter, 1) }, { clientId: 1, advertiserIds: [3, 4] });
  });
});
