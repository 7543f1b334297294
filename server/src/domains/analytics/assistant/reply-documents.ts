import { formatDate, formatInteger, formatRangeInWords } from '@beacon/shared/format';
import { lastCompleteDay, lastDays } from '../../../semantic/time';
import type { DocumentRow } from './document-tools';
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

export async function documentsText(p: Pieces, call: Call, today: string): Promise<string> {
  const ask = p.documents ?? {};
  const s = p.subject;
  // Uploads are not delivery: a range said runs through today, not only to the last complete day.
  const said = p.range ? resolved(p.range, today) : ask.recent ? lastDays(7, today) : null;
  const range = said && said.endDate >= lastCompleteDay(today) ? { ...said, endDate: today } : said;
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
