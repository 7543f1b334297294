import { boundText, classOf, mapClassBounds, mapClasses, sequentialColours } from './map-classes';

it('cuts the figures above zero into at most six classes at their quantiles, bounds rounded to two digits', () => {
  // One very large state and many small ones: the small ones still spread over the classes.
  const values = [0, 0, 120, 340, 560, 980, 1200, 2300, 4100, 5600, 8700, 12345, 20000, 480000];
  const bounds = mapClassBounds(values);
  expect(bounds[0]).toBe(120);
  expect(bounds.at(-1)).toBe(480000);
  expect(bounds.length).toBeGreaterThanOrEqual(6);
  expect(bounds.length).toBeLessThanOrEqual(8);
  for (const b of bounds.slice(1, -1)) expect(String(b).replace(/0+$/, '').length).toBeLessThanOrEqual(2);
  expect([...bounds].sort((a, b) => a - b)).toEqual(bounds);
  expect(new Set(bounds).size).toBe(bounds.length);
});

it('puts each figure in its class, the largest in the last and none for no delivery', () => {
  const classes = mapClasses([10, 20, 30, 40, 50, 60, 70, 80, 90, 100], '#0e9fb8');
  expect(classes.length).toBeGreaterThanOrEqual(5);
  expect(classOf(classes, 100)).toBe(classes.at(-1));
  expect(classOf(classes, 10)).toBe(classes[0]);
  expect(classOf(classes, 0)).toBeNull();
  expect(classes.map((c) => c.colour)).toEqual(sequentialColours('#0e9fb8', classes.length));
  // Each class starts where the one before ends.
  for (let i = 1; i < classes.length; i++) expect(classes[i]!.from).toBe(classes[i - 1]!.to);
});

it('ramps from a pale tint to a deep shade, each class darker than the one before', () => {
  const luminance = (hex: string) =>
    [1, 3, 5].reduce((sum, i, k) => sum + Number.parseInt(hex.slice(i, i + 2), 16) * [0.2126, 0.7152, 0.0722][k]!, 0);
  const colours = sequentialColours('#0e9fb8', 6);
  expect(colours).toHaveLength(6);
  for (let i = 1; i < colours.length; i++) expect(luminance(colours[i]!)).toBeLessThan(luminance(colours[i - 1]!) - 10);
});

it('writes bounds compactly in the figure’s unit', () => {
  expect(boundText(12000, 'count')).toBe('12K');
  expect(boundText(1500000, 'currency')).toBe('$1.5M');
  expect(boundText(0.0123, 'ratio')).toBe('1.23%');
});
