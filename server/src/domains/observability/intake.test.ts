import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { testAppOfFile } from '../../../tooling/testing/test-app';

/** What @sentry/react sends: an envelope header, an item header, the event, each on its own line, as text/plain. */
function envelope(event: object, dsn: string): string {
  const eventId = 'a'.repeat(32);
  return [
    JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString(), dsn }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify({ event_id: eventId, ...event }),
  ].join('\n');
}

/** Where the SDK posts, from the DSN: `<protocol>//<host>/<path>/api/<project>/envelope/?sentry_key=<key>`. */
function envelopeUrl(dsn: string): string {
  const url = new URL(dsn);
  const project = url.pathname.split('/').pop();
  const path = url.pathname.slice(0, url.pathname.lastIndexOf('/'));
  return `${url.protocol}//${url.host}${path}/api/${project}/envelope/?sentry_key=${url.username}&sentry_version=7`;
}

const billingError = {
  platform: 'javascript',
  environment: 'production',
  release: 'billing@1.1.0-bbbbbbb',
  tags: { remote: 'billing', 'remote.version': '1.1.0-bbbbbbb', route: '/clients/1/billing', brand: 'northwind' },
  user: { id: 'f00dfeed' },
  request: { url: 'http://localhost/clients/1/billing', headers: { 'User-Agent': 'Mozilla/5.0 Chrome/131.0.0.0' } },
  exception: {
    values: [
      {
        type: 'TypeError',
        value: "Cannot read properties of undefined (reading 'total')",
        stacktrace: {
          frames: [{ filename: 'http://localhost/remotes/billing/1.1.0-bbbbbbb/451.js', lineno: 1, colno: 99 }],
        },
      },
    ],
  },
};

let dsn: string;
const t = testAppOfFile(
  {},
  {
    ready: async (app) => {
      dsn = ((await (await fetch(`${app.url}/config.json`)).json()) as { observability: { sentryDsn: string } })
        .observability.sentryDsn;
    },
  },
);

describe("Beacon's own error intake", () => {
  test('/config.json points the browser at this server, on the address it used', () => {
    assert.equal(dsn, `http://beacon@${new URL(t.url).host}/observability/1`);
  });

  test('an error reported as @sentry/react sends it is kept with its remote, release, route, brand, browser and user', async () => {
    const response = await fetch(envelopeUrl(dsn), {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: envelope(billingError, dsn),
    });
    assert.equal(response.status, 200);
    const [row] = await t.db.query<Record<string, unknown>>(
      `SELECT remote, version, route, brand, browser, user_hash, environment, type, message, frames
       FROM release_errors ORDER BY id DESC LIMIT 1`,
    );
    assert.deepEqual(row, {
      remote: 'billing',
      version: '1.1.0-bbbbbbb',
      route: '/clients/1/billing',
      brand: 'northwind',
      browser: 'Chrome 131',
      user_hash: 'f00dfeed',
      environment: 'production',
      type: 'TypeError',
      message: "Cannot read properties of undefined (reading 'total')",
      frames: [{ filename: 'http://localhost/remotes/billing/1.1.0-bbbbbbb/451.js', lineno: 1, colno: 99 }],
    });
  });

  test('an envelope with a binary item of a given length, and no content type, is read past that item', async () => {
    const binary = Buffer.from([0x78, 0x9c, 0x0a, 0x00, 0xff]);
    const body = Buffer.concat([
      Buffer.from(
        `${JSON.stringify({ dsn })}\n${JSON.stringify({ type: 'replay_recording', length: binary.length })}\n`,
      ),
      binary,
      Buffer.from(
        `\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify({ ...billingError, event_id: 'b'.repeat(32) })}\n`,
      ),
    ]);
    const response = await fetch(envelopeUrl(dsn), { method: 'POST', body });
    assert.equal(response.status, 200);
    const [row] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM release_errors WHERE event_id = '${'b'.repeat(32)}'`,
    );
    assert.equal(row?.n, 1);
  });

  test('a wrong key, or something that is not an envelope, is refused with a clear error', async () => {
    const wrongKey = await fetch(envelopeUrl(dsn).replace('sentry_key=beacon', 'sentry_key=other'), {
      method: 'POST',
      body: envelope(billingError, dsn),
    });
    assert.equal(wrongKey.status, 401);
    assert.equal(((await wrongKey.json()) as { message: string }).message, 'Unknown DSN key');
    const garbage = await fetch(envelopeUrl(dsn), { method: 'POST', body: 'not json\n{' });
    assert.equal(garbage.status, 400);
    assert.match(((await garbage.json()) as { message: string }).message, /Not a Sentry envelope/);
  });

  test('page views are counted per area release, and a malformed one is refused by field', async () => {
    const view = (body: object) =>
      fetch(`${t.url}/observability/page-views`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    assert.equal((await view({ remote: 'billing', version: '1.1.0-bbbbbbb' })).status, 204);
    const bad = await view({ remote: 'billing', version: '../../etc' });
    assert.equal(bad.status, 400);
    assert.equal(((await bad.json()) as { fields: { field: string }[] }).fields[0]?.field, 'version');
    const [row] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM release_page_views WHERE remote = 'billing' AND version = '1.1.0-bbbbbbb'",
    );
    assert.equal(row?.n, 1);
  });
});
