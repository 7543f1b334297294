import { render, screen, within } from '@testing-library/react';
import { ForecastChart } from './report-charts';

// The chart library draws on a canvas jsdom lacks: this stand-in draws the y axis's labels as the plot would, from
// the ticks its scale asks for (the scale's own tick method, or the library's default of five even steps).
type Axis = { labelFormatter: (v: number) => string };
type Props = {
  data: { value: number }[];
  scale?: { y?: { tickMethod?: (min: number, max: number, count: number) => number[] } };
  axis: { y: Axis };
};
jest.mock('@ant-design/charts', () => ({
  Line: ({ data, scale, axis }: Props) => {
    const max = Math.max(...data.map((d) => d.value));
    const ticks = scale?.y?.tickMethod?.(0, max, 5) ?? [0, 1, 2, 3, 4, 5].map((i) => (max * i) / 5);
    return (
      <ul aria-label="Plot's y axis">
        {ticks.map((tick) => (
          <li key={tick}>{axis.y.labelFormatter(tick)}</li>
        ))}
      </ul>
    );
  },
  DualAxes: () => null,
  Tiny: { Line: () => null },
}));

const days = (values: number[]) =>
  values.map((value, i) => ({ day: `2026-12-${String(i + 1).padStart(2, '0')}`, value }));

it('a forecast of nothing draws no plot, and says that nothing is expected', () => {
  render(
    <ForecastChart
      rows={days(Array<number>(14).fill(0))}
      metric="Impressions"
      method="Holt's linear trend."
      total={0}
      note="The campaign has ended."
    />,
  );
  const figure = screen.getByRole('figure', { name: '14-day Impressions forecast' });
  expect(within(figure).queryByRole('list', { name: "Plot's y axis" })).toBeNull();
  expect(figure).toHaveTextContent('The campaign has ended. Next 14 days: 0 impressions expected.');
});

it('a forecast of a few clicks a day labels its axis in whole clicks, each once', () => {
  render(<ForecastChart rows={days([1, 2, 3, 2, 3])} metric="Clicks" method="" total={11} note={null} />);
  const axis = screen.getByRole('list', { name: "Plot's y axis" });
  const labels = within(axis)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(labels).toEqual(['0', '1', '2', '3']);
});
