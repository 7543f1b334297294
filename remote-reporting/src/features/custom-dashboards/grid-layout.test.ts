import { add, arrange, places, possible, readingOrder, remove, sameLayout, type Place } from './grid-layout';

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
  expect(readingOrder(arrange(tiles, 'bars', 'up')).map((p) => p.i)).toEqual(['kpis', 'bars', 'line']);
  const moved = arrange(tiles, 'line', 'up');
  // The library's compaction: what the tiles pushed down pushes the widget under them down too.
  expect(readingOrder(moved).map((p) => p.i)).toEqual(['line', 'kpis', 'bars']);
  expect(at(moved, 'line')).toEqual({ i: 'line', x: 0, y: 0, w: 8, h: 4 });
  expect(at(moved, 'kpis')).toEqual({ i: 'kpis', x: 0, y: 4, w: 12, h: 2 });
  expect(at(moved, 'bars')).toEqual({ i: 'bars', x: 8, y: 6, w: 4, h: 4 });
  expect(arrange(tiles, 'kpis', 'up')).toBe(tiles);
});

it('moves a widget a column left or right within the grid, pushing down what it would cover', () => {
  const small = [
    { i: 'a', x: 0, y: 0, w: 4, h: 2 },
    { i: 'b', x: 6, y: 0, w: 6, h: 2 },
  ];
  expect(at(arrange(small, 'a', 'right'), 'a')).toMatchObject({ x: 1, y: 0 });
  const right = (layout: Place[]) => arrange(layout, 'a', 'right');
  const pushed = right(right(right(small)));
  expect(at(pushed, 'a')).toMatchObject({ x: 3, y: 0 });
  expect(at(pushed, 'b')).toMatchObject({ x: 6, y: 2 });
  expect(at(arrange(small, 'a', 'left'), 'a')).toMatchObject({ x: 0 });
});

it('resizes within the grid, a wide widget at the right edge growing to the left', () => {
  expect(at(arrange(tiles, 'bars', 'wider'), 'bars')).toMatchObject({ x: 7, w: 5 });
  expect(at(arrange(tiles, 'kpis', 'wider'), 'kpis')).toMatchObject({ w: 12 });
  expect(at(arrange(tiles, 'kpis', 'taller'), 'kpis')).toMatchObject({ h: 3 });
  expect(at(arrange(tiles, 'kpis', 'taller'), 'line')).toMatchObject({ y: 3 });
  expect(at(arrange(tiles, 'line', 'narrower'), 'line')).toMatchObject({ x: 0, w: 7 });
});

it('adds below the others, removes and closes the gap', () => {
  const added = add(tiles, 'map', 12, 5);
  expect(at(added, 'map')).toEqual({ i: 'map', x: 0, y: 6, w: 12, h: 5 });
  expect(at(remove(added, 'line'), 'map')).toMatchObject({ y: 6 });
  expect(at(remove(tiles, 'kpis'), 'line')).toMatchObject({ y: 0 });
});

it('says which moves are possible, and keeps only what the server saves of the library’s items', () => {
  expect(possible(tiles, 'kpis')).toMatchObject({ up: false, down: true, left: false, right: false, wider: false });
  expect(possible(tiles, 'bars')).toMatchObject({ up: true, down: false, left: true, right: false, narrower: true });
  expect(possible(tiles, 'gone')).toMatchObject({ up: false, down: false, taller: false });
  expect(places([{ ...tiles[0]!, moved: false, static: false, maxH: 12 }])).toEqual([tiles[0]]);
  expect(sameLayout(tiles, [...tiles].reverse())).toBe(true);
  expect(sameLayout(tiles, arrange(tiles, 'bars', 'up'))).toBe(false);
});
