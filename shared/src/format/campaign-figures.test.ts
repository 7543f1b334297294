import { campaignImpressions, daysRemaining, formatRate, isAddedValueRateType } from './campaign-figures';

describe('campaign figures', () => {
  it('works out impressions a CPM budget buys', () => {
    expect(campaignImpressions({ rateType: 'CPM', rate: 12.5, totalBudget: 10_000 })).toBe(800_000);
    expect(campaignImpressions({ rateType: 'CPM', rate: 3, totalBudget: 100 })).toBe(33_333);
    expect(campaignImpressions({ rateType: 'CPM', rate: '7', totalBudget: '1000.5' })).toBe(142_929);
  });

  it('counts no impressions for a CPM without a usable rate or budget', () => {
    expect(campaignImpressions({ rateType: 'CPM', rate: 0, totalBudget: 1000 })).toBe(0);
    expect(campaignImpressions({ rateType: 'CPM', rate: null, totalBudget: 1000 })).toBe(0);
    expect(campaignImpressions({ rateType: 'CPM', rate: 5 })).toBe(0);
  });

  it('uses the added-value impressions for added-value rate types', () => {
    expect(
      campaignImpressions({ rateType: 'ADDED_VALUE', rate: 5, totalBudget: 1000, addedValueImpressions: 25_000 }),
    ).toBe(25_000);
    expect(campaignImpressions({ rateType: 'Added Value' })).toBe(0);
    expect(isAddedValueRateType('CPM_ADDED_VALUE')).toBe(true);
    expect(isAddedValueRateType('CPM')).toBe(false);
  });

  it('gives other rate types no impressions', () => {
    expect(campaignImpressions({ rateType: 'FLAT_RATE', rate: 10, totalBudget: 1000 })).toBe(0);
    expect(campaignImpressions({ rateType: 'COST_PLUS', rate: 15, totalBudget: 1000 })).toBe(0);
    expect(campaignImpressions({})).toBe(0);
  });

  it('never shows negative days remaining', () => {
    expect(daysRemaining(12)).toBe(12);
    expect(daysRemaining(0)).toBe(0);
    expect(daysRemaining(-4)).toBe(0);
    expect(daysRemaining(null)).toBeNull();
  });

  it('shows the rate as a percentage or in dollars by rate type', () => {
    expect(formatRate('FLAT_RATE', 15)).toBe('15.00%');
    expect(formatRate('COST_PLUS', 12.5)).toBe('12.50%');
    expect(formatRate('CPM', 8.5)).toBe('$8.50');
    expect(formatRate('ADDED_VALUE', 0)).toBe('');
    expect(formatRate('CPM', null)).toBe('');
  });
});
