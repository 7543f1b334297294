import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readOutbox } from '../../kernel/mail/outbox';
import { call } from '../../../tooling/testing/call';
import { pdfText } from '../../../tooling/testing/pdf-text';
import { testApiOfFile } from '../../../tooling/testing/test-api';
import { reportPdf } from './report-pdf';
import { runScheduleLocked } from './scheduler';
import { reportMailedDaily } from './test-helpers';

const t = testApiOfFile();

/** 120 characters, as a long campaign or line item name runs. */
const LONG_NAME =
  'Northwind Fitness New Year New You 2027: Always-On Prospecting across Connected TV, Streaming Audio and Display Ads'.padEnd(
    120,
    '!',
  );

/** A campaign of Northwind's with delivery, and one of its line items. */
async function northwindLineItem() {
  const [row] = await t.db.query<{ clientId: number; advertiserId: number; campaignId: number; lineItemId: number }>(
    `SELECT c.client_id AS "clientId", c.advertiser_id AS "advertiserId", c.id AS "campaignId", li.id AS "lineItemId"
       FROM line_items li JOIN campaigns c ON c.id = li.campaign_id JOIN clients cl ON cl.id = c.client_id
      WHERE cl.name = 'Northwind Fitness' AND EXISTS (SELECT 1 FROM daily_delivery d WHERE d.line_item_id = li.id AND d.day >= current_date - 20)
      ORDER BY li.id LIMIT 1`,
  );
  return row!;
}

describe('the report PDF', () => {
  test('a 120-character campaign name in a table is there whole, wrapped rather than cut', async () => {
    assert.equal(LONG_NAME.length, 120);
    const pdf = await reportPdf({
      brand: 'default',
      title: 'Campaigns',
      lines: [],
      tiles: [],
      charts: [],
      tables: [
        { title: 'Campaigns', columns: ['Campaign', 'Impressions', 'Spend'], rows: [[LONG_NAME, '1,204', '$310']] },
      ],
    });
    const text = pdfText(pdf);
    assert.match(text, /^BeaconReport/, "the default brand's letterhead");
    assert.ok(text.includes(`${LONG_NAME}1,204$310`), 'the whole name, then its figures');
  });

  test("a Northwind campaign report, downloaded, carries Northwind's logo and its long names whole", async () => {
    const { clientId, campaignId, lineItemId } = await northwindLineItem();
    await t.db.query('UPDATE line_items SET name = $1 WHERE id = $2', [LONG_NAME, lineItemId]);
    const pdf = await call(t, 'admin@beacon.test', 'POST', `/api/clients/${clientId}/campaign-reports/pdf`, {
      campaignIds: [campaignId],
      dateRangeChoice: 'Campaign Lifetime',
      title: LONG_NAME,
    });
    assert.equal(pdf.status, 200, JSON.stringify(pdf.body));
    const text = pdfText(pdf.raw.rawPayload);
    assert.match(text, /^NorthwindReport/, "Northwind's letterhead");
    assert.ok(text.startsWith(`NorthwindReport${LONG_NAME}`), 'the title whole');
    assert.ok(text.includes(`Budget groups`) && text.split(LONG_NAME).length >= 3, 'the line item whole in its table');
  });

  test("a scheduled PDF of a Northwind advertiser's report comes in Northwind's brand, names whole", async () => {
    const { advertiserId, lineItemId } = await northwindLineItem();
    await t.db.query('UPDATE line_items SET name = $1 WHERE id = $2', [LONG_NAME, lineItemId]);
    const scheduleId = await reportMailedDaily(
      t.db,
      advertiserId,
      { name: 'By line item', columns: ['lineItemName', 'impressions', 'spend'] },
      { name: 'Branded', recipient: 'branded@northwindfitness.com', format: 'PDF' },
    );
    const run = await runScheduleLocked(t.db, scheduleId, new Date(), true);
    assert.equal(run?.status, 'SUCCESS', run?.message);
    const [mail] = await readOutbox(t.db, 'branded@northwindfitness.com');
    const text = pdfText(Buffer.from(mail!.attachments[0]!.contentBase64, 'base64'));
    assert.match(text, /^NorthwindReport/);
    assert.ok(text.includes(LONG_NAME), 'the line item whole');
  });
});
