import { clearError } from '@beacon/shared/session';
import { createTestQueryClient, fakeHub, installTimerMessageChannel, QueryWrapper } from '@beacon/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AiDataExport } from './ai-data-export';
import type { ReportResult } from './run-campaign-report';

installTimerMessageChannel();

const RESULT = {
  report: { id: 2, name: 'CTV' },
  dataAsOf: '2026-04-14',
  dateRange: { startDate: '2026-04-08', endDate: '2026-04-14' },
  objective: { name: 'Clicks', label: 'Click-through rate', unit: 'percent' },
  forecastMethod: 'average of the last 14 complete days',
  queryResults: [
    { name: 'totals', data: [{ impressions: 120000, clicks: 240, spend: 1500.5, ctr: 0.002 }] },
    {
      name: 'platform',
      data: [{ platform: 'TRADE_DESK', impressions: 120000, clicks: 240, spend: 1500.5, ctr: 0.002 }],
    },
  ],
} as unknown as ReportResult;

let hub: ReturnType<typeof fakeHub>;
let saved: { name: string; blob: Blob }[];
beforeEach(() => {
  saved = [];
  let blob: Blob | undefined;
  URL.createObjectURL = (b: Blob) => ((blob = b), 'blob:ai-data');
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blob! });
  });
});
afterEach(() => {
  hub.restore();
  jest.restoreAllMocks();
});

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

function renderExport(enabled: boolean, result: ReportResult | undefined) {
  clearError();
  hub = fakeHub({ '/feature-flags/check': () => ({ data: { data: { enabled, flags: {} } } }) });
  const client = createTestQueryClient();
  render(
    <QueryWrapper client={client}>
      <AiDataExport result={result} fileName="trailhead-spring-ctv" title="Trailhead Spring 2026" tab="CTV" />
    </QueryWrapper>,
  );
  return client;
}

it("exports the report's result sets with a data dictionary for AI tools when the flag is on", async () => {
  renderExport(true, RESULT);
  fireEvent.click(await screen.findByRole('button', { name: /Export for AI/ }));
  expect(saved.map((s) => s.name)).toEqual(['trailhead-spring-ctv-ai-data.json']);
  const file = JSON.parse(await textOf(saved[0]!.blob));
  expect(file.about).toMatch(/^Campaign report data: Trailhead Spring 2026, CTV\./);
  expect(file.dateRange).toEqual({ startDate: '2026-04-08', endDate: '2026-04-14' });
  expect(file.dataAsOf).toBe('2026-04-14');
  expect(file.resultSets.platform).toEqual([
    { platform: 'TRADE_DESK', impressions: 120000, clicks: 240, spend: 1500.5, ctr: 0.002 },
  ]);
  expect(Object.keys(file.dataDictionary.resultSets)).toEqual(['totals', 'platform']);
  expect(file.dataDictionary.columns.ctr).toEqual({
    description: 'Click-through rate: sum of clicks ÷ sum of impressions',
    unit: 'ratio (0 to 1)',
  });
  expect(file.dataDictionary.columns.spend.unit).toBe('currency (USD)');
  expect(file.dataDictionary.columns.platform.values.TRADE_DESK).toBe('The Trade Desk');
  expect(Object.keys(file.dataDictionary.columns).sort()).toEqual([
    'clicks',
    'ctr',
    'impressions',
    'platform',
    'spend',
  ]);
  expect(hub.requests[0]!.params).toEqual({ flags: ['campaignReportingAIDataExport'] });
});

it('waits for the report before it can export', async () => {
  renderExport(true, undefined);
  expect(await screen.findByRole('button', { name: /Export for AI/ })).toBeDisabled();
});

it('offers no export while the flag is off', async () => {
  const client = renderExport(false, RESULT);
  await waitFor(() => expect(client.getQueryCache().getAll()[0]?.state.status).toBe('success'));
  expect(screen.queryByRole('button', { name: /Export for AI/ })).not.toBeInTheDocument();
});
