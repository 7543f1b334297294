import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import { call } from '../../../tooling/testing/call';
import { clientIdOf, testApiOfFile } from '../../../tooling/testing/test-api';
import { logoRoutes } from '../../apis/platform/logo-routes';
import { DEFAULT_SITES, siteFor } from '../../kernel/config/sites';
import { brandOfClient } from '../../kernel/mail/brand';
import { portalLink } from '../../kernel/mail/portal-links';
import { renderMail } from '../../kernel/mail/templates';
import { openFileStore } from '../../kernel/storage/file-store';

const t = testApiOfFile();
const ADMIN = 'admin@beacon.test';

/** A brand whose colours pass every check, for one host name. */
const brandFor = (host: string) => ({
  name: 'Acme Outdoor',
  palette: ['#0b7285', '#1f4e79', '#a6611a', '#6c5ce7', '#2b8a3e', '#c92a2a', '#5c6b7a'],
  ink: '#1b2b1f',
  loginBackground: { kind: 'gradient', angle: 150, stops: [1, 0] },
  hosts: [host, `www.${host}`],
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
function imageUpload(fileName: string, content: Buffer | string) {
  const boundary = '----brand-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${fileName}"\r\n\r\n`),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = async (clientId: number, fileName: string, content: Buffer | string) => {
  const { payload, headers } = imageUpload(fileName, content);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/clients/${clientId}/brand/logo`,
    payload,
    headers: { ...headers, ...(await t.auth(ADMIN)) },
  });
  return { status: response.statusCode, body: JSON.parse(response.body) };
};

describe('Administration › Brands: a client brand without a release', () => {
  test('a BeaconAdmin saves a brand, and the site answer of its host names serves it, bound to the client', async () => {
    const acme = await clientIdOf(t.db, 'Acme Outdoor');
    const saved = await call(t, ADMIN, 'PUT', `/api/clients/${acme}/brand`, brandFor('Acme.Example.com'));
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(saved.body.data.hosts, ['acme.example.com', 'www.acme.example.com']);

    const site = await siteFor(t.db, 'acme.example.com:8443', DEFAULT_SITES);
    assert.equal(site.isDefaultDomain, false);
    assert.equal(site.boundClientId, acme);
    assert.equal(site.brand, `client-${acme}`);
    assert.equal(site.theme?.name, 'Acme Outdoor');
    assert.equal(site.theme?.palette[0], '#0b7285');
    assert.equal(site.theme?.loginBackground, 'linear-gradient(150deg, #1f4e79, #0b7285)');
    assert.equal(site.theme?.logoUrl, null);

    const [audit] = await t.db.query<{ actor_email: string; client_id: number }>(
      "SELECT actor_email, client_id FROM audit_events WHERE action = 'brand.saved' ORDER BY id DESC LIMIT 1",
    );
    assert.deepEqual(audit, { actor_email: ADMIN, client_id: acme });
    assert.deepEqual((await call(t, ADMIN, 'GET', `/api/clients/${acme}/brand`)).body.data, saved.body.data);
  });

  test("mails of the client take its brand's name and colours, and their links its host name", async () => {
    const acme = await clientIdOf(t.db, 'Acme Outdoor');
    await call(t, ADMIN, 'PUT', `/api/clients/${acme}/brand`, { ...brandFor('mail.acme.test'), name: 'Acme Mail' });
    const brand = await brandOfClient(t.db, acme);
    assert.equal(brand, `client-${acme}`);
    const mail = await renderMail(brand, { heading: 'Hello', paragraphs: ['Text'] });
    assert.match(mail.html, /Acme Mail/);
    assert.match(mail.html, /#1b2b1f/i);
    assert.equal(new URL(portalLink(brand, '/campaigns')).hostname, 'mail.acme.test');
  });

  test('client admins and other roles are refused with 403, whatever they send', async () => {
    const acme = await clientIdOf(t.db, 'Acme Outdoor');
    for (const email of ['admin@acme.test', 'staff@beacon.test', 'reports@acme.test']) {
      assert.equal((await call(t, email, 'GET', `/api/clients/${acme}/brand`)).status, 403, email);
      const put = await call(t, email, 'PUT', `/api/clients/${acme}/brand`, brandFor('nope.example.com'));
      assert.equal(put.status, 403, email);
    }
  });

  test('a colour under AA, a bad host name and a bad background are named per field, with the ratio', async () => {
    const acme = await clientIdOf(t.db, 'Acme Outdoor');
    const bad = {
      ...brandFor('ok.example.com'),
      palette: ['#f2a541', '#1f4e79', '#ffff00', '#6c5ce7', 'red', '#c92a2a', '#5c6b7a'],
      ink: '#0e9fb8',
      loginBackground: { kind: 'colour', colour: '#ffffff' },
      hosts: ['ok.example.com', 'https://bad.example.com/path', 'localhost', 'OK.example.com'],
    };
    const refused = await call(t, ADMIN, 'PUT', `/api/clients/${acme}/brand`, bad);
    assert.equal(refused.status, 400);
    const byField = Object.fromEntries(
      (refused.body.fields as { field: string; message: string }[]).map((f) => [f.field, f.message]),
    );
    assert.equal(byField['palette.0'], '2.05:1 for white text on the primary colour: fails AA (4.5:1 needed)');
    assert.match(byField['palette.2']!, /^1\.07:1 for a chart colour on white: fails AA \(3:1 needed\)$/);
    assert.equal(byField['palette.4'], 'red is not a colour: use #rrggbb');
    assert.match(byField.ink!, /fails AA \(4\.5:1 needed\)/);
    assert.match(byField['loginBackground.colour']!, /^1\.00:1 for the sign-in panel's white text: fails AA/);
    assert.match(byField['hosts.1']!, /not a valid host name/);
    assert.match(byField['hosts.2']!, /not a host name with a domain/);
    assert.equal(byField['hosts.3'], 'ok.example.com is listed twice');
    assert.equal(byField['hosts.0'], undefined);
  });

  test("a host name another client's brand shows, or BEACON_SITES gives another client, is refused, naming it", async () => {
    const acme = await clientIdOf(t.db, 'Acme Outdoor');
    const globex = await clientIdOf(t.db, 'Globex Retail');
    assert.equal((await call(t, ADMIN, 'PUT', `/api/clients/${acme}/brand`, brandFor('one.example.com'))).status, 200);
    const taken = await call(t, ADMIN, 'PUT', `/api/clients/${globex}/brand`, {
      ...brandFor('two.example.com'),
      hosts: ['two.example.com', 'www.one.example.com'],
    });
    assert.equal(taken.status, 400);
    assert.deepEqual(taken.body.fields, [
      { field: 'hosts.1', message: 'www.one.example.com already shows the brand of Acme Outdoor' },
    ]);
    assert.equal((await siteFor(t.db, 'two.example.com', DEFAULT_SITES)).isDefaultDomain, true);

    const northwinds = await call(t, ADMIN, 'PUT', `/api/clients/${globex}/brand`, {
      ...brandFor('three.example.com'),
      hosts: ['northwind-uat.localhost'],
    });
    assert.deepEqual(northwinds.body.fields, [
      { field: 'hosts.0', message: 'northwind-uat.localhost is the host name of Northwind Fitness (BEACON_SITES)' },
    ]);
  });

  test('a logo is PNG, SVG, JPEG or WebP; an SVG that could run anything is refused; the logo service serves it', async () => {
    const acme = await clientIdOf(t.db, 'Acme Outdoor');
    await call(t, ADMIN, 'PUT', `/api/clients/${acme}/brand`, brandFor('logo.example.com'));
    const text = await upload(acme, 'logo.png', 'not an image at all');
    assert.equal(text.status, 400);
    assert.deepEqual(text.body.fields, [{ field: 'logo', message: 'logo.png is not a PNG, SVG, JPEG or WebP image' }]);
    const scripted = await upload(acme, 'logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    assert.equal(scripted.status, 400);
    assert.match(scripted.body.fields[0].message, /event handler/);
    const huge = await upload(acme, 'logo.png', Buffer.concat([PNG, Buffer.alloc(600 * 1024)]));
    assert.equal(huge.status, 400);
    assert.match(huge.body.fields[0].message, /larger than 512 KB/);

    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
    const saved = await upload(acme, 'logo.svg', svg);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.match(saved.body.data.logoUrl, new RegExp(`^/brand-images/${acme}/logo\\?v=\\d+$`));

    const platform = Fastify();
    const fileStore = openFileStore('disk', { db: t.db, filesDir: t.filesDir });
    await logoRoutes(platform, DEFAULT_SITES, ['localhost'], { db: t.db, fileStore });
    const logo = await platform.inject('/logos/logo.example.com/logo');
    assert.equal(logo.statusCode, 200);
    assert.equal(logo.headers['content-type'], 'image/svg+xml');
    assert.match(String(logo.headers['content-security-policy']), /default-src 'none'/);
    assert.equal(logo.body, svg);
    assert.equal((await platform.inject('/logos/logo.example.com/icon')).statusCode, 404);
    assert.equal((await platform.inject(saved.body.data.logoUrl)).body, svg);
    assert.match((await platform.inject('/logos/northwind.localhost/logo')).body, /Northwind/);
  });

  test('Northwind keeps its built-in brand without one set, and a deleted brand falls back to it', async () => {
    const northwind = await clientIdOf(t.db, 'Northwind Fitness');
    const before = await siteFor(t.db, 'northwind.localhost', DEFAULT_SITES);
    assert.deepEqual(before, { brand: 'northwind', isDefaultDomain: false, boundClientId: northwind, theme: null });

    const put = await call(t, ADMIN, 'PUT', `/api/clients/${northwind}/brand`, {
      ...brandFor('northwind.localhost'),
      name: 'Northwind Fitness (new)',
      hosts: ['northwind.localhost'],
    });
    assert.equal(put.status, 200);
    assert.equal((await siteFor(t.db, 'northwind.localhost', DEFAULT_SITES)).theme?.name, 'Northwind Fitness (new)');
    assert.equal((await call(t, ADMIN, 'DELETE', `/api/clients/${northwind}/brand`)).status, 204);
    assert.deepEqual(await siteFor(t.db, 'northwind.localhost', DEFAULT_SITES), before);
    assert.equal((await call(t, ADMIN, 'DELETE', `/api/clients/${northwind}/brand`)).status, 404);
  });
});
