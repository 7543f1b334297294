import { reportQueryDateRange } from './report-query';

// The spec does not name the four 14-day forecast queries; these stand in for them.
const forecasts = ['forecastA', 'forecastB', 'forecastC', 'forecastD'];

describe('report query date range', () => {
  it('sends the range as yyyy-MM-dd when both dates are given', () => {
    expect(
      reportQueryDateRange('impressionsByDay', { startDate: '2026-03-01', endDate: new Date(2026, 2, 31) }, forecasts),
    ).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
  });

  it('sends no range when a date is missing or not a date', () => {
    expect(reportQueryDateRange('impressionsByDay', { startDate: '2026-03-01' }, forecasts)).toBeUndefined();
    expect(
      reportQueryDateRange('impressionsByDay', { startDate: null, endDate: '2026-03-31' }, forecasts),
    ).toBeUndefined();
    expect(
      reportQueryDateRange('impressionsByDay', { startDate: 'soon', endDate: '2026-03-31' }, forecasts),
    ).toBeUndefined();
  });

  it('never sends a range with a 14-day forecast query', () => {
    for (const name of forecasts) {
      expect(reportQueryDateRange(name, { startDate: '2026-03-01', endDate: '2026-03-31' }, forecasts)).toBeUndefined();
    }
  });
});
