import { reportInsight, type InsightInput } from './insight';

const figures: InsightInput['figures'] = [
  { label: 'Impressions', key: 'impressions', unit: 'count' },
  { label: 'Clicks', key: 'clicks', unit: 'count' },
  { label: 'Spend', key: 'spend', unit: 'currency' },
  { label: 'CTR', key: 'ctr', unit: 'ratio' },
];
const report = (over: Partial<InsightInput>): InsightInput => ({
  figures,
  totals: { impressions: 100_000, clicks: 1_000, spend: 2_000, ctr: 0.01 },
  previousTotals: { impressions: 100_000, clicks: 1_000, spend: 2_000, ctr: 0.01 },
  channels: [],
  previousChannels: [],
  pacing: undefined,
  ...over,
});

describe("a report's written insight", () => {
  it('says when nothing was delivered, and names no figure', () => {
    const insight = reportInsight(report({ totals: { impressions: 0, clicks: 0, spend: 0, ctr: null } }));
    expect(insight).toEqual({ text: 'No delivery in this period yet, so there is nothing to compare.', facts: [] });
  });

  it('says there is nothing to compare with when the period before had no delivery', () => {
    const { text } = reportInsight(report({ previousTotals: { impressions: 0, clicks: 0, spend: 0, ctr: null } }));
    expect(text).toBe('Spend was $2,000, with no delivery in the period before to compare.');
  });

  it('compares with nothing when the range has no period before (a campaign lifetime)', () => {
    const { text, facts } = reportInsight(report({ previousTotals: undefined }));
    expect(text).toBe('Spend was $2,000.');
    expect(facts.map((f) => f.from)).toEqual(['totals']);
  });

  it('names the largest moves and the channel that drove the change in spend', () => {
    const { text, facts } = reportInsight(
      report({
        totals: { impressions: 150_000, clicks: 1_020, spend: 3_000, ctr: 0.0068 },
        channels: [
          { platform: 'META', spend: 2_200 },
          { platform: 'GOOGLE_ADS', spend: 800 },
        ],
        previousChannels: [
          { platform: 'META', spend: 1_000 },
          { platform: 'GOOGLE_ADS', spend: 1_000 },
        ],
      }),
    );
    expect(text).toBe(
      'Spend was $3,000, up 50.00% on the period before ($2,000); Meta made most of the change, from ' +
        '$1,000 to $2,200. Impressions rose 50.00% to 150,000 and CTR fell 32.00% to 0.68%.',
    );
    expect(facts).toContainEqual({ label: 'Spend', from: 'channel:META', key: 'spend', value: 2_200 });
  });

  it('says figures held steady rather than inventing a move', () => {
    expect(reportInsight(report({})).text).toBe(
      'Spend held steady at $2,000 ($2,000 the period before). Impressions, clicks, CTR held steady (within 1%).',
    );
  });

  it('warns of a pacing risk either way, with the amounts behind it', () => {
    const pacing = (ratio: number) =>
      reportInsight(
        report({
          pacing: {
            label: 'Pacing',
            pacing: ratio,
            spendToDate: 700,
            expectedSpend: 1_000,
            lastCompleteDay: '2026-11-30',
          },
        }),
      ).text;
    expect(pacing(0.7)).toContain(
      'Pacing is 70.00%, behind plan, at risk of underdelivering: $700 spent of $1,000 expected through 11/30/2026.',
    );
    expect(pacing(1.2)).toContain('ahead of plan, at risk of spending the budget early');
    expect(pacing(1)).toContain('Pacing is 100.00%, on plan');
  });
});
