import assert from 'node:assert/strict';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { call } from '../../../tooling/testing/call';
import { unassignedAdvertiser } from '../../../tooling/testing/client-scopes';
import { clientIdOf, testApiOfFile } from '../../../tooling/testing/test-api';
import { readOutbox } from '../../kernel/mail/outbox';
import { checkAlertRules } from './check';
import { webhookBody } from './webhook';

const t = testApiOfFile({ alertWebhookHosts: ['127.0.0.1', 'hooks.slack.com'] });

/** A Slack-like incoming webhook on this machine: it keeps what it is sent. */
const received: { path: string; body: Record<string, unknown> }[] = [];
const hook = createServer((request: IncomingMessage, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    received.push({ path: request.url ?? '', body: JSON.parse(body) as Record<string, unknown> });
    response.end('ok');
  });
});
let hookUrl = '';
let campaignId = 0;
let foreignCampaignId = 0;

const rule = (over: object = {}) => ({
  name: 'Pacing under plan',
  metric: 'pacing',
  scope: { campaignId },
  condition: { op: 'below', value: 5 },
  channels: { inbox: true, email: false, webhookUrl: hookUrl },
  ...over,
});
const inboxOf = async (email: string) =>
  (await call(t, email, 'GET', '/api/notifications')).body.data as { title: string; content: string }[];

