import { add, compact, move, possible, readingOrder, remove, resize, swap, type Place } from './grid-layout';

const tiles: Place[] = [
  { i: 'kpis', x: 0, y: 0, w: 12, h: 2 },
  { i: 'line', x: 0, y: 2, w: 8, h: 4 },
  { i: 'bars', x: 8, y: 2, w: 4, h: 4 },
];
const at = (layout: Place[], id: string) => layout.find((p) => p.i === id);

it('reads the widgets top to bottom, then left to right', () => {
  expect(readingOrder([...tiles].reverse()).map((p) => p.i)).toEqual(['kpis', 'line', 'bars']);
});

it('moves a widget up by changing places with the one before it, each keeping its size', () => {
  expect(readingOrder(move(tiles, 'bars', 'up')).map((p) => p.i)).toEqual(['kpis', 'bars', 'line']);
  const moved = move(tiles, 'line', 'up');
  expect(readingOrder(moved).map((p) => p.i)).toEqual(['line', 'bars', 'kpis']);
  expect(at(moved, 'line')).toEqual({ i: 'line', x: 0, y: 0, w: 8, h: 4 });
  expect(at(moved, 'bars')).toEqual({ i: 'bars', x: 8, y: 0, w: 4, h: 4 });
  expect(at(moved, 'kpis')).toEqual({ i: 'kpis', x: 0, y: 4, w: 12, h: 2 });
});

it('moves a widget a column left or right within the grid, pushing down what it would cover', () => {
  const small = [
    { i: 'a', x: 0, y: 0, w: 4, h: 2 },
    { i: 'b', x: 6, y: 0, w: 6, h: 2 },
  ];
  expect(at(move(small, 'a', 'right'), 'a')).toMatchObject({ x: 1, y: 0 });
  const pushed = move(move(move(small, 'a', 'right'), 'a', 'right'), 'a', 'right');
  expect(at(pushed, 'a')).toMatchObject({ x: 3, y: 0 });
  expect(at(pushed, 'b')).toMatchObject({ x: 6, y: 2 });
  expect(at(move(small, 'a', 'left'), 'a')).toMatchObject({ x: 0 });
});

it('resizes within the grid, a wide widget at the right edge growing to the left', () => {
  expect(at(resize(tiles, 'bars', 'wider'), 'bars')).toMatchObject({ x: 7, w: 5 });
  expect(at(resize(tiles, 'kpis', 'wider'), 'kpis')).toMatchObject({ w: 12 });
  expect(at(resize(tiles, 'kpis', 'taller'), 'kpis')).toMatchObject({ h: 3 });
  expect(at(resize(tiles, 'kpis', 'taller'), 'line')).toMatchObject({ y: 3 });
});

it('adds below the others, removes and closes the gap', () => {
  const added = add(tiles, 'map', 12, 5);
  expect(at(added, 'map')).toEqual({ i: 'map', x: 0, y: 6, w: 12, h: 5 });
  expect(at(remove(added, 'line'), 'map')).toMatchObject({ y: 6 });
  expect(at(remove(tiles, 'kpis'), 'line')).toMatchObject({ y: 0 });
});

it('swaps two widgets dropped on each other, and says which moves are possible', () => {
  expect(readingOrder(swap(tiles, 'kpis', 'line')).map((p) => p.i)[0]).toBe('line');
  expect(possible(tiles, 'kpis')).toMatchObject({ up: false, down: true, left: false, right: false, wider: false });
  expect(possible(tiles, 'bars')).toMatchObject({ up: true, down: false, left: true, right: false, narrower: true });
  expect(compact(tiles)).toEqual(tiles);
});
