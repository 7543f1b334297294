import { figureOf, formatFigure, platformLabel, type FigureUnit } from './figures';
import { formatDate } from './dates';
import { formatPercent } from './numbers';

/** A figure a report shows as a tile: its label, its key in the result rows, its unit, and which way is better. */
export interface InsightFigure {
  label: string;
  key: string;
  unit: FigureUnit;
}

type ResultRow = Record<string, unknown>;

/** What a report's written insight is made of: its own result sets, never a figure of its own. */
export interface InsightInput {
  /** The report's tiles, spend among them: the figures the paragraph may name. */
  figures: InsightFigure[];
  totals: ResultRow | undefined;
  previousTotals: ResultRow | undefined;
  /** The range's delivery by channel (platform), and the period before's. */
  channels: ResultRow[];
  previousChannels: ResultRow[];
  pacing: ResultRow | undefined;
}

/** One figure the paragraph names, as the report's own sets hold it: checked against them by the tests. */
export interface InsightFact {
  label: string;
  /** `totals`, `previousTotals`, `channel:<platform>`, `previousChannel:<platform>` or `pacing`. */
  from: string;
  key: string;
  value: number;
}

export interface Insight {
  text: string;
  facts: InsightFact[];
}

/** A change under this share of the figure is "held steady". */
const STEADY = 0.01;
/** Pacing outside these bounds is a risk worth a sentence. */
const BEHIND = 0.9;
const AHEAD = 1.1;

const lower = (label: string) => (label === label.toUpperCase() ? label : label.toLowerCase());
const change = (now: number, before: number) => (now - before) / before;

/**
 * The short paragraph of what moved and why that heads a report and its PDF, written without a model: the largest
 * changes against the period before, the channel that drove spend's change, and the pacing risk. Every figure is
 * read from the report's own result sets (the semantic layer's) and formatted as the tiles format it.
 */
export function reportInsight(input: InsightInput): Insight {
  const facts: InsightFact[] = [];
  const fact = (label: string, from: string, key: string, value: number) => {
    facts.push({ label, from, key, value });
    return value;
  };
  const spendFigure = input.figures.find((f) => f.key === 'spend');
  const now = (f: InsightFigure) => figureOf(input.totals?.[f.key]);
  const before = (f: InsightFigure) => figureOf(input.previousTotals?.[f.key]);
  const delivered = input.figures.some((f) => (now(f) ?? 0) !== 0);
  if (!input.totals || !delivered)
    return { text: 'No delivery in this period yet, so there is nothing to compare.', facts };

  const sentences: string[] = [];
  if (spendFigure) sentences.push(spendSentence(spendFigure, input, fact));
  const moves = input.figures
    .filter((f) => f !== spendFigure)
    .flatMap((f) => {
      const [n, b] = [now(f), before(f)];
      return n === null || b === null || b === 0 ? [] : [{ f, n, b, c: change(n, b) }];
    });
  const moved = moves.filter((m) => Math.abs(m.c) >= STEADY).sort((x, y) => Math.abs(y.c) - Math.abs(x.c));
  const told = moved.slice(0, 2).map(({ f, n, b, c }, i) => {
    fact(f.label, 'totals', f.key, n);
    fact(f.label, 'previousTotals', f.key, b);
    const name = i === 0 ? f.label : lower(f.label);
    return `${name} ${c > 0 ? 'rose' : 'fell'} ${formatPercent(Math.abs(c))} to ${formatFigure(n, f.unit)}`;
  });
  if (told.length) sentences.push(`${told.join(' and ')}.`);
  const steady = moves.filter((m) => Math.abs(m.c) < STEADY).map((m) => m.f.label);
  if (steady.length && moved.length === 0)
    sentences.push(`${steady.map((l, i) => (i ? lower(l) : l)).join(', ')} held steady (within 1%).`);
  const pace = pacingSentence(input.pacing, fact);
  if (pace) sentences.push(pace);
  return { text: sentences.join(' '), facts };
}

type Note = (label: string, from: string, key: string, value: number) => number;

