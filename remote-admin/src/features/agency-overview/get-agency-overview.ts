import { DATE_RANGES, hubQueryOptions, type DateRange, type HubData } from '@beacon/shared/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

const OVERVIEW = '/agency/overview';
export type AgencyOverview = HubData<typeof OVERVIEW>;
export type ClientOverview = AgencyOverview['clients'][number];

/** The ranges spend is read over: those that move with the day (neither a campaign's lifetime nor typed). */
export type OverviewRange = Exclude<DateRange, 'Campaign Lifetime' | 'Custom'>;
export const OVERVIEW_RANGES = DATE_RANGES.filter(
  (range): range is OverviewRange => range !== 'Campaign Lifetime' && range !== 'Custom',
);

/** `GET /agency/overview`: every client's spend over the range, pacing risks, overdue balance and open alerts. */
export const useAgencyOverview = (range: OverviewRange) =>
  useQuery({ ...hubQueryOptions(OVERVIEW, { query: { range } }), placeholderData: keepPreviousData });
