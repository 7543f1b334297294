import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { call } from '../../../tooling/testing/call';
import { testApiOfFile } from '../../../tooling/testing/test-api';

const t = testApiOfFile();

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

describe('campaign pacing', () => {
  test('delivered against an even spread of the budget, to yesterday, as of the latest delivery', async () => {
    const [live] = await t.db.query<{ id: number; budget: number; start: string; end: string }>(
      `SELECT id, total_budget::float8 AS budget, to_char(start_date, 'YYYY-MM-DD') AS start, to_char(end_date, 'YYYY-MM-DD') AS "end"
      FROM campaigns WHERE client_id = 1 AND status = 'Live' ORDER BY id LIMIT 1`,
    );
    const { status, body } = await call(t, 'admin@acme.test', 'GET', `/api/clients/1/campaigns/${live!.id}/pacing`);
    assert.equal(status, 200);
    const p = body.data;
    assert.equal(p.throughDay, yesterday());
    assert.equal(p.dataAsOf, yesterday());
    assert.equal(p.series[0].day, live!.start);
    assert.equal(p.series.at(-1).day, yesterday());
    const [spend] = await t.db.query<{ s: number }>(
      'SELECT COALESCE(sum(spend), 0)::float8 AS s FROM daily_delivery WHERE campaign_id = $1 AND day < current_date',
      [live!.id],
    );
    assert.ok(Math.abs(p.deliveredSpend - spend!.s) < 0.01);
    const flightDays = (Date.parse(live!.end) - Date.parse(live!.start)) / 86_400_000 + 1;
    const elapsed = p.series.length;
    assert.ok(Math.abs(p.expectedSpend - (live!.budget * elapsed) / flightDays) < 0.01);
    assert.ok(Math.abs(p.pacingPercent - (p.deliveredSpend / p.expectedSpend) * 100) < 0.01);
    assert.equal(p.pacingPercent, Math.round(p.pacing * 10_000) / 100);
    const cumulative = p.series.map((s: { deliveredSpend: number }) => s.deliveredSpend);
    assert.deepEqual(
      cumulative,
      [...cumulative].sort((a: number, b: number) => a - b),
    );
  });

  test('a campaign that has not started: nothing expected, no figure', async () => {
    const [draft] = await t.db.query<{ id: number }>(
      "SELECT id FROM campaigns WHERE client_id = 1 AND status = 'Draft' ORDER BY id LIMIT 1",
    );
    const { body } = await call(t, 'admin@acme.test', 'GET', `/api/clients/1/campaigns/${draft!.id}/pacing`);
    assert.deepEqual(
      { ...body.data, budget: 0, throughDay: '' },
      {
        budget: 0,
        throughDay: '',
        dataAsOf: null,
        deliveredSpend: 0,
        expectedSpend: 0,
        pacing: null,
        pacingPercent: null,
        series: [],
      },
    );
  });

  test("another client's campaign is 'Not found'", async () => {
    const [globex] = await t.db.query<{ id: number }>(
      'SELECT id FROM campaigns WHERE client_id = 2 ORDER BY id LIMIT 1',
    );
    const response = await call(t, 'admin@acme.test', 'GET', `/api/clients/1/campaigns/${globex!.id}/pacing`);
    assert.equal(response.status, 404);
    assert.equal(response.body.message, 'Not found');
  });
});

describe('demo mode', () => {
  test("the scrubber's field list covers the pacing amounts, the RFP names and adfire's spend", async () => {
    const { createScrubber } = await import('@beacon/shared/demo');
    const scrubber = createScrubber('0123456789abcdef');
    const [live] = await t.db.query<{ id: number }>(
      "SELECT id FROM campaigns WHERE client_id = 1 AND status = 'Live' ORDER BY id LIMIT 1",
    );
    for (const path of [
      `/clients/1/campaigns/${live!.id}/pacing`,
      `/clients/1/campaigns/${live!.id}/adfire`,
      '/clients/1/rfp-forms',
    ]) {
      const { body } = await call(t, 'admin@acme.test', 'GET', `/api${path}`);
      const scrubbed = scrubber.scrub(body, path);
      const real = JSON.stringify(body);
      const shown = JSON.stringify(scrubbed);
      if (path.endsWith('pacing')) {
        assert.notEqual(scrubbed.data.deliveredSpend, body.data.deliveredSpend);
        assert.notEqual(scrubbed.data.series.at(-1).expectedSpend, body.data.series.at(-1).expectedSpend);
      } else if (path.endsWith('adfire')) {
        assert.notEqual(scrubbed.data.days[0].expectedSpend, body.data.days[0].expectedSpend);
      } else {
        for (const form of body.data) assert.ok(!shown.includes(form.campaignName), `${form.campaignName} leaks`);
        assert.ok(real.includes(body.data[0].campaignName));
      }
    }
  });
});
