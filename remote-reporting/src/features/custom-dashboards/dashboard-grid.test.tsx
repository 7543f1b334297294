import { installWindowWidth } from '@beacon/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DashboardGrid } from './dashboard-grid';
import { readingOrder, type Place } from './grid-layout';

// Saved out of order: the page reads them top to bottom, then left to right.
const LAYOUT: Place[] = [
  { i: 'bars', x: 8, y: 2, w: 4, h: 4 },
  { i: 'kpis', x: 0, y: 0, w: 12, h: 2 },
  { i: 'line', x: 0, y: 2, w: 8, h: 4 },
];
const TITLES: Record<string, string> = { kpis: 'Headline figures', line: 'Spend by day', bars: 'Clicks by channel' };
const READING_ORDER = ['Headline figures', 'Spend by day', 'Clicks by channel'];

/** The dashboard as its owner sees it (changes and removals go somewhere), or read only. */
const draw = (as: 'owner' | 'reader') =>
  render(
    <DashboardGrid
      layout={LAYOUT}
      titleOf={(id) => TITLES[id]!}
      render={(id) => <p>{TITLES[id]} figures</p>}
      onChange={as === 'owner' ? () => undefined : undefined}
      onRemove={as === 'owner' ? () => undefined : undefined}
    />,
  );
const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const arrangeButtons = () => screen.queryAllByRole('button', { name: /^Arrange / });

it('gives its owner, on a laptop, widgets to drag by their title bars, resize by their corners, or arrange', () => {
  installWindowWidth(1366);
  draw('owner');
  expect(titles()).toEqual(READING_ORDER);
  expect(document.querySelectorAll('.react-grid-item.react-draggable')).toHaveLength(3);
  expect(document.querySelectorAll('.react-grid-item > .react-resizable-handle')).toHaveLength(3);
  expect(arrangeButtons().map((b) => b.getAttribute('aria-label'))).toEqual(READING_ORDER.map((t) => `Arrange ${t}`));
});

it('gives a reader, on a laptop, the same grid with nothing to drag, resize, arrange or remove', () => {
  installWindowWidth(1366);
  draw('reader');
  expect(titles()).toEqual(READING_ORDER);
  expect(document.querySelectorAll('.react-grid-item')).toHaveLength(3);
  expect(document.querySelector('.react-draggable')).toBeNull();
  expect(document.querySelectorAll('.react-resizable-hide')).toHaveLength(3);
  expect(screen.queryAllByRole('button')).toHaveLength(0);
});

it('stacks the widgets on a phone in reading order, one column, with nothing to drag, resize or arrange', () => {
  installWindowWidth(320);
  draw('owner');
  expect(titles()).toEqual(READING_ORDER);
  expect(document.querySelector('.react-grid-layout, .react-grid-item, .react-resizable-handle')).toBeNull();
  expect(arrangeButtons()).toHaveLength(0);
  // Removing stays possible: it needs no room to move in.
  expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(3);
});

it('arranges a widget with the keyboard alone, says what it did, and leaves the focus on its Arrange button', async () => {
  installWindowWidth(1366);
  const changes: Place[][] = [];
  render(
    <DashboardGrid
      layout={LAYOUT}
      titleOf={(id) => TITLES[id]!}
      render={(id) => <p>{TITLES[id]} figures</p>}
      onChange={(layout) => changes.push(layout)}
    />,
  );
  const arrange = screen.getByRole('button', { name: 'Arrange Spend by day' });
  arrange.focus();
  // Enter on a button is its click (jsdom does not make one of the other); Tab then goes into the open menu.
  fireEvent.click(arrange);
  await screen.findByRole('menu');
  fireEvent.keyDown(window, { key: 'Tab', keyCode: 9 });
  expect(screen.getByRole('menuitem', { name: 'Move up' })).toHaveFocus();
  fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Move up' }), { key: 'Enter', keyCode: 13 });
  expect(changes).toHaveLength(1);
  expect(readingOrder(changes[0]!).map((p) => TITLES[p.i])).toEqual([
    'Spend by day',
    'Headline figures',
    'Clicks by channel',
  ]);
  expect(screen.getByRole('status')).toHaveTextContent('Spend by day moved up.');
  await waitFor(() => expect(arrange).toHaveFocus());
});
