import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Named, Visible } from './names';
import { piecesOf } from './question';

/** Campaigns named in part around their advertiser's name, as people shorten them. */
const campaign = (id: number, name: string, advertiserId: number, status = 'Live'): Named => ({
  kind: 'campaign',
  id,
  name,
  advertiserId,
  status,
});
const visible: Visible = {
  advertisers: [
    { kind: 'advertiser', id: 4, name: 'Evergreen Camping Co.', advertiserId: 4 },
    { kind: 'advertiser', id: 5, name: 'Peak Performance Apparel', advertiserId: 5 },
  ],
  campaigns: [
    campaign(25, 'Evergreen Camping Co. Always-On Prospecting 2026', 4),
    campaign(29, 'Evergreen Camping Co. Retargeting 2026', 4),
    campaign(33, 'Peak Performance Apparel Retargeting 2026', 5),
    campaign(35, 'Peak Performance Apparel Retargeting 2026', 5, 'Cancelled'),
    campaign(31, 'Peak Performance Apparel Brand Awareness 2026', 5),
  ],
  audiences: [{ id: 19, name: 'Cart Abandoners', advertiserId: 5 }],
};
const read = (question: string) => piecesOf(question, visible, '2026-12-03');

test('"the Evergreen retargeting campaign" is that campaign, not its advertiser', () => {
  const p = read('When does the Evergreen retargeting campaign end?');
  assert.equal(p.kind, 'days-left');
  assert.equal(p.subject?.id, 29);
});

test('a campaign named without a word of its advertiser, capitalised, is found; two alike are asked about', () => {
  assert.equal(read('Peak Performance Brand Awareness spend last month').subject?.id, 31);
  const alike = read('What is the end date of Peak Performance Retargeting 2026?');
  assert.equal(alike.kind, 'clarify');
  assert.deepEqual(alike.options?.map((o) => o.id).sort(), [33, 35]);
});

test('a campaign named by its theme, which other advertisers share, with a word of its advertiser is that one', () => {
  const themes: Visible = {
    advertisers: [
      ...visible.advertisers,
      { kind: 'advertiser', id: 2, name: 'Summit Coffee Roasters', advertiserId: 2 },
    ],
    campaigns: [
      campaign(9, 'Summit Coffee Roasters Loyalty Drive 2026', 2),
      campaign(21, 'Evergreen Camping Co. Loyalty Drive 2027', 4, 'Draft'),
      campaign(22, 'Peak Performance Apparel Loyalty Drive 2026', 5),
    ],
  };
  const ask = (question: string) => piecesOf(question, themes, '2026-12-03');
  assert.equal(ask('summit loyalty drive impressions last 7 days').subject?.id, 9);
  assert.equal(ask('is the peak performance loyalty drive on track?').subject?.id, 22);
  // Without a word of an advertiser, each of them is still asked about.
  assert.deepEqual(
    ask('Loyalty Drive clicks this month')
      .options?.map((o) => o.id)
      .sort((a, b) => a - b),
    [9, 21, 22],
  );
});

test('an advertiser asked about with an ordinary word stays the advertiser', () => {
  assert.equal(read('How is Evergreen doing this year?').subject?.id, 4);
  assert.equal(read('How big is Cart Abandoners for Peak Performance?').subject?.id, 5);
});

test('one name Live and Pre-Launch, asked of its delivery, is the Live one; of its record, it is asked about', () => {
  const twins: Visible = {
    advertisers: visible.advertisers,
    campaigns: [
      campaign(10, 'Evergreen Camping Co. Summer Sale 2026', 4),
      campaign(11, 'Evergreen Camping Co. Summer Sale 2026', 4, 'Draft'),
    ],
  };
  const spend = piecesOf('How much has Evergreen Camping Co. Summer Sale 2026 spent this month?', twins, '2026-12-03');
  assert.equal(spend.subject?.id, 10);
  const status = piecesOf('What is the status of Evergreen Camping Co. Summer Sale 2026?', twins, '2026-12-03');
  assert.equal(status.kind, 'clarify');
});
