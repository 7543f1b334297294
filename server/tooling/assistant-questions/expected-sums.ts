import {
  figureOf,
  formatCurrency,
  formatDecimal,
  formatFigure,
  formatPercent,
  type FigureUnit,
} from '@beacon/shared/format';
import type { Expectation, RangeSpec, ReportExpectation, Side } from './question';

/**
 * What a right answer to a sum says, computed from the hub API on its own: the figures it is worked out from (as the
 * reports show them, rounded as shown), and the result: a difference, a percent change, a total, a share, an average
 * per day, a ratio, a budget's remainder.
 */
export interface Expected {
  /** Texts the answer must contain. */
  says: string[];
  /** Patterns it must match. */
  matches: RegExp[];
  refusal?: boolean;
  clarify?: boolean;
}

type Report = (
  e: ReportExpectation,
  range: RangeSpec,
  groupBy?: string,
) => Promise<{
  rows: Record<string, unknown>[];
  words: string | null;
  dates: { startDate: string; endDate: string } | null;
}>;

interface Deps {
  report: Report;
  unitOf(metric: string): Promise<FigureUnit>;
  hub(method: 'GET' | 'POST', url: string, body?: object): Promise<ReturnType<typeof JSON.parse>>;
  api(path: string): string;
  advertiserId(name: string): Promise<number>;
  campaignId(name: string): Promise<number>;
  campaigns(query: string): Promise<{ data: { id: number }[] }>;
  advertiserName(id: number): Promise<string>;
  channelLabel(code: string): string;
}

/** A figure rounded as the answer states it: amounts to the cent, counts whole, rates to 6 decimals. */
const rounded = (value: number, unit: FigureUnit) => {
  const places = unit === 'currency' ? 2 : unit === 'ratio' ? 6 : 0;
  return Math.round(value * 10 ** places) / 10 ** places;
};
const DAY = 86_400_000;