describe('alert rules', () => {
  before(async () => {
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/services/T000/B000/alerts`;
    // A live campaign of an advertiser the reporting user is assigned, and one of an advertiser they are not.
    const mine = await call(t, 'reports@acme.test', 'GET', '/api/clients/1/campaigns?status=Live');
    campaignId = mine.body.data[0].id;
    const [other] = await t.db.query<{ id: number }>(
      'SELECT id FROM campaigns WHERE advertiser_id = $1 ORDER BY id LIMIT 1',
      [await unassignedAdvertiser(t.db, 'reports@acme.test')],
    );
    foreignCampaignId = other!.id;
  });
  after(() => hook.close());

  test('a rule that begins to hold tells its creator once, in the inbox and at the webhook, until it stops', async () => {
    const created = await call(t, 'reports@acme.test', 'POST', '/api/clients/1/alert-rules', rule());
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.data.id;
    assert.deepEqual(created.body.data.scope, { campaignId });
    assert.equal(created.body.data.range, 'Last 7 days');

    await checkAlertRules(t.db, { webhookHosts: ['127.0.0.1'] });
    const told = (await inboxOf('reports@acme.test')).filter((n) => n.title === 'Alert: Pacing under plan');
    assert.equal(told.length, 1);
    assert.match(told[0]!.content, /^Pacing is \d[\d,.]*%, below 500.00%\.$/);
    const [slack] = received.filter((r) => r.path.endsWith('/alerts'));
    assert.ok(slack, 'the webhook was posted');
    assert.equal(slack.body.text, `Alert: Pacing under plan: ${told[0]!.content}`);
    assert.deepEqual(
      (slack.body.blocks as { type: string }[]).map((b) => b.type),
      ['section', 'actions'],
    );
    // The button opens the campaign's report (a reporting-only user has no campaigns area) on the portal's address,
    // named as the client's brand names the product.
    const [, actions] = slack.body.blocks as { elements?: { text: { text: string }; url: string }[] }[];
    assert.deepEqual(
      actions!.elements!.map((b) => [b.text.text, b.url]),
      [['Open in Beacon', `http://localhost:3000/clients/1/reporting-suite/all/campaign-reporting/${campaignId}`]],
    );

    // Still holding: nobody is told again.
    await checkAlertRules(t.db, { webhookHosts: ['127.0.0.1'] });
    assert.equal((await inboxOf('reports@acme.test')).filter((n) => n.title === 'Alert: Pacing under plan').length, 1);
    assert.equal(received.length, 1);

    // Changed so that it no longer holds: its history has both changes, newest first, with the webhook's answer.
    const changed = await call(
      t,
      'reports@acme.test',
      'PUT',
      `/api/clients/1/alert-rules/${id}`,
      rule({
        condition: { op: 'below', value: 0 },
      }),
    );
    assert.equal(changed.status, 200);
    await checkAlertRules(t.db, { webhookHosts: ['127.0.0.1'] });
    const history = await call(t, 'reports@acme.test', 'GET', `/api/clients/1/alert-rules/${id}/history`);
    assert.deepEqual(
      history.body.data.map((e: { holds: boolean; webhookResult: string | null }) => [e.holds, e.webhookResult]),
      [[true, '200']],
      'a changed rule starts afresh: it had not held since, so nothing new is recorded',
    );
    const rules = await call(t, 'reports@acme.test', 'GET', '/api/clients/1/alert-rules');
    assert.equal(rules.body.data.find((r: { id: number }) => r.id === id).holding, false);
  });

  test("an alert's inbox entry, mail and webhook link to a page its creator can open", async () => {
    const northwind = await clientIdOf(t.db, 'Northwind Fitness');
    const live = await call(t, 'franchise@northwind.test', 'GET', `/api/clients/${northwind}/campaigns?status=Live`);
    const theirs: number = live.body.data[0].id;
    const cases = [
      // An Admin opens the campaign's page; a franchisee sees only the reporting suite: the campaign's report.
      ['admin@acme.test', 1, campaignId, `/clients/1/campaigns/${campaignId}/overview`],
      [
        'franchise@northwind.test',
        northwind,
        theirs,
        `/clients/${northwind}/reporting-suite/all/campaign-reporting/${theirs}`,
      ],
    ] as const;
    for (const [email, client, campaign] of cases) {
      const body = rule({
        name: `Pacing for ${email}`,
        scope: { campaignId: campaign },
        channels: { inbox: true, email: true, webhookUrl: `${hookUrl}/${email}` },
      });
      const created = await call(t, email, 'POST', `/api/clients/${client}/alert-rules`, body);
      assert.equal(created.status, 201, JSON.stringify(created.body));
    }
    await checkAlertRules(t.db, { webhookHosts: ['127.0.0.1'] });
    for (const [email, , , page] of cases) {
      const inbox = (await call(t, email, 'GET', '/api/notifications')).body.data as {
        title: string;
        actionUrl: string;
      }[];
      assert.deepEqual(
        inbox.filter((n) => n.title === `Alert: Pacing for ${email}`).map((n) => n.actionUrl),
        [page],
        `${email}: the inbox`,
      );
      const [mail] = (await readOutbox(t.db, email)).filter((m) => m.subject === `Alert: Pacing for ${email}`);
      const mailed = mail?.html?.match(/href="([^"]+)"/g)?.map((h) => new URL(h.slice(6, -1)).pathname);
      assert.ok(mailed?.includes(page), `${email}: the mail's button`);
      const posted = received.find((r) => r.path.endsWith(email));
      const [, actions] = posted!.body.blocks as { elements?: { url: string }[] }[];
      assert.equal(new URL(actions!.elements![0]!.url).pathname, page, `${email}: the webhook's button`);
    }
  });

  test('a rule that stops holding is noted, and tells its creator again the next time it holds', async () => {
    const cycleHook = hookUrl.replace(/alerts$/, 'cycle');
    const created = await call(
      t,
      'reports@acme.test',
      'POST',
      '/api/clients/1/alert-rules',
      rule({
        name: 'Spent this week',
        metric: 'spend',
        condition: { op: 'above', value: 0 },
        channels: { inbox: true, email: false, webhookUrl: cycleHook },
      }),
    );
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.data.id;
    const told = async () =>
      (await inboxOf('reports@acme.test')).filter((n) => n.title === 'Alert: Spent this week').length;
    const posted = () => received.filter((r) => r.path.endsWith('/cycle')).length;
    const options = { webhookHosts: ['127.0.0.1'] };

    // The live campaign spent in the last seven days: the rule holds, and tells once however many passes read it.
    await checkAlertRules(t.db, options);
    await checkAlertRules(t.db, options);
    assert.deepEqual([await told(), posted()], [1, 1]);
    // Read on a day long before any delivery, nothing was spent in the seven days before it: the rule stops holding,
    // which is noted and tells nobody.
    await checkAlertRules(t.db, options, '2001-01-08');
    assert.deepEqual([await told(), posted()], [1, 1]);
    // Read today again it holds again, and tells again, once.
    await checkAlertRules(t.db, options);
    await checkAlertRules(t.db, options);
    assert.deepEqual([await told(), posted()], [2, 2]);

    const history = await call(t, 'reports@acme.test', 'GET', `/api/clients/1/alert-rules/${id}/history`);
    assert.deepEqual(
      history.body.data.map((e: { holds: boolean; webhookResult: string | null }) => [e.holds, e.webhookResult]),
      [
        [true, '200'],
        [false, null],
        [true, '200'],
      ],
      'newest first: began to hold, stopped, began again',
    );
  });

  test('a change rule compares with the period before, in the catalogue figures', async () => {
    const created = await call(
      t,
      'reports@acme.test',
      'POST',
      '/api/clients/1/alert-rules',
      rule({
        name: 'Spend moved',
        metric: 'spend',
        // The user's whole client, as far as they may see it: their two advertisers.
        scope: {},
        condition: { op: 'changeAbove', value: -1 },
        range: 'Last 30 days',
        channels: { inbox: true, email: false },
      }),
    );
    assert.equal(created.status, 201);
    await checkAlertRules(t.db);
    const [told] = (await inboxOf('reports@acme.test')).filter((n) => n.title === 'Alert: Spend moved');
    assert.match(
      told!.content,
      /^Spend (rose|fell) [\d,.]+% against the period before \(\$[\d,.]+ to \$[\d,.]+ over last 30 days/,
    );
  });

  test("nobody else sees a user's rules; a campaign out of the user's reach is 404", async () => {
    const created = await call(t, 'reports@acme.test', 'POST', '/api/clients/1/alert-rules', rule({ name: 'Mine' }));
    const id = created.body.data.id;
    assert.equal((await call(t, 'admin@acme.test', 'GET', `/api/clients/1/alert-rules/${id}`)).status, 404);
    assert.ok(
      !(await call(t, 'admin@acme.test', 'GET', '/api/clients/1/alert-rules')).body.data.some(
        (r: { id: number }) => r.id === id,
      ),
    );
    assert.equal((await call(t, 'admin@acme.test', 'DELETE', `/api/clients/1/alert-rules/${id}`)).status, 404);
    const foreign = await call(
      t,
      'reports@acme.test',
      'POST',
      '/api/clients/1/alert-rules',
      rule({
        scope: { campaignId: foreignCampaignId },
      }),
    );
    assert.equal(foreign.status, 404);
    assert.equal((await call(t, 'franchise@northwind.test', 'GET', '/api/clients/1/alert-rules')).status, 404);
  });

  test('one channel is enough: the inbox unless told otherwise, mail only when asked for', async () => {
    const made = async (channels: object) => {
      const created = await call(t, 'reports@acme.test', 'POST', '/api/clients/1/alert-rules', rule({ channels }));
      assert.equal(created.status, 201, JSON.stringify(created.body));
      return created.body.data.channels;
    };
    assert.deepEqual(await made({}), { inbox: true, email: false, webhookUrl: null });
    assert.deepEqual(await made({ email: true }), { inbox: true, email: true, webhookUrl: null });
    assert.deepEqual(await made({ inbox: false, email: true }), { inbox: false, email: true, webhookUrl: null });
    assert.deepEqual(await made({ inbox: false, webhookUrl: hookUrl }), {
      inbox: false,
      email: false,
      webhookUrl: hookUrl,
    });
  });

  test('bad rules are refused naming the field: no channel, a webhook that is not Slack or Teams, pacing by change, both subjects', async () => {
    const refused = async (body: object) => {
      const { status, body: answer } = await call(t, 'reports@acme.test', 'POST', '/api/clients/1/alert-rules', body);
      assert.equal(status, 400);
      return answer.fields.map((f: { field: string }) => f.field);
    };
    assert.deepEqual(await refused(rule({ channels: { inbox: false, email: false } })), ['channels']);
    assert.deepEqual(await refused(rule({ channels: { inbox: false } })), ['channels'], 'mail is off unless asked for');
    assert.deepEqual(await refused(rule({ channels: { inbox: false, webhookUrl: null } })), ['channels']);
    assert.deepEqual(
      await refused(rule({ channels: { inbox: true, email: false, webhookUrl: 'https://internal.example/hook' } })),
      ['channels.webhookUrl'],
    );
    assert.deepEqual(await refused(rule({ condition: { op: 'changeBelow', value: -0.2 } })), ['condition.op']);
    assert.deepEqual(await refused(rule({ scope: {} })), ['scope']);
    assert.deepEqual(await refused(rule({ scope: { campaignId, advertiserId: 1 } })), ['scope']);
    assert.ok((await refused(rule({ metric: 'happiness' }))).length > 0);
  });
});

