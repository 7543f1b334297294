import { dimensionLabel, dimensionValue, timeSeries } from './dimensions';

it('writes days and weeks in the product date format, and names the week column "Week of"', () => {
  expect(dimensionLabel('week')).toBe('Week of');
  expect(dimensionValue('week', '2026-03-02')).toBe('03/02/2026');
  expect(dimensionValue('day', '2026-11-09')).toBe('11/09/2026');
  expect(dimensionValue('channel', 'Paid Search')).toBe('Paid Search');
});

it('puts the days in order on a time axis and breaks the line where days are missing', () => {
  const rows = [
    { day: '2026-03-31', spend: '30' },
    { day: '2026-03-29', spend: 10 },
    { day: '2026-03-30', spend: 20 },
    { day: '2026-09-28', spend: 40 },
  ];
  const points = timeSeries(rows, 'day', 'spend').map((p) => [p.at.toDateString(), p.value]);
  expect(points).toEqual([
    ['Sun Mar 29 2026', 10],
    ['Mon Mar 30 2026', 20],
    ['Tue Mar 31 2026', 30],
    [expect.stringMatching(/2026$/), null],
    ['Mon Sep 28 2026', 40],
  ]);
});

it('does not break a line of weeks a week apart', () => {
  const rows = [
    { week: '2026-11-02', clicks: 1 },
    { week: '2026-11-09', clicks: 2 },
  ];
  expect(timeSeries(rows, 'week', 'clicks').map((p) => p.value)).toEqual([1, 2]);
});
