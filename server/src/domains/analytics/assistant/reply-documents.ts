import { formatDate, formatInteger, formatRangeInWords } from '@beacon/shared/format';
import { CAMPAIGN_FILTER_STATUSES } from '../../../semantic/enumerations';
import { lastCompleteDay, lastDays } from '../../../semantic/time';
import type { DocumentRow } from './document-tools';
import type { Named, Visible } from './parse/names';
import type { Pieces } from './parse/question';
import { resolved } from './parse/ranges';
import { plural, possessive, type Call } from './reply';

/**
 * The answers about documents, from the Documents tabs' own lists: how many and which (of a campaign, of an
 * advertiser, of all the user sees), of one type, with words in their name, uploaded in a range, the newest or oldest.
 */
const TYPE_WORDS: Record<string, string> = {
  PDF: 'PDF',
  Image: 'image',
  Spreadsheet: 'spreadsheet',
  Document: 'Word, text or slide',
  Other: 'other',
};

export async function documentsText(p: Pieces, call: Call, today: string, visible: Visible): Promise<string> {
  const ask = p.documents ?? {};
  const s = p.subject;
  // Uploads are not delivery: a range said runs through today, not only to the last complete day; one day said
  // ("yesterday", "Dec 3") is that day.
  const said = p.range ? resolved(p.range, today) : ask.recent ? lastDays(7, today) : null;
  const oneDay = p.range && !('named' in p.range) && said?.startDate === said?.endDate;
  const range = said && said.endDate >= lastCompleteDay(today) && !oneDay ? { ...said, endDate: today } : said;
  const r = await call('documents', {
    ...(s?.kind === 'campaign' ? { campaignId: s.id } : s ? { advertiserId: s.advertiserId } : {}),
    ...(ask.type ? { type: ask.type } : {}),
    ...(ask.search ? { search: ask.search } : {}),
    ...(range ?? {}),
    ...(ask.pick ? { order: ask.pick } : {}),
  });
  if (r.error) return `I could not read your documents: ${r.error}.`;
  const rows = r.data as DocumentRow[];
  const n = Number(r.figures.documents);
  const noun = `${ask.type ? `${TYPE_WORDS[ask.type]} ` : ''}document`;
  const named = ask.search ? ` with “${ask.search}” in the name` : '';
  const when = range ? ` uploaded ${formatRangeInWords(range.startDate, range.endDate)}` : '';
  if (ask.missing) return missingText(p, ask.missing, rows, visible, `${noun}${named}${when}`);
  const who = s ? s.name : 'You';
  const has = s ? 'has' : 'have';
  if (!n) return `${ask.yesOrNo ? 'No: ' : ''}${who} ${has} no ${noun}s${named}${when}.`;
  const of = (d: DocumentRow) =>
    s?.kind === 'campaign' ? '' : `, ${d.campaignName ?? `${possessive(d.advertiserName)} own`}`;
  const line = (d: DocumentRow) =>
    `${d.name} (${d.type}${of(d)}, added ${formatDate(d.createdAt)}${d.uploadedBy ? ` by ${d.uploadedBy}` : ''})`;
  if (ask.pick) return `${s ? possessive(s.name) : 'Your'} ${ask.pick} ${noun}${named}${when} is ${line(rows[0]!)}.`;
  const where =
    s?.kind === 'campaign'
      ? ''
      : ` (${formatInteger(Number(r.figures.onAdvertisers))} on ${s ? 'its' : 'the advertisers’'} own Documents tab${s ? '' : 's'}, ${formatInteger(Number(r.figures.onCampaigns))} on ${s ? 'its' : 'their'} campaigns’)`;
  const total = `${who} ${has} ${plural(n, noun, formatInteger(n))}${named}${when}${where}`;
  if (ask.byType)
    return `${total}. By type: ${Object.keys(TYPE_WORDS)
      .filter((type) => Number(r.figures[type]))
      .map((type) => `${type} ${formatInteger(Number(r.figures[type]))}`)
      .join(', ')}.`;
  if (ask.count) return `${total}.`;
  return `${ask.yesOrNo ? 'Yes: ' : ''}${total}: ${rows.slice(0, 8).map(line).join('; ')}${n > 8 ? '; …' : ''}.`;
}

/** A campaign's status under the one said: "live" is Live, "active" and "proposals" the Campaigns list's filters. */
function statusIs(status: string, said: string): boolean {
  if (said === 'live') return status === 'Live';
  if (said === 'active' || said === 'proposals')
    return (CAMPAIGN_FILTER_STATUSES[said] as readonly string[]).includes(status);
  return status.toLowerCase() === said.toLowerCase();
}

/**
 * The campaigns (or advertisers) the user sees that have no such document: a campaign by its own Documents tab, an
 * advertiser by its own tab or any of its campaigns'. Among the status or advertiser said, else all of them.
 */
function missingText(p: Pieces, owner: 'campaign' | 'advertiser', rows: DocumentRow[], visible: Visible, what: string) {
  const s = p.subject;
  const inScope = (n: Named) => !s || (s.kind === 'campaign' ? n.id === s.id : n.advertiserId === s.advertiserId);
  const owners =
    owner === 'campaign'
      ? visible.campaigns.filter((c) => inScope(c) && (!p.status || statusIs(c.status ?? '', p.status)))
      : visible.advertisers.filter(inScope);
  const has = new Set(rows.map((r) => (owner === 'campaign' ? r.campaignId : r.advertiserId)));
  const without = owners.filter((o) => !has.has(o.id));
  const label = (o: Named) => (owner === 'campaign' && o.status ? `${o.name} (${o.status})` : o.name);
  const among = `${p.status ? `${p.status.toLowerCase()} ` : ''}${owner}s${s ? ` of ${s.name}` : ''}`;
  if (!owners.length) return `You have no ${among}.`;
  if (!without.length) return `Every one of your ${formatInteger(owners.length)} ${among} has a ${what}.`;
  const list = without.slice(0, 20).map(label).join(', ');
  return `${formatInteger(without.length)} of your ${formatInteger(owners.length)} ${among} ${without.length === 1 ? 'has' : 'have'} no ${what}: ${list}${without.length > 20 ? ', …' : ''}.`;
}
