import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readFileSync } from 'node:fs';
import { ConfigError, readConfig } from './config';
import { DEFAULTS, Environment } from './environment';
import { OAUTH_SOURCE_TYPES } from './sources';

/** The message a deployment with these variables would stop with. */
function refusal(env: Record<string, string>): string {
  try {
    readConfig(env);
  } catch (error) {
    assert.ok(error instanceof ConfigError, `expected a ConfigError, got ${String(error)}`);
    return error.message;
  }
  assert.fail(`${JSON.stringify(env)} was accepted`);
}

describe('the configuration', () => {
  test('an empty environment gives every local default', () => {
    const config = readConfig({});
    assert.equal(config.port, 8080);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.workers, 1);
    assert.equal(config.dbPoolSize, 10);
    assert.equal(config.reportSchedulerSeconds, 60);
    assert.equal(config.accessCacheSeconds, 10);
    assert.equal(config.responseCacheSeconds, 2);
    assert.equal(config.fileStore, null);
    assert.equal(config.identity.idTokenSeconds, 3600);
    assert.deepEqual(config.canary, { checkSeconds: 10, minErrors: 5, errorRateMargin: 0.05 });
    assert.equal(config.notify.baseUrl, '/notify');
    assert.equal(config.notify.streamTokenSeconds, 3600);
    assert.equal(config.sites[0]?.brand, 'northwind');
    assert.equal(config.analytics.llm, null);
  });

  test('values are read as what they mean: numbers, lists, JSON', () => {
    const config = readConfig({
      PORT: '9206',
      BEACON_WORKERS: '3',
      BEACON_CANARY_ERROR_RATE_MARGIN: '0.1',
      BEACON_NOTIFY_STREAM_TOKEN_SECONDS: '15',
      BEACON_REPORT_SCHEDULER_SECONDS: '0',
      BEACON_FILE_STORE: 'database',
      BEACON_TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8',
      BEACON_SITES: JSON.stringify([{ hosts: ['acme.example'], brand: 'acme', clientName: 'Acme Outdoor' }]),
      BEACON_LLM_URL: 'http://127.0.0.1:11434/v1',
    });
    assert.equal(config.port, 9206);
    assert.equal(config.publicUrl, 'http://localhost:9206');
    assert.equal(config.workers, 3);
    assert.equal(config.canary.errorRateMargin, 0.1);
    assert.equal(config.notify.streamTokenSeconds, 15);
    assert.equal(config.reportSchedulerSeconds, 0);
    assert.equal(config.fileStore, 'database');
    assert.deepEqual(config.trustedProxies, ['127.0.0.1', '10.0.0.0/8']);
    assert.deepEqual(config.sites, [{ hosts: ['acme.example'], brand: 'acme', clientName: 'Acme Outdoor' }]);
    assert.equal(config.analytics.llm?.model, 'gpt-4o-mini');
  });

  test('an empty variable counts as unset', () => {
    assert.equal(readConfig({ PORT: '', BEACON_WORKERS: ' ' }).port, 8080);
  });

  test('a bad value stops the server, naming the variable, what it must be and what it was', () => {
    assert.match(refusal({ PORT: 'eighty' }), /PORT must be a port number from 0 to 65535, not "eighty"/);
    assert.match(refusal({ BEACON_WORKERS: '0' }), /BEACON_WORKERS must be a whole number, 1 or more, not "0"/);
    assert.match(
      refusal({ BEACON_ID_TOKEN_SECONDS: '90000' }),
      /BEACON_ID_TOKEN_SECONDS must be a whole number from 1 to 86400/,
    );
    // Past a day; from 2,147,484 s each stream's expiry timer overflowed and ended it at once.
    assert.match(
      refusal({ BEACON_NOTIFY_STREAM_TOKEN_SECONDS: '2147484' }),
      /BEACON_NOTIFY_STREAM_TOKEN_SECONDS must be a whole number from 1 to 86400/,
    );
    assert.match(refusal({ BEACON_FILE_STORE: 's3' }), /BEACON_FILE_STORE must be one of "disk", "database", not "s3"/);
    assert.match(
      refusal({ BEACON_SESSION_REPLAY_RATE: '2' }),
      /BEACON_SESSION_REPLAY_RATE must be a share from 0 to 1/,
    );
    assert.match(refusal({ BEACON_PUBLIC_URL: 'portal.example' }), /BEACON_PUBLIC_URL must be an http\(s\) address/);
    assert.match(refusal({ DATABASE_URL: 'mysql://db/beacon' }), /DATABASE_URL must be a postgres:\/\/ address/);
    assert.match(
      refusal({ BEACON_OAUTH_META_ADS_ISSUER: 'meta' }),
      /BEACON_OAUTH_META_ADS_ISSUER must be an http\(s\) address/,
    );
  });

  test('JSON variables must be JSON of the right shape', () => {
    assert.match(
      refusal({ BEACON_SITES: '[{hosts:' }),
      /BEACON_SITES must be a JSON array of \{ hosts, brand, clientName \} \(it is not JSON\)/,
    );
    assert.match(refusal({ BEACON_SITES: '[{"hosts":"one.example"}]' }), /BEACON_SITES must be a JSON array/);
    assert.match(refusal({ BEACON_DEV_REMOTES: '["billing"]' }), /BEACON_DEV_REMOTES must be a JSON object/);
  });

  test('every bad variable is named at once, each once', () => {
    const message = refusal({ PORT: '-1', LOG_LEVEL: 'loud', BEACON_API_RATE_LIMIT: 'lots' });
    assert.equal(message.match(/must be/g)?.length, 3);
    assert.match(message, /PORT must be/);
    assert.match(message, /LOG_LEVEL must be one of "fatal", "error", "warn", "info", "debug", "trace", "silent"/);
    assert.match(message, /BEACON_API_RATE_LIMIT must be a whole number, 0 \(no limits\) or more/);
  });
});

describe('docs/configuration.md', () => {
  const docs = readFileSync(new URL('../../../../docs/configuration.md', import.meta.url), 'utf8');
  const rowOf = (name: string) => docs.split('\n').find((line) => line.startsWith('|') && line.includes(`\`${name}\``));
  const family = new RegExp(`^BEACON_OAUTH_(${OAUTH_SOURCE_TYPES.join('|')})_(\\w+)$`);

  test('names every variable the server reads', () => {
    const missing = Object.keys(Environment.properties).filter((name) => {
      const member = family.exec(name);
      if (member) return !(docs.includes(member[1]!) && docs.includes(`_${member[2]}\``));
      return rowOf(name) === undefined;
    });
    assert.deepEqual(missing, []);
  });

  test('gives each variable the default the server fills in', () => {
    const wrong = Object.entries(DEFAULTS).filter(([name, value]) => !rowOf(name)?.includes(String(value)));
    assert.deepEqual(wrong, []);
  });
});
