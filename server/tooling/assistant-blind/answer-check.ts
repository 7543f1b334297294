/**
 * How the blind question set (`pnpm bench assistant` with BEACON_BLIND_QUESTIONS) judges an answer's words: the
 * figures it states, in any of the spec's formats ($1,234.56, $1,235, 1.2K, $3.4M, 12.34%), the names it mentions,
 * whether it declines, and whether it states a figure the asker may not see. The set itself lives outside the
 * repository; only these rules are here.
 */

export type FigureUnit = 'currency' | 'count' | 'percent' | 'ratio';

export interface ExpectedFigure {
  value: number;
  unit: FigureUnit;
  label?: string;
}

export interface Expectation {
  figures?: ExpectedFigure[];
  /** Each must appear, case-insensitive; 'a|b' means either. */
  mentions?: string[];
  /** true: the answer declines; 'part': it declines one part and answers the other. */
  refuses?: boolean | 'part';
  notMentions?: string[];
  /** Figures of advertisers or clients the asker may not see. */
  foreign?: ExpectedFigure[];
}

/** A number as the answer writes it. */
interface Stated {
  value: number;
  /** Half a unit of its last digit shown: the rounding it admits to. */
  half: number;
  short: boolean;
  dollar: boolean;
  percent: boolean;
  significant: number;
}

