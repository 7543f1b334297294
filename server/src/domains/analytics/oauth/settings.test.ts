import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readEnvironment } from '../../../kernel/config/environment';
import { readOAuthSettings } from './settings';

const KEY = Buffer.alloc(32, 7);
const salesforceIssuer = (env: Record<string, string>) =>
  readOAuthSettings(readEnvironment(env), KEY).sources.SALESFORCE?.issuer;

test("Salesforce signs in at the stand-in until configured, then at its login host, a sandbox's, or the issuer named", () => {
  assert.equal(salesforceIssuer({}), null);
  assert.equal(salesforceIssuer({ BEACON_OAUTH_SALESFORCE_CLIENT_ID: 'app' }), 'https://login.salesforce.com');
  assert.equal(
    salesforceIssuer({
      BEACON_OAUTH_SALESFORCE_CLIENT_ID: 'app',
      BEACON_SALESFORCE_LOGIN_URL: 'https://test.salesforce.com',
    }),
    'https://test.salesforce.com',
  );
  assert.equal(
    salesforceIssuer({
      BEACON_OAUTH_SALESFORCE_CLIENT_ID: 'app',
      BEACON_OAUTH_SALESFORCE_ISSUER: 'https://acme.my.salesforce.com',
    }),
    'https://acme.my.salesforce.com',
  );
  // The login host alone changes nothing: without a client id of its own, the stand-in stays.
  assert.equal(salesforceIssuer({ BEACON_SALESFORCE_LOGIN_URL: 'https://test.salesforce.com' }), null);
});
