import { formatRate } from './campaign-rate';

it('shows FLAT_RATE and COST_PLUS as a percentage, CPM as currency, other rate types not at all', () => {
  expect(formatRate('FLAT_RATE', 15)).toBe('15.00%');
  expect(formatRate('COST_PLUS', 12.5)).toBe('12.50%');
  expect(formatRate('CPM', 8.5)).toBe('$8.50');
  expect(formatRate('ADDED_VALUE', 0)).toBe('');
  expect(formatRate('CPM', null)).toBe('');
});
