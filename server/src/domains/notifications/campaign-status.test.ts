import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paths } from '@beacon/shared/paths';
import { call } from '../../../tooling/testing/call';
import { testApiOfFile } from '../../../tooling/testing/test-api';
import { checkForEvents } from './watcher';

const t = testApiOfFile();

type Inbox = { title: string; actionUrl: string | null }[];
const inbox = async (email: string) => (await call(t, email, 'GET', '/api/notifications')).body.data as Inbox;

test("a campaign's new status links each reader to a page they can open: its page, or its report in the suite", async () => {
  // The first look only remembers every campaign's status.
  await checkForEvents(t.db);
  // A campaign of an advertiser the reporting-only user is assigned: both they and the client's admin hear of it.
  const [campaign] = await t.db.query<{ id: number; name: string }>(
    `SELECT c.id, c.name FROM campaigns c, users u
     WHERE u.email = 'reports@acme.test' AND c.client_id = 1 AND c.status = 'Live'
       AND (c.advertiser_id IN (SELECT advertiser_id FROM user_advertisers WHERE user_id = u.id)
         OR c.advertiser_id IN (SELECT a.id FROM advertisers a
           JOIN user_advertiser_groups ug ON ug.group_id = a.group_id WHERE ug.user_id = u.id))
     ORDER BY c.id LIMIT 1`,
  );
  assert.ok(campaign, 'a live campaign the reporting-only user sees');
  await t.db.query(`UPDATE campaigns SET status = 'Paused' WHERE id = $1`, [campaign.id]);
  await checkForEvents(t.db);

  const title = `${campaign.name} is now Paused`;
  const admins = (await inbox('admin@acme.test')).find((n) => n.title === title);
  assert.equal(admins?.actionUrl, paths.campaign(1, campaign.id));
  const reporters = (await inbox('reports@acme.test')).find((n) => n.title === title);
  assert.equal(reporters?.actionUrl, paths.campaignReporting(1, campaign.id));
});
