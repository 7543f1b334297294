import type { AssistantToolCall } from './assistant-protocol';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AnswerView } from './answer-view';
import { HowIGotThis } from './how-i-got-this';

const RANKED: AssistantToolCall = {
  name: 'query_metrics',
  arguments: { metrics: ['spend'], range: 'Previous Month', groupBy: 'advertiser', order: 'most' },
  figures: { spend: 691455.39, startDate: '2026-10-01', endDate: '2026-10-31', groups: 2 },
  view: {
    table: {
      columns: ['Advertiser', 'Spend'],
      rows: [
        ['Blue Ridge Kayaks', '$250,000.10'],
        ['Trailhead Gear', '$3,306.28'],
      ],
    },
    links: [
      { label: 'Dashboards: Blue Ridge Kayaks', href: '/clients/1/reporting-suite/3/dashboards' },
      { label: 'Dashboards: Trailhead Gear', href: '/clients/1/reporting-suite/1/dashboards' },
    ],
  },
};

it('shows the answer’s table, formatted as the server sent it, and links to the screens with the figures', () => {
  render(
    <MemoryRouter>
      <AnswerView calls={[RANKED]} />
    </MemoryRouter>,
  );
  const table = within(screen.getByRole('region', { name: 'Figures 1' })).getByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Advertiser', 'Spend']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(
    rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ),
  ).toEqual([
    ['Blue Ridge Kayaks', '$250,000.10'],
    ['Trailhead Gear', '$3,306.28'],
  ]);
  const links = within(screen.getByRole('navigation', { name: 'Where to see it' })).getAllByRole('link');
  expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
    ['Dashboards: Blue Ridge Kayaks', '/clients/1/reporting-suite/3/dashboards'],
    ['Dashboards: Trailhead Gear', '/clients/1/reporting-suite/1/dashboards'],
  ]);
});

it('shows nothing for an answer without a table or links', () => {
  const { container } = render(
    <MemoryRouter>
      <AnswerView calls={[{ name: 'campaign_metrics', arguments: {}, figures: { countLive: 16 } }]} />
    </MemoryRouter>,
  );
  expect(container).toBeEmptyDOMElement();
});

it('"How I got this" is folded until opened, then shows the query and its figures', () => {
  render(<HowIGotThis calls={[RANKED]} />);
  expect(screen.queryByRole('region', { name: 'Tools and figures used' })).not.toBeInTheDocument();
  const toggle = screen.getByRole('button', { name: /How I got this/ });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const query = screen.getByRole('region', { name: 'Tools and figures used' });
  expect(query).toHaveTextContent('query_metrics');
  expect(query).toHaveTextContent('range: Previous Month');
  expect(query).toHaveTextContent('groupBy: advertiser');
  expect(query).toHaveTextContent('spend: 691,455.39');
});
