import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readDate } from './dates';
import { readId, readNumber } from './numbers';

const value = <T>(r: { ok: true; value: T } | { ok: false; message: string }) => (r.ok ? r.value : `! ${r.message}`);

describe('reading dates as platforms write them', () => {
  test('the written forms of one day', () => {
    for (const text of [
      '2026-11-28',
      '2026/11/28',
      '20261128',
      '2026-11-28 00:00:00',
      '2026-11-28T00:00:00Z',
      'Nov 28, 2026',
      'November 28, 2026',
      'Sat, Nov 28, 2026',
      'Nov. 28, 2026',
      '28 Nov 2026',
      '28-Nov-2026',
      '11/28/2026',
    ]) {
      assert.equal(value(readDate(text, 'month-first')), '2026-11-28', text);
    }
    assert.equal(value(readDate('28/11/2026', 'day-first')), '2026-11-28');
    assert.equal(value(readDate('03/04/2026', 'month-first')), '2026-03-04');
    assert.equal(value(readDate('03/04/2026', 'day-first')), '2026-04-03');
    assert.equal(value(readDate('Sept 3, 2026', 'month-first')), '2026-09-03');
    assert.equal(value(readDate(new Date(Date.UTC(2026, 10, 28)), 'month-first')), '2026-11-28');
  });

  test('what is not one day', () => {
    assert.equal(
      value(readDate('2026-11-28 14:00:00', 'month-first')),
      '! "2026-11-28 14:00:00" has a time of day; each row must hold a whole day',
    );
    assert.equal(value(readDate('2026-02-29', 'month-first')), '! "2026-02-29" is not a date on the calendar');
    assert.equal(value(readDate('2028-02-29', 'month-first')), '2028-02-29');
    assert.equal(
      value(readDate('Novembre 28, 2026', 'month-first')),
      '! "Novembre 28, 2026" is not a date on the calendar',
    );
    assert.equal(value(readDate('13/13/2026', 'month-first')), '! "13/13/2026" is not a date on the calendar');
    assert.equal(value(readDate(46354, 'month-first')), '! 46354 is a number, not a date');
    assert.equal(value(readDate('', 'month-first')), '! The date is missing');
    assert.equal(
      value(readDate('2026/11/28', 'month-first', true)),
      '! "2026/11/28" is not a date written as yyyy-MM-dd (e.g. 2026-11-28)',
    );
  });
});

describe('reading figures', () => {
  test('counts and money as exports write them', () => {
    const cases: [string | number | null, 'count' | 'money', number | null][] = [
      ['1,234', 'count', 1234],
      ['1,234,567', 'count', 1234567],
      ['1 234', 'count', 1234],
      ['12', 'count', 12],
      [12, 'count', 12],
      ['--', 'count', null],
      ['', 'count', null],
      [null, 'count', null],
      ['$1,045.67', 'money', 1045.67],
      ['US$12.00', 'money', 12],
      ['12.50 USD', 'money', 12.5],
      ['-$3.00', 'money', -3],
      ['$-3.00', 'money', -3],
      ['(3.00)', 'money', -3],
      ['.5', 'money', 0.5],
      ['0.000123', 'money', 0.000123],
    ];
    for (const [cell, kind, expected] of cases) assert.equal(value(readNumber(cell, kind)), expected, String(cell));
  });

  test('what is not a figure Beacon can take', () => {
    assert.equal(value(readNumber('12,34', 'money')), '! "12,34" is not a number');
    assert.equal(value(readNumber('1,2345', 'count')), '! "1,2345" is not a number');
    assert.equal(value(readNumber('3.2%', 'count')), '! "3.2%" is a percentage, not a count');
    assert.equal(value(readNumber('$12', 'count')), '! "$12" is an amount of money, not a count');
    assert.equal(value(readNumber('£12.00', 'money')), '! "£12.00" is not in US dollars');
    assert.equal(value(readNumber('EUR 12.00', 'money')), '! "EUR 12.00" is not in US dollars');
    assert.match(String(value(readNumber('1.2E+05', 'count'))), /scientific notation/);
    assert.equal(value(readNumber(new Date(0), 'count')), '! "1970-01-01" is a date, not a number');
  });

  test('ids as text, from a number cell only while every digit is kept', () => {
    assert.equal(value(readId(' 151234567890 ')), '151234567890');
    assert.equal(value(readId(151234567890)), '151234567890');
    assert.equal(value(readId('k3j9x2p')), 'k3j9x2p');
    assert.equal(value(readId('--')), '! missing');
    assert.match(String(value(readId(Number('120208765432100123')))), /lost digits/);
    assert.match(String(value(readId('1.51235E+11'))), /scientific notation/);
  });
});
