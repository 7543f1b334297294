import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { analyticsForFile } from '../../../../tooling/testing/test-analytics';
import { assistantSockets, type Message } from '../../../../tooling/testing/test-socket';

const t = analyticsForFile();
const { signedIn } = assistantSockets(() => t);

/** What the socket answers a sign-in with a focus, beside what the hub answers the same focus as a path. */
async function bothWays(email: string, focus: { clientId: number; advertiserId?: number; campaignId?: number }) {
  const below = focus.campaignId
    ? `/campaigns/${focus.campaignId}`
    : focus.advertiserId
      ? `/advertisers/${focus.advertiserId}`
      : '/advertisers';
  const path = `/api/clients/${focus.clientId}${below}`;
  const api = await t.call(email, 'GET', path);
  const socket = await signedIn(email, focus);
  const closed = await socket.closed;
  return { api, refused: socket.ready as Message, closed };
}

const firstOf = async (sql: string, params: unknown[]) => (await t.db.query<{ id: number }>(sql, params))[0]!.id;

describe("the assistant socket checks a client as the API does (the path guard's guardClient)", () => {
  test("another client's id: 404 from the API, not-found and close 4004 from the socket", async () => {
    const { api, refused, closed } = await bothWays('admin@acme.test', { clientId: t.globex });
    assert.equal(api.status, 404);
    assert.deepEqual([refused.type, refused.code, refused.message], ['error', 'not-found', api.body.message]);
    assert.equal(closed, 4004);
  });

  test("another client's advertiser or campaign under one's own client is not found either way", async () => {
    const advertiser = await firstOf('SELECT id FROM advertisers WHERE client_id = $1 ORDER BY id LIMIT 1', [t.globex]);
    const campaign = await firstOf('SELECT id FROM campaigns WHERE client_id = $1 ORDER BY id LIMIT 1', [t.globex]);
    for (const focus of [
      { clientId: t.acme, advertiserId: advertiser },
      { clientId: t.acme, campaignId: campaign },
    ]) {
      const { api, refused, closed } = await bothWays('admin@acme.test', focus);
      assert.equal(api.status, 404, JSON.stringify(focus));
      assert.deepEqual([refused.code, refused.message, closed], ['not-found', api.body.message, 4004]);
    }
  });

  test('a campaign of one advertiser named under another of the same client is not found', async () => {
    const campaign = await firstOf('SELECT id FROM campaigns WHERE client_id = $1 ORDER BY id LIMIT 1', [t.acme]);
    const other = await firstOf(
      'SELECT a.id FROM advertisers a WHERE a.client_id = $1 AND a.id <> (SELECT advertiser_id FROM campaigns WHERE id = $2) ORDER BY a.id LIMIT 1',
      [t.acme, campaign],
    );
    const c = await signedIn('admin@acme.test', { clientId: t.acme, advertiserId: other, campaignId: campaign });
    assert.deepEqual([c.ready.code, await c.closed], ['not-found', 4004]);
  });

  test('a deleted client: agency staff reach every client, yet a client that is gone is 404 and 4004', async () => {
    const gone = await firstOf("INSERT INTO clients (name) VALUES ('Gone Ltd') RETURNING id", []);
    await t.db.query('DELETE FROM clients WHERE id = $1', [gone]);
    const { api, refused, closed } = await bothWays('admin@beacon.test', { clientId: gone });
    assert.equal(api.status, 404);
    assert.deepEqual([refused.code, refused.message, closed], ['not-found', api.body.message, 4004]);
  });

  test('terms of use not accepted: 403 from the API, forbidden and close 4003 from the socket', async () => {
    const { api, refused, closed } = await bothWays('newterms@globex.test', { clientId: t.globex });
    assert.equal(api.status, 403);
    assert.deepEqual([refused.code, refused.message, closed], ['forbidden', api.body.message, 4003]);
  });

  test('its own client opens the conversation', async () => {
    const c = await signedIn('admin@acme.test', { clientId: t.acme });
    assert.equal(c.ready.type, 'ready', JSON.stringify(c.ready));
    assert.equal(c.ready.clientId, t.acme);
    c.socket.close();
  });
});
