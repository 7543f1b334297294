/** The objectives a campaign report can be measured against. */
export const OBJECTIVES = [
  'Conversions',
  'Revenue',
  'Clicks',
  'Completion Rate',
  'Viewability',
  'Engagements',
  'Impression Share',
] as const;
export type Objective = (typeof OBJECTIVES)[number];

/** The date ranges a report can cover. */
export const DATE_RANGES = [
  'Campaign Lifetime',
  'Custom',
  'Last 7 days',
  'Last 14 days',
  'Last 30 days',
  'MTD',
  'Previous Month',
  'YTD',
] as const;
export type DateRangeChoice = (typeof DATE_RANGES)[number];

/** The metrics a chart can plot. */
export const METRIC_CHOICES = [
  'Clicks',
  'Impressions',
  'Completions',
  'Conversions',
  'Spend',
  'Site Activities',
] as const;
export type MetricChoice = (typeof METRIC_CHOICES)[number];

/** The tabs of campaign reporting, in order. */
export const REPORT_TABS = [
  'Programmatic Overview',
  'CTV',
  'Display',
  'Native',
  'Online Video',
  'Audio',
  'Rich Media Engagements',
  'Digital Out of Home',
  'Cross-Channel',
  'Meta Ads',
  'Google Ads',
] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

const VIDEO_OBJECTIVES: readonly Objective[] = ['Conversions', 'Revenue', 'Clicks', 'Completion Rate', 'Viewability'];

/**
 * Objectives offered on each tab. The spec lists none for Rich Media Engagements, Digital Out of Home and
 * Cross-Channel, so those tabs offer no objective picker.
 */
export const OBJECTIVES_BY_REPORT_TAB: Readonly<Record<ReportTab, readonly Objective[]>> = {
  'Programmatic Overview': VIDEO_OBJECTIVES,
  CTV: VIDEO_OBJECTIVES,
  'Online Video': VIDEO_OBJECTIVES,
  Display: VIDEO_OBJECTIVES.filter((objective) => objective !== 'Completion Rate'),
  Native: ['Conversions', 'Revenue', 'Clicks'],
  Audio: ['Conversions', 'Revenue', 'Completion Rate'],
  'Meta Ads': ['Conversions', 'Clicks', 'Revenue', 'Engagements'],
  'Google Ads': ['Conversions', 'Clicks', 'Impression Share', 'Revenue'],
  'Rich Media Engagements': [],
  'Digital Out of Home': [],
  'Cross-Channel': [],
};

/** Objectives for a tab by name; an unknown tab offers none. */
export function objectivesForReportTab(tab: string): readonly Objective[] {
  return (OBJECTIVES_BY_REPORT_TAB as Record<string, readonly Objective[] | undefined>)[tab] ?? [];
}