export function sumsExpected(d: Deps) {
  /** One side's figure of a metric, with its range in words. */
  async function side(metric: string, s: Side) {
    const now = await d.report({ ...s, metrics: [metric] }, s.range);
    const unit = await d.unitOf(metric);
    const raw = figureOf(now.rows[0]?.[metric]);
    return { value: raw === null ? null : rounded(raw, unit), unit, words: now.words, dates: now.dates };
  }

  return async function expected(e: Expectation): Promise<Expected> {
    const says: string[] = [];
    if (e.sums) {
      const all = await Promise.all(e.sums.sides.map((s) => side(e.sums!.metric, s)));
      const [a, b] = all;
      const unit = a!.unit;
      for (const x of all) {
        says.push(formatFigure(x.value, unit));
        if (x.words) says.push(x.words);
      }
      const [one, two] = [a!.value ?? 0, b!.value ?? 0];
      if (e.sums.says.includes('difference')) says.push(formatFigure(rounded(Math.abs(one - two), unit), unit));
      const total = all.reduce((sum, x) => sum + (x.value ?? 0), 0);
      if (e.sums.says.includes('sum')) says.push(formatFigure(rounded(total, unit), unit));
      if (e.sums.says.includes('growth') && two) says.push(formatPercent(Math.abs(one - two) / two));
    }
    if (e.share) {
      const [part, whole] = await Promise.all([
        side(e.share.metric, e.share.part),
        side(e.share.metric, e.share.whole),
      ]);
      says.push(formatFigure(part.value, part.unit), formatFigure(whole.value, whole.unit));
      if (part.words) says.push(part.words);
      if (whole.value) says.push(formatPercent((part.value ?? 0) / whole.value));
    }
    if (e.perDay) {
      const total = await side(e.perDay.metric, e.perDay.side);
      const { startDate, endDate } = total.dates!;
      const days = Math.round((Date.parse(endDate) - Date.parse(startDate)) / DAY) + 1;
      says.push(formatFigure(total.value, total.unit), formatFigure((total.value ?? 0) / days, total.unit));
      if (total.words) says.push(total.words);
    }
    if (e.ratio) {
      const [a, b] = await Promise.all(e.ratio.metrics.map((m) => side(m, e.ratio!.side)));
      says.push(formatFigure(a!.value, a!.unit), formatFigure(b!.value, b!.unit));
      if (a!.words) says.push(a!.words);
      if (b!.value) {
        const ratio = (a!.value ?? 0) / b!.value;
        says.push(a!.unit === 'currency' ? formatCurrency(ratio) : formatDecimal(ratio));
      }
    }
    if (e.scaled) {
      const x = await side(e.scaled.metric, e.scaled.side);
      says.push(formatFigure(x.value, x.unit), formatFigure(rounded((x.value ?? 0) * e.scaled.factor, x.unit), x.unit));
    }
    if (e.conversionRate) {
      const [conversions, clicks] = await Promise.all(
        ['conversions', 'clicks'].map((m) => side(m, e.conversionRate!.side)),
      );
      says.push(formatFigure(conversions!.value, 'count'), formatFigure(clicks!.value, 'count'));
      if (clicks!.value) says.push(formatPercent((conversions!.value ?? 0) / clicks!.value));
    }
    if (e.groupAverage) {
      const { metric, range, groupBy } = e.groupAverage;
      const unit = await d.unitOf(metric);
      const found = await d.report({ metrics: [metric, 'impressions', 'spend'], range }, range, groupBy);
      const rows = found.rows.filter((r) => (figureOf(r.impressions) ?? 0) > 0 || (figureOf(r.spend) ?? 0) > 0);
      const total = rows.reduce((t, r) => t + (figureOf(r[metric]) ?? 0), 0);
      if (rows.length) says.push(formatFigure(rounded(total / rows.length, unit), unit));
    }
    if (e.remaining) says.push(formatCurrency(await remaining(e.remaining)));
    if (e.changes) says.push(...(await changes(e.changes)));
    if (e.budgetTotal) {
      const { live, advertiser } = e.budgetTotal;
      const who = advertiser ? `&advertiserIds=${await d.advertiserId(advertiser)}` : '';
      const listed = await d.hub(
        'GET',
        d.api(`/campaigns?pageSize=500&${live ? 'statuses=Live' : 'filter=active'}${who}`),
      );
      const budgets = (listed.data as { budget: number }[]).map((c) => Number(c.budget));
      says.push(
        formatCurrency(
          rounded(
            budgets.reduce((a, b) => a + b, 0),
            'currency',
          ),
        ),
      );
    }
    return { says, matches: [] };
  };

  /** The group whose figure rose (or fell) the most between two ranges: its name and both figures. */
  async function changes(e: NonNullable<Expectation['changes']>): Promise<string[]> {
    const unit = await d.unitOf(e.metric);
    const rows = async (range: RangeSpec) => {
      const found = await d.report({ metrics: [e.metric], range }, range, e.groupBy);
      return new Map(found.rows.map((r) => [String(r[e.groupBy]), rounded(figureOf(r[e.metric]) ?? 0, unit)]));
    };
    const [now, then] = [await rows(e.range), await rows(e.compare)];
    const keys = [...new Set([...now.keys(), ...then.keys()])];
    const delta = (k: string) => (now.get(k) ?? 0) - (then.get(k) ?? 0);
    const [top] = keys.sort((a, b) => (e.fall ? delta(a) - delta(b) : delta(b) - delta(a)));
    const label = e.groupBy === 'advertiser' ? await d.advertiserName(Number(top)) : d.channelLabel(top!);
    return [label, formatFigure(now.get(top!) ?? 0, unit), formatFigure(then.get(top!) ?? 0, unit)];
  }

  /** Budget less delivered spend, from the campaign's own record or the pacing of the active campaigns. */
  async function remaining(e: NonNullable<Expectation['remaining']>): Promise<number> {
    if (e.advertisers) {
      const each = await Promise.all(e.advertisers.map((advertiser) => remaining({ advertiser })));
      return rounded(
        each.reduce((a, b) => a + b, 0),
        'currency',
      );
    }
    if (e.campaign) {
      const c = (await d.hub('GET', d.api(`/campaigns/${await d.campaignId(e.campaign)}`))).data;
      return rounded(Number(c.totalBudget) - Number(c.totalDeliveredBudget), 'currency');
    }
    const advertiser = e.advertiser ? `&advertiserIds=${await d.advertiserId(e.advertiser)}` : '';
    const ids = (await d.campaigns(`filter=active${advertiser}`)).data.map((c) => c.id);
    const body = { campaignIds: ids, queries: ['pacing'] };
    const result = (await d.hub('POST', d.api('/campaign-reports/query'), body)).data;
    const row = result.queryResults.find((s: { name: string }) => s.name === 'pacing').data[0];
    return rounded(Number(row.budget) - Number(row.spendToDate), 'currency');
  }
}
