import { formatInteger } from '@beacon/shared/format';
import type { Visible } from './parse/names';

/**
 * "Which advertisers do we have?": the advertisers the user can see, as the Advertisers page lists them, each with
 * its live campaigns (status Live, delivering now).
 */
export function advertisersText(visible: Visible): string {
  const all = visible.advertisers;
  if (!all.length) return 'You have no advertisers you can see.';
  const each = all.map((a) => {
    const live = visible.campaigns.filter((c) => c.advertiserId === a.id && c.status === 'Live').length;
    return `${a.name} (${formatInteger(live)} live campaign${live === 1 ? '' : 's'})`;
  });
  return `You have ${formatInteger(all.length)} advertiser${all.length === 1 ? '' : 's'}: ${each.join('; ')}.`;
}
