import { DATA_SOURCES } from '../../testing/analytics-fixtures';
import { dataAsOf } from './data-as-of';

const source = DATA_SOURCES[0]!;
const synced = [{ connectionId: 'conn-12-dsp', lastSyncAt: '2026-11-21T06:00:00Z' }];

it("dates a source's data by its connections' latest sync", () => {
  expect(dataAsOf(source, synced)).toMatch(/^November 21, 2026/);
});

it('dates it by its last day of data when no connection says when it synced', () => {
  expect(dataAsOf(source, [{ connectionId: 'conn-12-dsp', lastSyncAt: null }])).toBe('11/20/2026');
});

it('gives no date to a new source whose sync brought nothing yet: its dashboard says No data yet', () => {
  expect(dataAsOf({ ...source, firstDay: null, lastDay: null, rowCount: 0 }, synced)).toBeNull();
});
