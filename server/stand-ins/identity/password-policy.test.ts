import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { publicAuthConfig } from './config';
import { generateTemporaryPassword } from './create-account';
import { assertPasswordPolicy, passwordPolicyProblem } from './password-policy';

describe('password policy', () => {
  it('requires 8 characters with upper, lower, digit and symbol', () => {
    for (const [password, problem] of [
      ['Sh0rt!', 'Password not long enough'],
      ['lower-case-1', 'Password must have uppercase characters'],
      ['UPPER-CASE-1', 'Password must have lowercase characters'],
      ['No-Digits-Here', 'Password must have numeric characters'],
      ['NoSymbols123', 'Password must have symbol characters'],
      ['Good-Passw0rd', null],
      ['With Space1', null],
    ] as const)
      assert.equal(passwordPolicyProblem(password), problem, password);
    assert.throws(() => assertPasswordPolicy('weak'), {
      name: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password not long enough',
    });
  });

  it('makes temporary passwords that meet it', () => {
    for (let i = 0; i < 200; i++) assert.equal(passwordPolicyProblem(generateTemporaryPassword()), null);
  });
});

describe('publicAuthConfig', () => {
  const config = { poolId: 'us-east-1_beaconlocal', clientId: 'client' };
  it('points Amplify at this service', () => {
    assert.deepEqual(publicAuthConfig(config, 'http://localhost:8080/'), {
      Auth: {
        Cognito: {
          userPoolId: 'us-east-1_beaconlocal',
          userPoolClientId: 'client',
          userPoolEndpoint: 'http://localhost:8080/identity/',
          loginWith: { email: true },
        },
      },
    });
  });
  it('leaves the endpoint out for a real Cognito pool', () => {
    assert.equal('userPoolEndpoint' in publicAuthConfig(config).Auth.Cognito, false);
  });
});
