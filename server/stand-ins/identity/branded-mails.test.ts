import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { createAccount } from './create-account';
import { portalUrlOf, DEFAULT_SITES } from '../../src/kernel/config/sites';
import {
  cognitoCall,
  codeIn,
  latestMail,
  startTestServer,
  TEST_CLIENT_ID,
  type TestServer,
} from '../../tooling/testing/identity/test-server';

// A client with a host name of its own (Northwind at northwind.localhost) gets its mails' links on that host, not
// on the agency's address.
let server: TestServer;
before(async () => {
  server = await startTestServer({
    appUrl: 'http://localhost:8080',
    mailBrand: async (email) => (email.endsWith('@northwind.test') ? 'northwind' : null),
    appUrlOf: (brand) => portalUrlOf(brand, DEFAULT_SITES, 'http://localhost:8080'),
  });
});
after(() => server.close());

it("sends a client's reset link to the client's own host, and the agency's to the agency's address", async () => {
  for (const [email, host] of [
    ['runner@northwind.test', 'http://northwind.localhost:8080'],
    ['planner@beacon.test', 'http://localhost:8080'],
  ] as const) {
    await createAccount(server.db, { email, password: 'Str0ng-Passw0rd!' }, server.identity.config);
    const sent = await cognitoCall(server.url, 'ForgotPassword', { ClientId: TEST_CLIENT_ID, Username: email });
    assert.equal(sent.status, 200);
    const mail = await latestMail(server.url, email);
    const code = codeIn(mail.text);
    assert.ok(
      mail.text.includes(`${host}/auth/forgot-password?user=${encodeURIComponent(email)}&code=${code}`),
      mail.text,
    );
  }
});

it('keeps the public address for a brand without a host name of its own', () => {
  assert.equal(portalUrlOf('beacon', DEFAULT_SITES, 'https://portal.agency.example'), 'https://portal.agency.example');
  assert.equal(portalUrlOf('northwind', DEFAULT_SITES, 'https://portal.agency.example'), 'https://northwind.localhost');
});
