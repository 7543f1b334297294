import assert from 'node:assert/strict';
import { test } from 'node:test';
import { visibleOf } from './test-helpers';
import { piecesOf } from './question';

/** Billing questions as a client asks them, read in the Billing page's words. */
const visible = visibleOf(['Trailhead Gear']);
const read = (question: string) => piecesOf(question, visible, '2026-12-03');

test('what we still owe, what is unpaid or outstanding: the balance of Open and Overdue invoices', () => {
  for (const question of ['What do we still owe?', 'unpaid invoices total', 'How much is outstanding?']) {
    const p = read(question);
    assert.equal(p.kind, 'billing', question);
    assert.equal(p.billingStatus, 'Unpaid', question);
  }
});

test('paying said without a delivery word is the Paid invoices, over the range said', () => {
  const q3 = read('How much did we pay in Q3?');
  assert.equal(q3.kind, 'billing');
  assert.equal(q3.billingStatus, 'Paid');
  assert.deepEqual(q3.range, { startDate: '2026-07-01', endDate: '2026-09-30' });
  // Paying for delivery is spend.
  assert.equal(read('What did we pay per completion on video in the last 30 days?').kind, 'metrics');
  assert.equal(read('How much did we pay on paid social last month?').kind, 'metrics');
});

test('what was invoiced or billed in a month reads the invoices dated in it; "due this month" their due dates', () => {
  const october = read('How much was invoiced in October?');
  assert.equal(october.kind, 'billing');
  assert.equal(october.billingStatus, undefined);
  assert.deepEqual(october.range, { startDate: '2026-10-01', endDate: '2026-10-31' });
  assert.equal(read('What did you bill us in September?').kind, 'billing');
  assert.equal(read('How much is due this month?').dated, 'due');
});

test('one invoice picked: the longest overdue, the one due next, the biggest; advertisers ranked by what they owe', () => {
  const longest = read('Which invoice is overdue the longest?');
  assert.deepEqual([longest.pick, longest.billingStatus], ['oldest', 'Overdue']);
  assert.equal(read("What's due next?").pick, 'next');
  assert.equal(read('When is our next invoice due?').pick, 'next');
  assert.equal(read('Biggest invoice this year').pick, 'largest');
  const owes = read('Which advertiser owes the most?');
  assert.deepEqual([owes.kind, owes.group, owes.order], ['billing', 'advertiser', 'most']);
  // One advertiser's own balance is not a ranking.
  assert.equal(read('How much does Trailhead Gear owe?').group, undefined);
});

test('a status the Billing page does not have is none, and due dates ahead read whole periods', () => {
  assert.equal(read('Do we have any draft invoices?').noSuchStatus, 'draft');
  assert.equal(read('How many voided invoices are there?').noSuchStatus, 'void');
  assert.deepEqual(read('What invoices are due this week?').range, { startDate: '2026-11-30', endDate: '2026-12-06' });
  assert.deepEqual(read('Invoices due next month').range, { startDate: '2027-01-01', endDate: '2027-01-31' });
  assert.deepEqual(read('What is due in the next 30 days?').range, { startDate: '2026-12-03', endDate: '2027-01-02' });
  assert.equal(read("What's the total amount of unpaid invoices?").billingStatus, 'Unpaid');
});
