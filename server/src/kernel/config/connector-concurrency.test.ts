import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CONNECTOR_CONCURRENCY_DEFAULTS, connectorConcurrency } from './connector-concurrency';
import { ConfigError } from './environment';

const caps = (value: string) => connectorConcurrency({ BEACON_CONNECTOR_CONCURRENCY: value });

test('each vendor has a cap of syncs at once; the setting changes the ones it names', () => {
  assert.deepEqual(caps('{}'), CONNECTOR_CONCURRENCY_DEFAULTS);
  assert.equal(caps('{}').GOOGLE_ADS, 4);
  assert.equal(caps('{}').THE_TRADE_DESK, 2);
  const set = caps('{"META_ADS":1,"THE_TRADE_DESK":3}');
  assert.equal(set.META_ADS, 1);
  assert.equal(set.THE_TRADE_DESK, 3);
  assert.equal(set.GOOGLE_ADS, 4, 'the others keep their defaults');
});

test('a setting that is not a JSON object of source types and whole numbers stops the server, named', () => {
  for (const bad of ['{"META_ADS":0}', '{"META_ADS":1.5}', '{"TIKTOK":2}', '{not json}'])
    assert.throws(
      () => caps(bad),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.match(error.message, /BEACON_CONNECTOR_CONCURRENCY/);
        return true;
      },
    );
});
