/**
 * "Which campaigns spent more than $50,000 last month?", "advertisers with a CTR above 1%", "channels under 1K
 * clicks": the groups of a breakdown whose figure is past a bound, the bound as the catalogue holds the figure (a
 * rate as a ratio).
 */
export interface Threshold {
  above: boolean;
  value: number;
}

const BOUND =
  /\b(more than|over|above|greater than|higher than|at least|exceeding|in excess of|north of|less than|under|below|fewer than|lower than|at most|south of)\s+\$?(\d[\d,]*(?:\.\d+)?)\s*(k|m|thousand|million|%|percent)?(?![\w/-])(?!\s*(days?|weeks?|months?|quarters?|years?)\b)/;
const BELOW = /^(less than|under|below|fewer than|lower than|at most|south of)$/;

export function thresholdOf(t: string, rate: boolean): Threshold | null {
  const m = BOUND.exec(t);
  if (!m) return null;
  const scale = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6, '%': 0.01, percent: 0.01 }[m[3] ?? ''] ?? 1;
  const said = Number(m[2]!.replace(/,/g, '')) * scale;
  // A rate said without a percent sign ("a CTR above 1") is a percent too.
  const value = rate && !m[3] ? said / 100 : said;
  return Number.isFinite(value) ? { above: !BELOW.test(m[1]!), value } : null;
}