// Month names whole or cut to three letters ('decreased 12%' is not a date).
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\b\\.?';
/** Dates, years, quarters and ids are words about a figure, never figures: they are read out first. */
const NOT_FIGURES = [
  /\b\d{4}-\d{2}-\d{2}\b/g,
  /\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/g,
  // 'Nov 1 – 30, 2026' before 'Nov 1'.
  new RegExp(`\\b${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?\\s*[–—-]\\s*\\d{1,2}\\b(?:,?\\s+\\d{4}\\b)?`, 'gi'),
  new RegExp(`\\b${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?\\b(?:,?\\s+\\d{4}\\b)?`, 'gi'),
  new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}(?:,?\\s+\\d{4}\\b)?`, 'gi'),
  /(?<![$\d,.])\b(?:19|20)\d{2}\b(?![,.]?\d)/g,
  /\bQ[1-4]\b/gi,
  /\bINV-\d+\b/gi,
  /\bcampaign\s*(?:id\s*)?#?\s*\d+\b/gi,
];

const NUMBER =
  /(\$|USD\s?)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:\s?(K|M|B|T|k|thousand|million|billion)\b)?(\s?(?:%|percent\b))?/g;
const MULTIPLIER: Record<string, number> = {
  K: 1e3,
  k: 1e3,
  thousand: 1e3,
  M: 1e6,
  million: 1e6,
  B: 1e9,
  billion: 1e9,
  T: 1e12,
};

/** Every number the words state, with the rounding and the unit marks it is written with. */
export function statedNumbers(text: string): Stated[] {
  let plain = text.replace(/[’‘]/g, "'").replace(/\u00a0/g, ' ');
  for (const pattern of NOT_FIGURES) plain = plain.replace(pattern, ' ');
  const out: Stated[] = [];
  for (const m of plain.matchAll(NUMBER)) {
    const [, dollar, whole, fraction = '', suffix, percent] = m;
    const multiplier = suffix ? MULTIPLIER[suffix]! : 1;
    const decimals = fraction ? fraction.length - 1 : 0;
    const digits = `${whole!.replace(/,/g, '')}${fraction.slice(1)}`.replace(/^0+/, '');
    out.push({
      value: Number(`${whole!.replace(/,/g, '')}${fraction}`) * multiplier,
      half: 0.5 * 10 ** -decimals * multiplier,
      short: Boolean(suffix),
      dollar: Boolean(dollar) || /^\s?(?:USD|dollars)\b/.test(plain.slice((m.index ?? 0) + m[0].length)),
      percent: Boolean(percent),
      significant: digits.length,
    });
  }
  return out;
}

/** Whether a stated number is the figure: its unit, rounded to the digits it shows, and close enough. */
export function sameFigure(stated: Stated, figure: ExpectedFigure): boolean {
  if (figure.unit === 'percent' ? !stated.percent : stated.percent) return false;
  if ((figure.unit === 'count' || figure.unit === 'ratio') && stated.dollar) return false;
  const truth = Math.abs(figure.value);
  const diff = Math.abs(stated.value - truth);
  // A cent either way: an answer may add up figures already rounded to the cent.
  const rounding = figure.unit === 'currency' ? Math.max(stated.half, 0.01) : stated.half;
  if (diff > rounding * (1 + 1e-9) + 1e-9) return false;
  const relative = truth === 0 ? (diff === 0 ? 0 : Infinity) : diff / truth;
  if (stated.short) return relative <= 0.05;
  // A rate is written with its decimals: '100%' does not say 97.45%.
  if (figure.unit === 'percent') return stated.half <= 0.05 || Math.abs(truth - Math.round(truth)) <= 0.005;
  if (figure.unit === 'ratio') return relative <= 0.02;
  // Whole dollars say a large amount ($12,346), not a small one ('$4' is not a $4.44 CPC).
  return relative <= 0.01 || diff <= 0.01;
}

export const states = (text: string, figure: ExpectedFigure) => statedNumbers(text).some((n) => sameFigure(n, figure));

const normal = (text: string) => text.replace(/[’‘]/g, "'").replace(/\s+/g, ' ').toLowerCase();

/** Whether the words mention one of the alternatives of `entry` ('a|b'). */
export const mentions = (text: string, entry: string) =>
  entry.split('|').some((alternative) => normal(text).includes(normal(alternative)));

/** Declining in plain words: outside the data, not permitted, cannot answer. */
const DECLINES =
  /outside (?:the|my|of the|what)|can(?:no|')t (?:answer|help|share|see|show|tell|provide|access|give)|(?:not|n't) (?:able|allowed|permitted) to|unable to|(?:don't|do not|doesn't|does not) have (?:access|permission|data|information|that)|no access|not (?:assigned|available) to you|isn't (?:something|available)|only (?:answer|help) (?:with|about|from)|not something I/i;

export const declines = (text: string) => DECLINES.test(normal(text));

/** States a figure the asker may not see (written with at 3 significant digits or more, so never by chance). */
export function statesForeign(text: string, expectation: Expectation): boolean {
  const own = expectation.figures ?? [];
  return statedNumbers(text).some(
    (n) =>
      n.significant >= 3 &&
      !own.some((f) => sameFigure(n, f)) &&
      (expectation.foreign ?? []).some((f) => sameFigure(n, f)),
  );
}

export interface Judgement {
  right: boolean;
  foreign: boolean;
  /** What was wrong, for the scorer's own checks; the bench never prints it (the set stays blind). */
  misses: string[];
}

/**
 * The answer's own words: what comes before the list of the tools it called and their raw figures ("Tools and
 * figures used", "How I got this"), which shows how it got there, not what it answers.
 */
export function wordsOf(text: string): string {
  const appendix = /^\s*(?:tools and figures used|how i got this)\b/im.exec(text);
  return appendix ? text.slice(0, appendix.index) : text;
}

/**
 * An answer is right when its words state every figure and mention and decline exactly when they should, and nothing
 * it shows (the tool list too) states a figure the asker may not see.
 */
export function judge(shown: string, expectation: Expectation): Judgement {
  const text = wordsOf(shown);
  const misses: string[] = [];
  for (const f of expectation.figures ?? []) if (!states(text, f)) misses.push(`figure ${f.label ?? ''} ${f.value}`);
  for (const m of expectation.mentions ?? []) if (!mentions(text, m)) misses.push(`mention ${m}`);
  for (const m of expectation.notMentions ?? []) if (mentions(text, m)) misses.push(`mentions ${m}`);
  const declined = declines(text);
  if (expectation.refuses && !declined) misses.push('did not decline');
  if (!expectation.refuses && declined) misses.push('declined');
  const foreign = statesForeign(shown, expectation);
  if (foreign) misses.push('foreign figure');
  return { right: misses.length === 0, foreign, misses };
}
