import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { call } from '../../../tooling/testing/call';
import { testApiOfFile } from '../../../tooling/testing/test-api';
import { findAnomalies, type DeliveryDay } from './anomalies';

const t = testApiOfFile();

const dayOf = (i: number, fields: Partial<DeliveryDay> = {}): DeliveryDay => ({
  day: `2026-01-${String(i + 1).padStart(2, '0')}`,
  spend: 100,
  impressions: 10_000,
  viewableImpressions: 7_000,
  clicks: 20,
  ...fields,
});

describe('anomaly rules', () => {
  test('no delivery, under and over delivery, CTR against the week before, low viewability', () => {
    const days = [
      ...Array.from({ length: 7 }, (_, i) => dayOf(i)),
      dayOf(7, { impressions: 0, viewableImpressions: 0, clicks: 0, spend: 0 }),
      dayOf(8, { spend: 40 }),
      dayOf(9, { spend: 200 }),
      dayOf(10, { clicks: 5 }),
      dayOf(11, { clicks: 90 }),
      dayOf(12, { viewableImpressions: 3_000 }),
    ];
    const kinds = findAnomalies(days, 100).map((found) => found.map((a) => a.kind));
    assert.deepEqual(kinds.slice(0, 7), [[], [], [], [], [], [], []]);
    assert.deepEqual(kinds.slice(7), [
      ['NO_DELIVERY'],
      ['UNDER_DELIVERY'],
      ['OVER_DELIVERY'],
      ['CTR_DROP'],
      ['CTR_SPIKE'],
      ['LOW_VIEWABILITY'],
    ]);
  });
});

describe('adfire monitoring', () => {
  test('a paused campaign shows the days it stopped delivering, newest first, up to yesterday', async () => {
    const [paused] = await t.db.query<{ id: number }>(
      "SELECT id FROM campaigns WHERE client_id = 1 AND status = 'Paused' AND start_date < current_date - 10 ORDER BY id LIMIT 1",
    );
    const { status, body } = await call(t, 'admin@acme.test', 'GET', `/api/clients/1/campaigns/${paused!.id}/adfire`);
    assert.equal(status, 200);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const m = body.data;
    assert.equal(m.to, yesterday);
    assert.ok(m.days.length <= 30 && m.days.length > 0);
    assert.equal(m.days[0].day, yesterday);
    // The seed stops a paused campaign a week before today: those days deliver nothing.
    assert.ok(
      m.days.slice(0, 7).every((d: { anomalies: { kind: string }[] }) => d.anomalies[0]?.kind === 'NO_DELIVERY'),
    );
    assert.ok(m.countByKind.NO_DELIVERY >= 7);
    assert.equal(m.anomalyDays, m.days.filter((d: { anomalies: unknown[] }) => d.anomalies.length > 0).length);
  });

  test('a campaign that has not started has nothing to watch', async () => {
    const [draft] = await t.db.query<{ id: number }>(
      "SELECT id FROM campaigns WHERE client_id = 1 AND status = 'Draft' ORDER BY id LIMIT 1",
    );
    const { body } = await call(t, 'admin@acme.test', 'GET', `/api/clients/1/campaigns/${draft!.id}/adfire`);
    assert.deepEqual(body.data, { from: null, to: null, anomalyDays: 0, countByKind: {}, days: [] });
  });
});
