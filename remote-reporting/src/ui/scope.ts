import { parseId, paths } from '@beacon/shared/paths';
import { useParams } from 'react-router';

/** The client and (under /{advertiserId}) the advertiser of a reporting page, and links within the suite. */
export function useSuiteScope() {
  const params = useParams();
  const clientId = parseId(params.clientId);
  const advertiserId = parseId(params.advertiserId);
  const base = paths.reportingSuiteRoot(clientId ?? 0, params.advertiserId);
  return {
    clientId,
    advertiserId,
    /** Under /{advertiserId} (an advertiser id that did not parse is refused by the advertiser gate). */
    advertiserScoped: params.advertiserId !== undefined,
    link: (to: string) => `${base}/${to}`,
  };
}
