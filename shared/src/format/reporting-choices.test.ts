import { objectivesForReportTab } from './reporting-choices';

it("offers each tab's objectives as spec section 9 lists them", () => {
  expect(objectivesForReportTab('Display')).toEqual(['Conversions', 'Revenue', 'Clicks', 'Viewability']);
  expect(objectivesForReportTab('Google Ads')).toEqual(['Conversions', 'Clicks', 'Impression Share', 'Revenue']);
  expect(objectivesForReportTab('Cross-Channel')).toEqual([]);
  expect(objectivesForReportTab('Nonsense')).toEqual([]);
});
