import {
  adFormatLabel,
  figureOf,
  formatCurrency,
  formatDate,
  formatFigure,
  formatInteger,
  formatPercent,
  formatRangeInWords,
  platformLabel,
  type FigureUnit,
} from '@beacon/shared/format';
import type { Expectation, Question, RangeSpec, ReportExpectation } from './question';
import { sumsExpected, type Expected } from './expected-sums';
import { standingExpected } from './expected-standing';
import { datesOf, plusDays } from './calendar';

const DAY = 86_400_000;

/**
 * What a right answer to a question of the set says, computed from the hub API (real HTTP, as the question's
 * user): every figure formatted as the screens format it, the range in words, the names that rank first. An
 * answer is right when it says all of them (a refusal: says so and states no amount; a question back: asks).
 */
export type Hub = (method: 'GET' | 'POST', url: string, body?: object) => Promise<ReturnType<typeof JSON.parse>>;

export type { Expected } from './expected-sums';

/** The report body's range: a named range for the server to resolve, or the dates. */
const rangeBody = (spec: RangeSpec, today: string) =>
  typeof spec === 'string'
    ? { dateRangeChoice: spec }
    : { dateRangeChoice: 'Custom', queryParams: { dateRange: datesOf(spec, today) } };

export function expectationsOf(hub: Hub, clientId: number, today: string) {
  const api = (path: string) => `/api/clients/${clientId}${path}`;
  let units: Map<string, FigureUnit> | undefined;
  const unitOf = async (metric: string) => {
    units ??= new Map(
      ((await hub('GET', '/api/catalogue')).data.metrics as { key: string; unit: FigureUnit }[]).map((m) => [
        m.key,
        m.unit,
      ]),
    );
    return units.get(metric)!;
  };
  const advertisers = async () =>
    (await hub('GET', api('/advertisers?pageSize=500'))).data as { id: number; name: string }[];
  const campaigns = async (query: string) =>
    (await hub('GET', api(`/campaigns?pageSize=500&${query}`))) as {
      data: {
        id: number;
        name: string;
        endDate: string | null;
        estimatedEndDate: string | null;
        daysRemaining: number;
      }[];
      page: { total: number };
    };
  const advertiserId = async (name: string) => {
    const found = (await advertisers()).find((a) => a.name === name);
    if (!found) throw new Error(`no advertiser ${name}`);
    return found.id;
  };
  /** A campaign by its name; "name#id" when two share it. */
  const campaignId = async (said: string) => {
    const [name, id] = said.split('#');
    const found = (await campaigns(`filter=all&search=${encodeURIComponent(name!)}`)).data.filter(
      (c) => c.name === name,
    );
    const one = id ? found.filter((c) => c.id === Number(id)) : found;
    if (one.length !== 1) throw new Error(`${one.length} campaigns named ${said}`);
    return one[0]!.id;
  };

  async function report(e: ReportExpectation, range: RangeSpec, groupBy?: string) {
    const body = {
      ...(e.advertiser ? { advertiserIds: [await advertiserId(e.advertiser)] } : {}),
      ...(e.pair ? { advertiserIds: await Promise.all(e.pair.map(advertiserId)) } : {}),
      ...(e.campaign ? { campaignIds: [await campaignId(e.campaign)] } : {}),
      ...(e.campaignPair ? { campaignIds: await Promise.all(e.campaignPair.map(campaignId)) } : {}),
      ...rangeBody(range, today),
      ...(groupBy ? { groupBy: [groupBy], queries: ['breakdown'] } : { queries: ['totals'] }),
    };
    const channels = { platforms: e.platforms, platformAdTypes: e.channels };
    if (e.platforms || e.channels)
      Object.assign(body, { queryParams: { ...('queryParams' in body ? body.queryParams : {}), ...channels } });
    const result = (await hub('POST', api('/campaign-reports/query'), body)).data;
    const set = result.queryResults.find((s: { name: string }) => s.name === (groupBy ? 'breakdown' : 'totals'));
    const words = result.dateRange ? formatRangeInWords(result.dateRange.startDate, result.dateRange.endDate) : null;
    const dates = (result.dateRange ?? null) as { startDate: string; endDate: string } | null;
    return { rows: (set?.data ?? []) as Record<string, number | string | null>[], words, dates };
  }

  async function labelsOf(group: string) {
    if (group === 'advertiser') return new Map((await advertisers()).map((a) => [String(a.id), a.name]));
    if (group === 'campaign') return new Map((await campaigns('filter=all')).data.map((c) => [String(c.id), c.name]));
    return null;
  }
  const labelOf = (group: string, value: unknown, names: Map<string, string> | null) =>
    names?.get(String(value)) ??
    (group === 'adFormat'
      ? adFormatLabel(value)
      : group === 'platform'
        ? platformLabel(value)
        : group === 'week'
          ? formatDate(String(value))
          : String(value));

  async function reportSays(e: ReportExpectation): Promise<Expected> {
    const says: string[] = [];
    const figure = async (metric: string, row: Record<string, unknown> | undefined) =>
      formatFigure(figureOf(row?.[metric]), await unitOf(metric));
    const group = e.pair ? 'advertiser' : e.campaignPair ? 'campaign' : e.groupBy;
    const now = await report(e, e.range, group);
    if (now.words) says.push(now.words);
    if (!group) {
      for (const m of e.metrics) says.push(await figure(m, now.rows[0]));
      if (e.compare) {
        const before = e.compare === 'previous period' ? await previousOf(e) : await report(e, e.compare);
        if (before.words) says.push(before.words);
        for (const m of e.metrics) says.push(await figure(m, before.rows[0]));
      }
      return { says, matches: [] };
    }
    const names = await labelsOf(group);
    const first = e.metrics[0]!;
    let rows = now.rows.filter((r) => Number(r.impressions ?? 0) > 0 || Number(r.spend ?? 0) > 0);
    if (e.pair || e.campaignPair) {
      for (const name of e.pair ?? e.campaignPair!) {
        const id = e.pair ? await advertiserId(name) : await campaignId(name);
        says.push(name);
        for (const m of e.metrics)
          says.push(
            await figure(
              m,
              rows.find((r) => Number(r[group]) === id),
            ),
          );
      }
      return { says, matches: [] };
    }
    const timeline = group === 'week' || group === 'month';
    if (e.order || !timeline) {
      const sign = e.order === 'least' ? 1 : -1;
      // A rate without a value (no conversions: no cost per conversion) is never the best nor the worst: last.
      const value = (row: Record<string, unknown>) => figureOf(row[first]);
      rows = [...rows].sort(
        (a, b) => Number(value(a) === null) - Number(value(b) === null) || sign * ((value(a) ?? 0) - (value(b) ?? 0)),
      );
    }
    const shown = e.order ? rows.slice(0, e.limit ?? 1) : rows.slice(0, 12);
    for (const row of shown) {
      // A tie at the top may be named either way: then its figure is what must be right.
      const tied = rows.filter((r) => r !== row && r[first] === row[first]).length > 0;
      if (!tied) says.push(labelOf(group, row[group], names));
      // "Which campaign had the most conversions, and its CPA?": the one ranked first says its other figures too.
      for (const m of e.order && (e.limit ?? 1) === 1 ? e.metrics : [first]) says.push(await figure(m, row));
    }
    return { says, matches: [] };
  }

  /** The period just before, of the same length (what the screens' tiles compare with). */
  async function previousOf(e: ReportExpectation) {
    const body = rangeBody(e.range, today);
    const result = (await hub('POST', api('/campaign-reports/query'), { ...body, queries: ['totals'] })).data;
    const { startDate, endDate } = result.dateRange as { startDate: string; endDate: string };
    const length = Math.round((Date.parse(endDate) - Date.parse(startDate)) / DAY) + 1;
    return report(e, { from: plusDays(startDate, -length), to: plusDays(startDate, -1) });
  }

  async function campaignsSay(e: NonNullable<Expectation['campaigns']>): Promise<Expected> {
    const advertiser = e.advertiser ? `&advertiserIds=${await advertiserId(e.advertiser)}` : '';
    let count: number;
    if (e.endingWithinDays) {
      const { data } = await campaigns(`filter=active${advertiser}`);
      count = data.filter((c) => {
        const end = c.endDate ?? c.estimatedEndDate;
        return end !== null && end >= today && c.daysRemaining <= e.endingWithinDays!;
      }).length;
    } else if (e.live) count = (await campaigns(`statuses=Live${advertiser}`)).page.total;
    else if (e.filter) count = (await campaigns(`filter=${e.filter}${advertiser}`)).page.total;
    else count = (await campaigns(`${e.statuses!.map((s) => `statuses=${s}`).join('&')}${advertiser}`)).page.total;
    // None is said as none too: "has no paused campaigns".
    const number = count === 0 ? '(0|no)' : formatInteger(count);
    return { says: [], matches: [new RegExp(`\\b${number} ([\\w-]+ )?(campaign|proposal)`, 'i')] };
  }

  async function pacingSays(e: NonNullable<Expectation['pacing']>): Promise<Expected> {
    if (e.campaign) {
      const pacing = (await hub('GET', api(`/campaigns/${await campaignId(e.campaign)}/pacing`))).data;
      return { says: [`Pacing is ${formatPercent(pacing.pacing)}`], matches: [] };
    }
    const advertiser = e.advertiser ? `&advertiserIds=${await advertiserId(e.advertiser)}` : '';
    const ids = (await campaigns(`filter=active${advertiser}`)).data.map((c) => c.id);
    const result = (await hub('POST', api('/campaign-reports/query'), { campaignIds: ids, queries: ['pacing'] })).data;
    const row = result.queryResults.find((s: { name: string }) => s.name === 'pacing').data[0];
    return { says: [`pacing at ${formatPercent(row.pacing)}`, formatCurrency(row.spendToDate)], matches: [] };
  }

  async function billingSays(e: NonNullable<Expectation['billing']>): Promise<Expected> {
    let figures: Record<string, number>;
    if (e.advertiser) {
      const { data } = await hub(
        'GET',
        api(`/invoices?pageSize=500&advertiserIds=${await advertiserId(e.advertiser)}`),
      );
      const invoices = data as { status: string; balance: number }[];
      const of = (s: string) => invoices.filter((i) => i.status === s);
      figures = {
        totalBalance: invoices.reduce((t, i) => t + i.balance, 0),
        overdueBalance: of('Overdue').reduce((t, i) => t + i.balance, 0),
        countOverdue: of('Overdue').length,
        countOpen: of('Open').length,
        countPaid: of('Paid').length,
      };
    } else figures = (await hub('GET', api('/invoices/metrics'))).data;
    const value = figures[e.figure]!;
    return { says: [/Balance$/.test(e.figure) ? formatCurrency(value) : `${formatInteger(value)} `], matches: [] };
  }

  const sums = sumsExpected({
    report,
    unitOf,
    hub,
    api,
    advertiserId,
    campaignId,
    campaigns,
    advertiserName: async (id) => (await advertisers()).find((a) => a.id === id)!.name,
    channelLabel: adFormatLabel,
  });
  async function expectedOf(e: Expectation): Promise<Expected> {
    if (e.parts) {
      const each = await Promise.all(e.parts.map(expectedOf));
      return { says: each.flatMap((x) => x.says), matches: each.flatMap((x) => x.matches) };
    }
    if (e.declines) return { says: ['outside the data I can answer from'], matches: [] };
    if (e.sums || e.share || e.perDay || e.ratio || e.remaining || e.changes || e.budgetTotal) return sums(e);
    if (e.scaled || e.conversionRate || e.groupAverage) return sums(e);
    if (e.refusal) return { says: ['outside the data I can answer from'], matches: [], refusal: true };
    if (e.clarify) return { says: ['Which one do you mean'], matches: [], clarify: true };
    if (e.report) return reportSays(e.report);
    if (e.campaigns) return campaignsSay(e.campaigns);
    if (e.pacing) return pacingSays(e.pacing);
    if (e.daysLeft) {
      const c = (await hub('GET', api(`/campaigns/${await campaignId(e.daysLeft.campaign)}`))).data;
      return { says: [`${formatInteger(c.daysRemaining)} days remaining`], matches: [] };
    }
    if (e.billing) return billingSays(e.billing);
    const standing = standingExpected(e, { hub, api, advertiserId, report, today });
    if (standing) return standing;
    if (e.audiences) {
      const id = await advertiserId(e.audiences.advertiser);
      const list = (await hub('GET', api(`/advertisers/${id}/audiences`))).data as unknown[];
      return { says: [`${formatInteger(list.length)} audience`], matches: [] };
    }
    const files = (await hub('GET', api(`/campaigns/${await campaignId(e.documents!.campaign)}/files`)))
      .data as unknown[];
    // None is said as none: "has no documents".
    if (files.length === 0) return { says: [], matches: [/\b(0|no) documents?\b/i] };
    return { says: [`${formatInteger(files.length)} document`], matches: [] };
  }
  return (question: Question) => expectedOf(question.expect);
}

/** Whether an answer says what is expected; the reasons when not. */
export function missesOf(answer: string, expected: Expected): string[] {
  const misses = expected.says.filter((s) => !answer.includes(s)).map((s) => `does not say "${s}"`);
  misses.push(...expected.matches.filter((m) => !m.test(answer)).map((m) => `does not match ${m}`));
  if (expected.refusal && /\$\d/.test(answer)) misses.push('states an amount');
  if (!expected.clarify && answer.startsWith('Which one do you mean')) misses.push('asks back');
  return misses;
}
