import { formatRangeInWords } from './dates';
import { METRIC_BETTER } from '../api/generated/enumerations';
import {
  changeTone,
  csvFigure,
  formatBudgetShare,
  csvFigureTitle,
  dimensionText,
  figureOf,
  formatChange,
  formatFigure,
  platformLabel,
} from './figures';

describe('figures by unit', () => {
  it('formats a count, an amount and a rate as the spec says', () => {
    expect(formatFigure(1234567.8, 'count')).toBe('1,234,568');
    expect(formatFigure(62526.2, 'currency')).toBe('$62,526.20');
    expect(formatFigure(0.0007844334331918277, 'ratio')).toBe('0.08%');
  });

  it('keeps numbers as numbers in a CSV, rates as rounded percentages under a header naming the unit', () => {
    expect(csvFigure(0.0007844334331918277, 'ratio')).toBe(0.08);
    expect(csvFigure(3816.104, 'currency')).toBe(3816.1);
    expect(csvFigure(12.6, 'count')).toBe(13);
    expect(csvFigureTitle('CTR', 'ratio')).toBe('CTR (%)');
    expect(csvFigureTitle('Spend', 'currency')).toBe('Spend (USD)');
  });

  it('names platforms and channels, never shows their codes', () => {
    expect(platformLabel('TRADE_DESK')).toBe('The Trade Desk');
    expect(platformLabel('ADOMNI')).toBe('Adomni');
    expect(dimensionText('adFormat', 'VIDEO')).toBe('Online Video');
    expect(dimensionText('day', '2026-11-03')).toBe('11/03/2026');
  });

  it('says a range in words', () => {
    expect(formatRangeInWords('2026-10-25', '2026-11-23')).toBe('Oct 25 – Nov 23, 2026');
    expect(formatRangeInWords('2026-11-01', '2026-11-23')).toBe('Nov 1 – 23, 2026');
    expect(formatRangeInWords('2025-12-20', '2026-01-05')).toBe('Dec 20, 2025 – Jan 5, 2026');
    expect(formatRangeInWords('2026-11-23', '2026-11-23')).toBe('Nov 23, 2026');
  });
});

describe('a change against the period before', () => {
  it('is good news when delivery grows and bad news when it shrinks, with the arrow in the words', () => {
    expect(changeTone(120, 100, METRIC_BETTER.clicks)).toBe('good');
    expect(formatChange(120, 100)).toBe('▲ 20.00% vs previous period');
    expect(changeTone(80, 100, METRIC_BETTER.impressions)).toBe('bad');
    expect(formatChange(80, 100)).toBe('▼ 20.00% vs previous period');
  });

  it('reads the other way for what delivery costs: a lower CPM is good, more spend per conversion is not', () => {
    expect(changeTone(4, 5, METRIC_BETTER.cpm)).toBe('good');
    expect(changeTone(30, 25, METRIC_BETTER.costPerConversion)).toBe('bad');
    expect(changeTone(1200, 1000, METRIC_BETTER.spend)).toBe('bad');
  });

  it('is neither when nothing changed or there was nothing before', () => {
    expect(changeTone(100, 100, 'higher')).toBe('flat');
    expect(changeTone(100, 0, 'higher')).toBe('flat');
  });
});

describe('a rate without a value', () => {
  it('shows a dash, never 0, and is not compared', () => {
    expect(formatFigure(null, 'currency')).toBe('—');
    expect(formatFigure(undefined, 'ratio')).toBe('—');
    expect(formatFigure(0, 'currency')).toBe('$0');
    expect(formatChange(null, 25)).toBe('Not comparable with the previous period');
    expect(formatChange(25, null)).toBe('Not comparable with the previous period');
    expect(changeTone(null, 25, METRIC_BETTER.costPerConversion)).toBe('flat');
  });

  it('reads a result: a number, null for no value, 0 for a figure left out', () => {
    expect(figureOf('12.5')).toBe(12.5);
    expect(figureOf(null)).toBeNull();
    expect(figureOf(undefined)).toBe(0);
  });
});

describe('the share of a budget delivered', () => {
  it('is said in whole percents of the budget, and 0% without one', () => {
    expect(formatBudgetShare(13_427, 122_000)).toBe('11% of budget');
    expect(formatBudgetShare('59648.40', '197500')).toBe('30% of budget');
    expect(formatBudgetShare(500, 0)).toBe('0% of budget');
  });
});
