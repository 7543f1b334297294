import { campaignRankExpected } from './expected-campaigns';
import { invoicesExpected } from './expected-invoices';
import { servicesExpected } from './expected-services';
import type { Expected } from './expected-sums';
import type { Expectation, RangeSpec } from './question';

/** What answers about invoices, campaigns ranked by their own record, and the agency's services say (or null). */
export function standingExpected(
  e: Expectation,
  d: {
    hub(method: 'GET', url: string): Promise<{ data: unknown }>;
    api(path: string): string;
    advertiserId(name: string): Promise<number>;
    report(
      e: { metrics: string[]; range: RangeSpec },
      range: RangeSpec,
    ): Promise<{ dates: { startDate: string; endDate: string } | null }>;
    today: string;
  },
): Promise<Expected> | null {
  if (e.invoices) return invoicesExpected(e.invoices, d);
  if (e.campaignRank) return campaignRankExpected(e.campaignRank, d);
  if (e.services) return servicesExpected(e.services, d.hub);
  return null;
}
