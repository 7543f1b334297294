import { latest, MONTH, span, YEAR } from './calendar-days';

/** Years and their halves: "in 2025", "H1", "the second half of last year". */
export function yearsSaid(question: string, today: string): string {
  const thisYear = Number(today.slice(0, 4));
  const yearOf = (which: string | undefined) =>
    !which || /this|the|current/i.test(which)
      ? undefined
      : /last|previous|prior/i.test(which)
        ? String(thisYear - 1)
        : which;
  const half = (first: boolean) => (y: number) =>
    first ? { startDate: `${y}-01-01`, endDate: `${y}-06-30` } : { startDate: `${y}-07-01`, endDate: `${y}-12-31` };
  let q = question.replace(
    /\b(?:(?:the )?(first|1st|second|2nd|last|latter|back|front) half|\b(h[12]))(?: of| in)?(?: (the year|this year|last year|previous year|the current year|20\d\d))?\b(?![-/\d])/gi,
    (said, words: string | undefined, h: string | undefined, which: string | undefined) => {
      const first = h ? h.toLowerCase() === 'h1' : /^(first|1st|front)$/i.test(words!);
      // "The second half of the campaign" is not a half of a year.
      if (!h && !which) return said;
      const year = yearOf(which?.replace(/^the /i, ''));
      return span(latest(half(first), today, year === 'year' ? undefined : year));
    },
  );
  const before = `(?<!(?:q[1-4]|quarter|half|h[12]|${MONTH}\\.?|\\d,?) (?:of |in )?)`;
  q = q.replace(
    new RegExp(
      `${before}\\b(in|for|during|over|throughout|across|of|within) (?:the )?(?:(?:calendar|full|whole|entire) )?(?:year )?${YEAR}\\b(?! \\w+ campaign| campaign)`,
      'gi',
    ),
    (_, word: string, y: string) => `${word} ${span({ startDate: `${y}-01-01`, endDate: `${y}-12-31` })}`,
  );
  // A year compared with one written out just before: "in 2025 vs 2026", "2025 compared with 2026".
  q = q.replace(
    new RegExp(
      `(-12-31 (?:vs\\.?|versus|compared (?:to|with)|against|than|and|or) (?:in |for )?)${YEAR}\\b(?! \\w+ campaign| campaign)`,
      'gi',
    ),
    (_, before: string, y: string) => `${before}${span({ startDate: `${y}-01-01`, endDate: `${y}-12-31` })}`,
  );
  // Two years compared, said bare: "2025 vs 2026".
  q = q.replace(
    new RegExp(`\\b${YEAR}( (?:vs\\.?|versus|compared (?:to|with)|against|and|or) )${YEAR}\\b`, 'gi'),
    (_, a: string, joint: string, b: string) =>
      `${span({ startDate: `${a}-01-01`, endDate: `${a}-12-31` })}${joint}${span({ startDate: `${b}-01-01`, endDate: `${b}-12-31` })}`,
  );
  return q;
}
