import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { srpSignIn } from '../../../tooling/testing/identity/test-srp-client';
import { cognitoCall } from '../../../tooling/testing/identity/test-protocol';
import { DEMO_PASSWORD } from '../../../tooling/seed/accounts';
import { ACCESS_CHANNEL } from '../../kernel/auth/access-cache';
import { DATA_CHANNEL } from '../../kernel/http/response-cache';
import { afterAnnounced } from '../../../tooling/testing/announced';
import { testAppOfFile } from '../../../tooling/testing/test-app';

/** The server as it runs, caches on: what it keeps per token or per user never outlives a change to the database. */
const t = testAppOfFile();

async function signIn(email: string) {
  const result = await srpSignIn(t.url, email, DEMO_PASSWORD, { poolName: t.identity.poolName });
  return result.body.AuthenticationResult as { IdToken: string; AccessToken: string };
}

const me = async (token: string) =>
  (await fetch(`${t.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } })).status;

describe('the access kept per token', () => {
  test('a user disabled a moment ago is refused at once, and let in again once enabled', async () => {
    const { IdToken } = await signIn('admin@acme.test');
    assert.equal(await me(IdToken), 200);
    assert.equal(await me(IdToken), 200);
    await afterAnnounced(t.db, ACCESS_CHANNEL, 'users', () =>
      t.db.query("UPDATE users SET enabled = false WHERE email = 'admin@acme.test'"),
    );
    assert.equal(await me(IdToken), 401);
    await afterAnnounced(t.db, ACCESS_CHANNEL, 'users', () =>
      t.db.query("UPDATE users SET enabled = true WHERE email = 'admin@acme.test'"),
    );
    assert.equal(await me(IdToken), 200);
  });

  test('signing out everywhere ends the token at once, though it was just used', async () => {
    const { IdToken, AccessToken } = await signIn('reports@acme.test');
    assert.equal(await me(IdToken), 200);
    const signedOut = await afterAnnounced(t.db, ACCESS_CHANNEL, 'identity_sessions', () =>
      cognitoCall(t.url, 'GlobalSignOut', { AccessToken }),
    );
    assert.equal(signedOut.status, 200);
    assert.equal(await me(IdToken), 401);
  });

  test('an advertiser taken from a user is out of reach at once', async () => {
    const { IdToken } = await signIn('reports@acme.test');
    const [assigned] = await t.db.query<{ id: number }>(
      `SELECT ua.advertiser_id AS id FROM user_advertisers ua JOIN users u ON u.id = ua.user_id
       WHERE u.email = 'reports@acme.test' ORDER BY 1 LIMIT 1`,
    );
    const campaigns = async () =>
      (
        await fetch(`${t.url}/api/clients/1/advertisers/${assigned!.id}`, {
          headers: { authorization: `Bearer ${IdToken}` },
        })
      ).status;
    assert.equal(await campaigns(), 200);
    const [user] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'reports@acme.test'");
    await afterAnnounced(t.db, ACCESS_CHANNEL, 'user_advertisers', () =>
      t.db.query('DELETE FROM user_advertisers WHERE user_id = $1 AND advertiser_id = $2', [user!.id, assigned!.id]),
    );
    assert.equal(await campaigns(), 404);
    await afterAnnounced(t.db, ACCESS_CHANNEL, 'user_advertisers', () =>
      t.db.query('INSERT INTO user_advertisers (user_id, advertiser_id) VALUES ($1, $2)', [user!.id, assigned!.id]),
    );
    assert.equal(await campaigns(), 200);
  });
});

describe('the answers kept per user', () => {
  test('a read asked twice is answered alike, and a change by any query shows at once', async () => {
    const headers = { authorization: `Bearer ${(await signIn('admin@acme.test')).IdToken}` };
    const name = async () =>
      ((await (await fetch(`${t.url}/api/clients/1`, { headers })).json()) as { data: { name: string } }).data.name;
    assert.equal(await name(), 'Acme Outdoor');
    assert.equal(await name(), 'Acme Outdoor');
    await afterAnnounced(t.db, DATA_CHANNEL, 'clients', () =>
      t.db.query("UPDATE clients SET name = 'Acme Outdoor Renamed' WHERE id = 1"),
    );
    assert.equal(await name(), 'Acme Outdoor Renamed');
    await afterAnnounced(t.db, DATA_CHANNEL, 'clients', () =>
      t.db.query("UPDATE clients SET name = 'Acme Outdoor' WHERE id = 1"),
    );
    assert.equal(await name(), 'Acme Outdoor');
  });
});

describe('report queries kept like reads', () => {
  test('the same question asked twice is answered alike; new delivery shows at once', async () => {
    const headers = {
      authorization: `Bearer ${(await signIn('admin@acme.test')).IdToken}`,
      'content-type': 'application/json',
    };
    const [campaign] = await t.db.query<{ id: number }>(
      'SELECT d.campaign_id AS id FROM daily_delivery d JOIN campaigns c ON c.id = d.campaign_id WHERE c.client_id = 1 LIMIT 1',
    );
    const ask = async () =>
      (
        await fetch(`${t.url}/api/clients/1/campaign-reports/query`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ campaignIds: [campaign!.id], groupBy: [] }),
        })
      ).text();
    const first = await ask();
    assert.equal(await ask(), first);
    await afterAnnounced(t.db, DATA_CHANNEL, 'daily_delivery', () =>
      t.db.query('UPDATE daily_delivery SET impressions = impressions + 1000 WHERE campaign_id = $1', [campaign!.id]),
    );
    assert.notEqual(await ask(), first);
  });
});