test("Teams' incoming webhooks get a message carrying an Adaptive Card; every other host Slack's blocks", () => {
  const message = {
    title: 'Alert: CTV pacing under plan',
    text: 'Pacing is 82.00%, below 90.00%.',
    link: 'http://northwind.localhost:8080/clients/3/campaigns/7',
    product: 'Northwind Fitness',
  };
  for (const address of [
    'https://contoso.webhook.office.com/webhookb2/a@b/IncomingWebhook/c/d',
    'https://prod-12.westus.logic.azure.com/workflows/e/triggers/manual/paths/invoke',
  ]) {
    const body = webhookBody(address, message) as {
      type: string;
      attachments: { contentType: string; content: Record<string, unknown> }[];
    };
    assert.equal(body.type, 'message', address);
    assert.equal(body.attachments.length, 1);
    const [card] = body.attachments;
    assert.equal(card!.contentType, 'application/vnd.microsoft.card.adaptive');
    assert.equal(card!.content.type, 'AdaptiveCard');
    assert.deepEqual(
      (card!.content.body as { text: string }[]).map((block) => block.text),
      [message.title, message.text],
    );
    assert.deepEqual(card!.content.actions, [
      { type: 'Action.OpenUrl', title: 'Open in Northwind Fitness', url: message.link },
    ]);
  }
  const slack = webhookBody('https://hooks.slack.com/services/T0/B0/xyz', message) as Record<string, unknown>;
  assert.equal(slack.text, `${message.title}: ${message.text}`);
  assert.equal(slack.attachments, undefined);
});
