import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { call } from '../../../tooling/testing/call';
import { testApiOfFile } from '../../../tooling/testing/test-api';

const t = testApiOfFile();

const get = async (url: string, accept = 'application/json') =>
  t.app.inject({ url, headers: { ...(await t.auth('admin@beacon.test')), accept } });

describe('input strictness', () => {
  test('ids and numbers are base-10 digits only: 0x10 is not 16', async () => {
    assert.equal((await get('/api/clients/1')).statusCode, 200);
    for (const id of ['0x1', '0X1', '0o1', '0b1', '1e0', '%201', '%2B1', '1%20', 'Infinity', '1.0']) {
      const response = await get(`/api/clients/${id}`);
      assert.equal(response.statusCode, 400, `${id}: ${response.body.slice(0, 120)}`);
      const body = JSON.parse(response.body);
      assert.equal(body.message, 'Invalid params', id);
      assert.equal(body.fields[0].field, 'clientId', id);
    }
    assert.equal((await get('/api/notifications?page=1&pageSize=10')).statusCode, 200);
    for (const query of ['page=0x2', 'pageSize=1e1', 'page=%2B1']) {
      const response = await get(`/api/notifications?${query}`);
      assert.equal(response.statusCode, 400, query);
      assert.equal(JSON.parse(response.body).message, 'Invalid querystring', query);
    }
  });

  test('JSON bodies are taken as sent: a number is not coerced into a string, nor a string into a number', async () => {
    for (const body of [{ firstName: 12345 }, { firstName: true }, { firstName: null }, { lastName: ['a'] }]) {
      const response = await call(t, 'admin@beacon.test', 'PATCH', '/api/users/me', body);
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.equal(response.body.message, 'Invalid body');
      assert.equal(response.body.fields[0].field, Object.keys(body)[0]);
    }
    const ok = await call(t, 'admin@beacon.test', 'PATCH', '/api/users/me', { firstName: 'Ada' });
    assert.equal(ok.status, 200);
    assert.equal(ok.body.data.firstName, 'Ada');
    const schedule = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/notifications', {
      category: 'general',
      title: 123,
      content: 'x',
    });
    assert.equal(schedule.status, 400);
  });

  test('a path segment over 100 characters gets the API answer (400), not the static server', async () => {
    for (const accept of ['application/json', 'text/html']) {
      const response = await get(`/api/clients/${'1'.repeat(150)}`, accept);
      assert.equal(response.statusCode, 400, accept);
      assert.match(String(response.headers['content-type']), /application\/json/);
      assert.equal(JSON.parse(response.body).fields[0].field, 'clientId');
      const nested = await get(`/api/clients/1/campaigns/${'9'.repeat(300)}`, accept);
      assert.equal(nested.statusCode, 400, accept);
    }
    const words = await get(`/api/clients/1/users/${'u'.repeat(400)}`);
    assert.ok([400, 404].includes(words.statusCode), String(words.statusCode));
    assert.equal(JSON.parse(words.body).status, words.statusCode);
  });
});
