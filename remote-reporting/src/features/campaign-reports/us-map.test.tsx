import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { MapMode } from './report-settings';
import { UsMap } from './us-map';

const regions = [
  { region: 'West', impressions: 50000 },
  { region: 'Midwest', impressions: 20000 },
];
const states = [
  { region: 'West', state: 'ca', impressions: 30000 },
  { region: 'West', state: 'wa', impressions: 12000 },
  { region: 'West', state: 'ak', impressions: 8000 },
  { region: 'Midwest', state: 'il', impressions: 14000 },
  { region: 'Midwest', state: 'ia', impressions: 6000 },
];

function Map() {
  const [mode, setMode] = useState<MapMode>('heatmap');
  return <UsMap regions={regions} states={states} metric="Impressions" mode={mode} onModeChange={setMode} />;
}

const fillOf = (name: RegExp) => screen.getByRole('img', { name }).getAttribute('fill');

it('colours each state by its own figure, with a legend of the classes and the highest states in words', () => {
  render(<Map />);
  const map = screen.getByRole('group', { name: 'Impressions by state' });
  expect(within(map).getAllByRole('img')).toHaveLength(51);
  expect(screen.getByRole('img', { name: 'California: 30,000 (West)' })).toBeInTheDocument();
  // States of one region are not one colour any more; states without delivery are grey.
  expect(fillOf(/^California/)).not.toBe(fillOf(/^Washington:/));
  expect(fillOf(/^Texas/)).toBe(fillOf(/^Ohio/));
  const legend = screen.getByRole('list', { name: 'Legend' });
  expect(within(legend).getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
  expect(legend).toHaveTextContent('6K');
  expect(legend).toHaveTextContent('30K');
  expect(legend).toHaveTextContent('No delivery');
  expect(map).toHaveAccessibleDescription('Highest: California 30,000, Illinois 14,000, Washington 12,000.');
});

it('names the state and its figure in a tooltip on hover and on focus; arrow keys move between states', () => {
  render(<Map />);
  fireEvent.mouseMove(screen.getByRole('img', { name: /^Illinois/ }), { clientX: 10, clientY: 10 });
  expect(screen.getByText('Illinois')).toBeInTheDocument();
  expect(screen.getByText(/14,000 impressions · Midwest/)).toBeInTheDocument();
  // The map is one stop in the tab order: its first state in alphabetical order.
  const map = screen.getByRole('group', { name: 'Impressions by state' });
  expect(map.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  const alabama = screen.getByRole('img', { name: /^Alabama/ });
  expect(alabama).toHaveAttribute('tabindex', '0');
  act(() => alabama.focus());
  fireEvent.keyDown(alabama, { key: 'ArrowRight' });
  expect(screen.getByRole('img', { name: /^Alaska: 8,000/ })).toHaveFocus();
  expect(screen.getByText(/8,000 impressions · West/)).toBeInTheDocument();
  fireEvent.keyDown(document.activeElement!, { key: 'End' });
  expect(screen.getByRole('img', { name: /^Wyoming: 0/ })).toHaveFocus();
  expect(screen.getByRole('img', { name: /^Wyoming: 0/ })).toHaveAttribute('tabindex', '0');
});

it('shows the states as a table, largest first, with their share', () => {
  render(<Map />);
  fireEvent.click(screen.getByRole('button', { name: 'Show table' }));
  const table = screen.getByRole('table');
  const rows = within(table).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('CaliforniaWest30,00042.86%');
  expect(rows[2]).toHaveTextContent('IllinoisMidwest14,00020.00%');
  fireEvent.click(screen.getByRole('button', { name: 'Show map' }));
  expect(screen.getByRole('group', { name: 'Impressions by state' })).toBeInTheDocument();
});

it('in regions mode, each region has its colour and its total', () => {
  render(<Map />);
  fireEvent.click(screen.getByText('Regions'));
  expect(fillOf(/^California/)).toBe(fillOf(/^Washington:/));
  expect(fillOf(/^California/)).not.toBe(fillOf(/^Illinois/));
  expect(fillOf(/^Wyoming/)).toBe(fillOf(/^Texas/));
  expect(screen.getByRole('list', { name: 'Regions' })).toHaveTextContent('West: 50,000');
});
