import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isTimeZone, localDay, resolveRange } from './time';

test('relative ranges cover complete days before today', () => {
  assert.deepEqual(resolveRange('Last 7 days', '2026-03-10'), { startDate: '2026-03-03', endDate: '2026-03-09' });
  assert.deepEqual(resolveRange('Last 30 days', '2026-03-10'), { startDate: '2026-02-08', endDate: '2026-03-09' });
  assert.deepEqual(resolveRange('MTD', '2026-03-10'), { startDate: '2026-03-01', endDate: '2026-03-09' });
  assert.deepEqual(resolveRange('MTD', '2026-03-01'), { startDate: '2026-02-01', endDate: '2026-02-28' });
  assert.deepEqual(resolveRange('Previous Month', '2026-03-10'), { startDate: '2026-02-01', endDate: '2026-02-28' });
  assert.deepEqual(resolveRange('Previous Month', '2026-01-01'), { startDate: '2025-11-01', endDate: '2025-11-30' });
  assert.deepEqual(resolveRange('YTD', '2026-03-10'), { startDate: '2026-01-01', endDate: '2026-03-09' });
});

test('the day depends on the time zone', () => {
  const at = new Date('2026-03-10T03:00:00Z');
  assert.equal(localDay(at, 'UTC'), '2026-03-10');
  assert.equal(localDay(at, 'America/Chicago'), '2026-03-09');
  assert.equal(isTimeZone('Europe/Paris'), true);
  assert.equal(isTimeZone('Mars/Olympus'), false);
});
