import { DATE_RANGES, METRIC_CHOICES, OBJECTIVES, REPORT_TABS, objectivesForReportTab } from './reporting-choices';

describe('reporting choices', () => {
  it('offers the objectives, date ranges and metrics of the spec, in order', () => {
    expect(OBJECTIVES).toHaveLength(7);
    expect(DATE_RANGES[0]).toBe('Campaign Lifetime');
    expect(DATE_RANGES).toContain('Previous Month');
    expect(METRIC_CHOICES).toEqual(['Clicks', 'Impressions', 'Completions', 'Conversions', 'Spend', 'Site Activities']);
  });

  it('offers video objectives on the programmatic, CTV and video tabs', () => {
    for (const tab of ['Programmatic Overview', 'CTV', 'Online Video']) {
      expect(objectivesForReportTab(tab)).toEqual([
        'Conversions',
        'Revenue',
        'Clicks',
        'Completion Rate',
        'Viewability',
      ]);
    }
  });

  it('drops Completion Rate on Display and narrows other channels', () => {
    expect(objectivesForReportTab('Display')).toEqual(['Conversions', 'Revenue', 'Clicks', 'Viewability']);
    expect(objectivesForReportTab('Native')).toEqual(['Conversions', 'Revenue', 'Clicks']);
    expect(objectivesForReportTab('Audio')).toEqual(['Conversions', 'Revenue', 'Completion Rate']);
    expect(objectivesForReportTab('Meta Ads')).toEqual(['Conversions', 'Clicks', 'Revenue', 'Engagements']);
    expect(objectivesForReportTab('Google Ads')).toEqual(['Conversions', 'Clicks', 'Impression Share', 'Revenue']);
  });

  it('offers no objectives where the spec lists none, or for an unknown tab', () => {
    expect(objectivesForReportTab('Cross-Channel')).toEqual([]);
    expect(objectivesForReportTab('Nope')).toEqual([]);
    expect(REPORT_TABS).toHaveLength(11);
  });
});
