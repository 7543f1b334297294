import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { generatedPartner } from './catalog';
import { startTheTradeDeskStandIn, type TheTradeDeskStandIn } from './server';

const TOKEN = 'token-of-partner-one';
let ttd: TheTradeDeskStandIn;

/** The fields these tests read of TTD's answers. */
interface Answer {
  Result: { ReportTemplateId: number; ReportExecutionState: string; ReportDeliveries: { DownloadURL: string }[] }[];
  ResultCount: number;
  TotalFilteredCount: number;
  ReportScheduleId: number;
  Message: string;
  ErrorDetails: { Property: string }[];
}

const post = async (path: string, body: object, token: string | null = TOKEN) => {
  const response = await fetch(`${ttd.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'TTD-Auth': token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer };
};

before(async () => {
  ttd = await startTheTradeDeskStandIn({
    tokenCheck: (token) => (token === TOKEN ? 'prt0001' : token === 'token-of-partner-two' ? 'prt0002' : null),
    partnerOf: (id) => generatedPartner(id, { advertisers: 5, adGroupIds: ['adg0001'] }),
    maxPageSize: 2,
    runningPolls: 0,
  });
});
after(() => ttd.close());

describe('The Trade Desk stand-in answers as the REST API reference describes', () => {
  test('advertisers come a page at a time with the totals, and a page larger than allowed is a 400 naming PageSize', async () => {
    const first = await post('/advertiser/query/partner', { PartnerId: 'prt0001', PageStartIndex: 0, PageSize: 2 });
    assert.equal(first.status, 200);
    assert.equal(first.body.Result.length, 2);
    assert.equal(first.body.TotalFilteredCount, 5);
    const last = await post('/advertiser/query/partner', { PartnerId: 'prt0001', PageStartIndex: 4, PageSize: 2 });
    assert.equal(last.body.ResultCount, 1);
    const big = await post('/advertiser/query/partner', { PartnerId: 'prt0001', PageStartIndex: 0, PageSize: 3 });
    assert.equal(big.status, 400);
    assert.equal(big.body.ErrorDetails[0]?.Property, 'PageSize');
  });

  test("a missing token is a 401; another partner's advertisers are a 403", async () => {
    assert.equal((await post('/partner/query', { PageStartIndex: 0, PageSize: 1 }, null)).status, 401);
    const foreign = await post(
      '/advertiser/query/partner',
      { PartnerId: 'prt0001', PageStartIndex: 0, PageSize: 1 },
      'token-of-partner-two',
    );
    assert.equal(foreign.status, 403);
    assert.match(foreign.body.Message, /permission/);
  });

  test('a rate limit is a 429 with Retry-After in seconds', async () => {
    ttd.fault({ status: 429, retryAfter: 7 });
    const limited = await post('/partner/query', { PageStartIndex: 0, PageSize: 1 });
    assert.equal(limited.status, 429);
    assert.equal(limited.headers.get('retry-after'), '7');
  });

  test('a report schedule runs once and its execution delivers a CSV at a signed link that needs no token', async () => {
    const advertiser = generatedPartner('prt0001', { advertisers: 5, adGroupIds: ['adg0001'] }).advertisers[0]!.id;
    const [template] = (
      await post('/myreports/reporttemplateheader/query', { NameContains: 'beacon', PageStartIndex: 0, PageSize: 2 })
    ).body.Result;
    const schedule = await post('/myreports/reportschedule', {
      ReportTemplateId: template!.ReportTemplateId,
      ReportFileFormat: 'CSV',
      ReportDateRange: 'Custom',
      ReportFrequency: 'Once',
      ReportStartDateInclusive: '2026-11-01T00:00:00',
      ReportEndDateExclusive: '2026-11-03T00:00:00',
      AdvertiserFilters: [advertiser],
    });
    assert.equal(schedule.status, 200, JSON.stringify(schedule.body));
    const executions = await post('/myreports/reportexecution/query/advertisers', {
      AdvertiserIds: [advertiser],
      ReportScheduleIds: [schedule.body.ReportScheduleId],
      PageStartIndex: 0,
      PageSize: 1,
    });
    const execution = executions.body.Result[0]!;
    assert.equal(execution.ReportExecutionState, 'Complete');
    const link = execution.ReportDeliveries[0]!.DownloadURL;
    const file = await (await fetch(link)).text();
    const lines = file.trim().split('\r\n');
    assert.match(lines[0]!, /^Date,Advertiser,Advertiser ID,.*Ad Group ID,Impressions,Clicks,Advertiser Cost \(USD\)/);
    assert.equal(lines.length, 1 + 2 * 2, 'two ad groups on two days (the end is exclusive)');
    const unsigned = await fetch(link.replace(/signature=\w+/, 'signature=x'));
    assert.equal(unsigned.status, 404);
  });
});
