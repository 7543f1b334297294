import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, test } from 'node:test';
import { notificationSignature } from '../notifications/signature';
import { call } from '../../../tooling/testing/call';
import { NOTIFICATION_SECRET, testApiOfFile } from '../../../tooling/testing/test-api';

// Products, feature flags and notification signatures share one seeded database: each is a few lines of API.
const t = testApiOfFile();

describe('products and categories', () => {
  test('categories with counts; products by category and search', async () => {
    const categories = await call(t, 'reports@acme.test', 'GET', '/api/product-categories');
    assert.ok(categories.body.data.length >= 5);
    const programmatic = categories.body.data.find((c: { slug: string }) => c.slug === 'programmatic');
    const products = await call(t, 'admin@acme.test', 'GET', '/api/products?category=programmatic');
    assert.equal(products.body.data.length, programmatic.productCount);
    assert.ok(products.body.data.every((p: { category: { slug: string } }) => p.category.slug === 'programmatic'));
    const search = await call(t, 'admin@acme.test', 'GET', '/api/products?search=connected');
    assert.deepEqual(
      search.body.data.map((p: { name: string }) => p.name),
      ['Connected TV'],
    );
  });
});

describe('feature flags', () => {
  test('any of two flags: the admin variant is on for internal users only', async () => {
    const url = '/api/feature-flags/check?flags=SHOW_RICH_MEDIA_REVIEW_TABLE&flags=SHOW_RICH_MEDIA_REVIEW_TABLE_ADMIN';
    assert.equal((await call(t, 'admin@beacon.test', 'GET', url)).body.data.enabled, true);
    assert.equal((await call(t, 'admin@acme.test', 'GET', url)).body.data.enabled, false);
    await t.db.query("UPDATE feature_flags SET audience = 'all' WHERE name = 'SHOW_RICH_MEDIA_REVIEW_TABLE'");
    assert.equal((await call(t, 'admin@acme.test', 'GET', url)).body.data.enabled, true);
    assert.equal(
      (await call(t, 'admin@acme.test', 'GET', '/api/feature-flags/check?flags=noSuchFlag')).body.data.enabled,
      false,
    );
  });
});

describe('notification signature', () => {
  test('base64 HMAC-SHA256 of the email under the secret, for me and for a user I manage', async () => {
    const expected = createHmac('sha256', NOTIFICATION_SECRET).update('admin@acme.test').digest('base64');
    assert.equal(notificationSignature('admin@acme.test', NOTIFICATION_SECRET), expected);
    const mine = await call(t, 'admin@acme.test', 'GET', '/api/users/me/notification-signature');
    assert.deepEqual(mine.body.data, { email: 'admin@acme.test', hash: expected });
    const theirs = await call(
      t,
      'admin@acme.test',
      'GET',
      '/api/clients/1/users/reports@acme.test/notification-signature',
    );
    assert.equal(theirs.body.data.hash, notificationSignature('reports@acme.test', NOTIFICATION_SECRET));
    assert.equal(
      (await call(t, 'reports@acme.test', 'GET', '/api/clients/1/users/admin@acme.test/notification-signature')).status,
      403,
    );
    assert.equal(
      (await call(t, 'admin@acme.test', 'GET', '/api/clients/1/users/newterms@globex.test/notification-signature'))
        .status,
      404,
    );
  });
});
