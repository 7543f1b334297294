import { campaignRankExpected } from './expected-campaigns';
import { invoicesExpected, type Deps } from './expected-invoices';
import { servicesExpected } from './expected-services';
import type { Expected } from './expected-sums';
import type { Expectation } from './question';

/** What answers about invoices, campaigns ranked by their own record, and the agency's services say (or null). */
export function standingExpected(e: Expectation, d: Deps): Promise<Expected> | null {
  if (e.invoices) return invoicesExpected(e.invoices, d);
  if (e.campaignRank) return campaignRankExpected(e.campaignRank, d);
  if (e.services) return servicesExpected(e.services, d.hub);
  if (e.advertisers)
    return d.hub('GET', d.api('/advertisers?pageSize=500')).then(({ data }) => ({
      says: (data as { name: string }[]).map((a) => a.name),
      matches: [],
    }));
  return null;
}
