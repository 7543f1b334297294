import type { UnmatchedAdGroup } from '../history';
import type { Opportunity } from './opportunities';

const KEPT = 50;

/**
 * What a sync could not write, for its history: accounts no person has mapped to an advertiser yet, opportunities
 * without an account, and stages Beacon has no status for, each with its first opportunity and how many it held.
 * The history's list has the ad groups' shape: the account's (or stage's) id and name, then the opportunity's.
 */
export class Unmatched {
  private readonly entries = new Map<string, UnmatchedAdGroup>();

  private add(id: string, label: string, o: Opportunity) {
    const seen = this.entries.get(id);
    if (seen) seen.rows += 1;
    else this.entries.set(id, { adGroupId: id, adGroupName: label, campaignId: o.id, campaignName: o.name, rows: 1 });
  }

  account(o: Opportunity) {
    if (o.accountId) this.add(o.accountId, o.accountName ?? o.accountId, o);
    else this.add('', 'No account', o);
  }

  stage(o: Opportunity) {
    this.add(`stage:${o.stage}`, `Stage ${o.stage}: no status in Beacon`, o);
  }

  get count() {
    return this.entries.size;
  }

  /** Opportunities not written. */
  get opportunities() {
    return [...this.entries.values()].reduce((n, e) => n + e.rows, 0);
  }

  listed(): UnmatchedAdGroup[] {
    return [...this.entries.values()]
      .sort((a, b) => b.rows - a.rows || a.adGroupId.localeCompare(b.adGroupId))
      .slice(0, KEPT);
  }
}
