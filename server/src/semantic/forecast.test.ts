import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clientOneOfFile } from '../../tooling/testing/client-scopes';
import { forecastOf } from './forecast';
import { runReportQuery } from './query';
import { addDays } from './time';

const t = clientOneOfFile();

/** A live campaign of client 1 that delivered from its first day, with its start. */
async function liveCampaign(): Promise<{ id: number; start: string }> {
  const [row] = await t.db.query<{ id: number; start: string }>(
    `SELECT c.id, to_char(c.start_date, 'YYYY-MM-DD') AS start FROM campaigns c
      WHERE c.client_id = 1 AND c.status = 'Live' AND c.start_date IS NOT NULL
        AND EXISTS (SELECT 1 FROM daily_delivery d WHERE d.campaign_id = c.id AND d.day = c.start_date)
      ORDER BY c.id LIMIT 1`,
  );
  assert.ok(row, 'the seed has a live campaign that delivered from its first day');
  return row;
}

test('a campaign five days old is forecast at the pace of its five days, not of fourteen with nine empty', async () => {
  const { id, start } = await liveCampaign();
  const today = addDays(start, 5);
  const [ran] = await runReportQuery(t.db, t.agency, {
    campaignIds: [id],
    dateRange: { startDate: start, endDate: addDays(today, -1) },
    groupBy: [],
  });
  const perDay = Number(ran!.spend) / 5;
  assert.ok(perDay > 0);
  const forecast = await forecastOf(t.db, t.agency, { campaignIds: [id] }, ['forecastSpend'], today);
  const first = Number(forecast.rows.forecastSpend[0]!.value);
  assert.ok(Math.abs(first - perDay) <= 0.01, `${first} is the pace of the days it ran, ${perDay.toFixed(2)}`);
});

test('a campaign that has not started yet has no pace to carry forward', async () => {
  const { id, start } = await liveCampaign();
  const forecast = await forecastOf(t.db, t.agency, { campaignIds: [id] }, ['forecastSpend'], start);
  assert.equal(forecast.totals.forecastSpend, 0);
});
