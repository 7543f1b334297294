import { campaignStatusLabel, formatCurrency, formatDate } from '@beacon/shared/format';
import type { Static } from 'typebox';
import type { Campaign } from '../../campaigns/schemas';
import { ACTIVE, PROPOSALS } from '../../../semantic/statuses';
import type { Pieces } from './parse/question';
import { plural, possessive, type Call } from './reply';
import type { Named } from './parse/names';

/** One campaign's own record, as its page shows it: its status, why it is blocked, its line items, dates, objective. */
type Record_ = Static<typeof Campaign>;

const label = (c: Record_) => campaignStatusLabel(c.status);

/** "Jan 5, 2027 – Mar 31, 2027", estimated dates said as such, a missing one as not set. */
function flight(c: Record_): string {
  const start = c.campaignStartDate ?? c.estStartDate;
  const end = c.campaignEndDate ?? c.estEndDate;
  if (!start && !end) return 'no flight dates set yet';
  const estimated = (!c.campaignStartDate && start) || (!c.campaignEndDate && end) ? ' (estimated)' : '';
  return `${start ? formatDate(start) : 'a start not set'} – ${end ? formatDate(end) : 'an end not set'}${estimated}`;
}

/** Whether the status a yes-or-no question names is the campaign's: "live", "active", a proposal, or one status. */
function isStatus(c: Record_, expected: string): boolean {
  if (expected === 'live') return c.status === 'Live';
  if (expected === 'active') return (ACTIVE as readonly string[]).includes(c.status);
  if (expected === 'proposals') return (PROPOSALS as readonly string[]).includes(c.status);
  return c.status === expected;
}

/** Why a campaign is not in the status asked about: its blocker's reason, or where its flight stands. */
function whyNot(c: Record_, today: string): string {
  const start = c.campaignStartDate ?? c.estStartDate;
  const end = c.campaignEndDate ?? c.estEndDate;
  if (c.status === 'Blocked') return 'It is blocked, with no reason recorded.';
  if (end && end < today && !(ACTIVE as readonly string[]).includes(c.status))
    return `Its flight ended on ${formatDate(end)}.`;
  if ((PROPOSALS as readonly string[]).includes(c.status) || ['Draft', 'Pending'].includes(c.status))
    return `It has not launched: it is ${label(c)}${start ? `, with its flight starting ${formatDate(start)}` : ''}.`;
  return `It is ${label(c)}; no reason is recorded.`;
}

/** The blocked campaigns (of an advertiser, or all the user sees), each with its blocker's reason. */
export async function blockersText(subject: Named | undefined, call: Call): Promise<string> {
  const r = await call('campaigns_by_status', {
    status: 'Blocked',
    ...(subject ? { advertiserId: subject.advertiserId } : {}),
  });
  if (r.error) return `I could not read your campaigns: ${r.error}.`;
  const rows = r.data as { id: number; name: string }[];
  if (!rows.length) return `${subject ? subject.name : 'You'} ${subject ? 'has' : 'have'} no blocked campaigns.`;
  const reasons: string[] = [];
  for (const row of rows.slice(0, 8)) {
    const d = await call('campaign_details', { campaignId: row.id });
    const reason = (d.data as Record_ | undefined)?.blocker?.reason;
    reasons.push(`${row.name}: ${reason ? reason.replace(/[.!?]$/, '') : 'no reason recorded'}`);
  }
  const more = rows.length > 8 ? `; and ${rows.length - 8} more` : '';
  return `${plural(rows.length, 'campaign')} ${rows.length === 1 ? 'is' : 'are'} blocked: ${reasons.join('; ')}${more}.`;
}

export async function campaignFactText(p: Pieces, call: Call, today: string): Promise<string> {
  const r = await call('campaign_details', { campaignId: p.subject!.id });
  if (r.error) return `I could not read that campaign: ${r.error}.`;
  const c = r.data as Record_;
  const name = c.campaignName;
  const status = `${name} is ${label(c)}`;
  switch (p.fact) {
    case 'blocker':
      return c.blocker
        ? `${status}: ${c.blocker.reason.replace(/[^.!?]$/, '$&.')}`
        : `${name} is not blocked: it is ${label(c)}${c.status === 'Blocked' ? ', with no reason recorded' : ''}.`;
    case 'line-items':
      if (!c.lineItems.length) return `${name} has no line items yet.`;
      return `${name} has ${plural(c.lineItems.length, 'line item')}: ${c.lineItems
        .map((li) => `${li.name} (${li.platform}, ${li.adFormat}, ${formatCurrency(li.budget)})`)
        .join('; ')}.`;
    case 'objective':
      return c.objective ? `${possessive(name)} objective is ${c.objective}.` : `${name} has no objective recorded.`;
    case 'dates':
      return `${name} runs ${flight(c)}; it is ${label(c)}.`;
    case 'advertiser':
      return `${name} is ${possessive(c.advertiser.name)} campaign: it is ${label(c)}, runs ${flight(c)}, with a budget of ${formatCurrency(c.totalBudget)}.`;
    default: {
      const said = `${status}${c.blocker ? ` (${c.blocker.reason})` : ''}; it runs ${flight(c)}, with a budget of ${formatCurrency(c.totalBudget)}, ${formatCurrency(c.totalDeliveredBudget)} of it delivered so far.`;
      if (!p.expected) return said;
      if (isStatus(c, p.expected)) return `Yes: ${said}`;
      return `No: ${said}${p.whyNot && !c.blocker && ['live', 'active'].includes(p.expected) ? ` ${whyNot(c, today)}` : ''}`;
    }
  }
}