function spendSentence(spend: InsightFigure, input: InsightInput, fact: Note): string {
  const n = fact(spend.label, 'totals', spend.key, figureOf(input.totals?.[spend.key]) ?? 0);
  const b = figureOf(input.previousTotals?.[spend.key]);
  const money = (v: number) => formatFigure(v, spend.unit);
  // No period before at all (a campaign's lifetime): nothing to compare, and nothing to say about it.
  if (!input.previousTotals) return `${spend.label} was ${money(n)}.`;
  if (b === null || b === 0) return `${spend.label} was ${money(n)}, with no delivery in the period before to compare.`;
  fact(spend.label, 'previousTotals', spend.key, b);
  const c = change(n, b);
  if (Math.abs(c) < STEADY) return `${spend.label} held steady at ${money(n)} (${money(b)} the period before).`;
  const head = `${spend.label} was ${money(n)}, ${c > 0 ? 'up' : 'down'} ${formatPercent(Math.abs(c))} on the period before (${money(b)})`;
  const driver = channelDriver(spend, input, n - b, fact);
  return driver ? `${head}; ${driver}.` : `${head}.`;
}

/** The channel whose spend moved most in the direction of the whole, when there is more than one channel. */
function channelDriver(spend: InsightFigure, input: InsightInput, whole: number, fact: Note): string | null {
  const platforms = new Set([...input.channels, ...input.previousChannels].map((r) => String(r.platform)));
  if (platforms.size < 2) return null;
  const valueIn = (rows: ResultRow[], p: string) =>
    figureOf(rows.find((r) => String(r.platform) === p)?.[spend.key]) ?? 0;
  const deltas = [...platforms]
    .map((p) => ({ p, n: valueIn(input.channels, p), b: valueIn(input.previousChannels, p) }))
    .map((d) => ({ ...d, d: d.n - d.b }))
    .filter((d) => Math.sign(d.d) === Math.sign(whole))
    .sort((x, y) => Math.abs(y.d) - Math.abs(x.d));
  const top = deltas[0];
  if (!top) return null;
  fact(spend.label, `channel:${top.p}`, spend.key, top.n);
  fact(spend.label, `previousChannel:${top.p}`, spend.key, top.b);
  const money = (v: number) => formatFigure(v, spend.unit);
  const share = Math.abs(top.d / whole);
  const most = share >= 0.5 ? 'most of the change' : 'the largest part of the change';
  return `${platformLabel(top.p)} made ${most}, from ${money(top.b)} to ${money(top.n)}`;
}

function pacingSentence(pacing: ResultRow | undefined, fact: Note): string | null {
  const ratio = figureOf(pacing?.pacing);
  if (!pacing || ratio === null) return null;
  const label = String(pacing.label ?? 'Pacing');
  fact(label, 'pacing', 'pacing', ratio);
  const spent = fact('Spend to date', 'pacing', 'spendToDate', figureOf(pacing.spendToDate) ?? 0);
  const expected = fact('Expected spend', 'pacing', 'expectedSpend', figureOf(pacing.expectedSpend) ?? 0);
  const through = formatDate(String(pacing.lastCompleteDay));
  const amounts = `${formatFigure(spent, 'currency')} spent of ${formatFigure(expected, 'currency')} expected through ${through}`;
  return `${label} is ${formatPercent(ratio)}, ${pacingStanding(ratio)}: ${amounts}.`;
}

/** The risk a pacing (delivered over expected, 1 is on pace) runs: behind or ahead of plan beyond 10%, or none. */
export function pacingRisk(ratio: number): 'behind' | 'ahead' | null {
  return ratio < BEHIND ? 'behind' : ratio > AHEAD ? 'ahead' : null;
}

/** Where a pacing stands, in words: behind or ahead of plan beyond 10% (at risk), else on plan. */
export function pacingStanding(ratio: number): string {
  const risk = pacingRisk(ratio);
  return risk === 'behind'
    ? 'behind plan, at risk of underdelivering'
    : risk === 'ahead'
      ? 'ahead of plan, at risk of spending the budget early'
      : 'on plan';
}

/** A report's insight from its result sets as the report API answers them (the screen's, or the PDF's after demo). */
export function reportInsightOf(
  result: { queryResults: { name: string; data: ResultRow[] }[] },
  figures: InsightFigure[],
): Insight {
  const set = (name: string) => result.queryResults.find((r) => r.name === name)?.data ?? [];
  return reportInsight({
    figures,
    totals: set('totals')[0],
    previousTotals: set('previousTotals')[0],
    channels: set('platform'),
    previousChannels: set('previousPlatform'),
    pacing: set('pacing')[0],
  });
}
