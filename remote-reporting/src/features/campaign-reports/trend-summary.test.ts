import { trendSummary } from './trend-summary';

const daily = [
  { day: '2026-11-21', impressions: 100_000, objective: 148.2 },
  { day: '2026-11-22', impressions: 90_000, objective: null },
  { day: '2026-11-23', impressions: 120_000, objective: 88.5 },
];

describe("the daily trend's words", () => {
  it('names a rate by its lowest and highest day and the days it had none, never an average of rates', () => {
    expect(
      trendSummary({ daily, metric: 'Impressions', objective: { label: 'Cost per conversion', unit: 'currency' } }),
    ).toBe(
      'Daily Impressions from Nov 21 to Nov 23, 3 days, total 310,000; Cost per conversion by day from $88.50 to $148.20, none on 1 day.',
    );
  });

  it('says so when no day has the rate', () => {
    const none = daily.map((row) => ({ ...row, objective: null }));
    expect(
      trendSummary({
        daily: none,
        metric: 'Impressions',
        objective: { label: 'Cost per conversion', unit: 'currency' },
      }),
    ).toMatch(/; Cost per conversion: none on any day\.$/);
  });
});
