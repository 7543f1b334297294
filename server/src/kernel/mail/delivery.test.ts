import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { LOCKS } from '../db/locks';
import { cognitoCall } from '../../../tooling/testing/identity/test-protocol';
import { TEST_CLIENT_ID } from '../../../tooling/testing/identity/test-server';
import { runScheduleLocked } from '../../domains/report-delivery/scheduler';
import { createTestApp, type TestApp } from '../../../tooling/testing/test-app';
import { deliverOutbox, smtpTransport, type MailTransport } from './delivery';
import { readOutbox } from './outbox';

/**
 * A real SMTP server in this process (smtp-server, with a user and password, as BEACON_SMTP_URL names them) that
 * parses what arrives (mailparser); it can be told to refuse the next recipients, as a busy server does (451).
 */
class TestSmtpServer {
  readonly received: ParsedMail[] = [];
  refuseNext = 0;
  private waiting: { to: string; resolve: (mail: ParsedMail) => void }[] = [];
  private readonly server = new SMTPServer({
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) =>
      auth.username === 'beacon' && auth.password === 'mail-s3cret'
        ? callback(null, { user: auth.username })
        : callback(new Error('Invalid username or password')),
    onRcptTo: (_address, _session, callback) => {
      if (this.refuseNext <= 0) return callback();
      this.refuseNext--;
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream).then((mail) => {
        this.received.push(mail);
        const to = addressOf(mail);
        for (const w of this.waiting.filter((x) => x.to === to)) w.resolve(mail);
        this.waiting = this.waiting.filter((x) => x.to !== to);
        callback();
      }, callback);
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://beacon:mail-s3cret@127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  to(address: string): ParsedMail[] {
    return this.received.filter((mail) => addressOf(mail) === address);
  }

  /** The next mail to an address, whenever it arrives. */
  arrival(address: string): Promise<ParsedMail> {
    return new Promise((resolve) => this.waiting.push({ to: address, resolve }));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const addressOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address?.toLowerCase() ?? '';

const smtp = new TestSmtpServer();
let t: TestApp;
let transport: MailTransport;
let smtpUrl: string;
/**
 * A moment after everything queued so far. The database stamps a queued message in microseconds and a Date holds
 * milliseconds: a message queued at 12:00:00.123456 is not yet due at new Date()'s 12:00:00.123.
 */
const afterQueued = () => new Date(Date.now() + 1);
/** Each pass says when it runs (just after what is queued by default), so retries are proven without waiting. */
const pass = (at = afterQueued()) => deliverOutbox(t.db, transport, t.config.mail, at);
const later = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

before(async () => {
  smtpUrl = await smtp.start();
  // The server's own worker stays off here (0): each pass below is run by the test, at its moment.
  t = await createTestApp({
    BEACON_SMTP_URL: smtpUrl,
    BEACON_MAIL_WORKER_SECONDS: '0',
    BEACON_MAIL_FROM: 'Beacon <mail@beacon.test>',
  });
  transport = smtpTransport(t.config.mail.smtpUrl!);
  // Anything the seed queued is somebody else's: only this file's mail goes out.
  await t.db.query("UPDATE mail_outbox SET failed_at = now(), last_error = 'not this test''s'");
});
after(async () => {
  transport?.close();
  await t?.close();
  await smtp.close();
});

async function hub(token: string, method: string, path: string, body?: object) {
  const response = await fetch(`${t.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
}

describe('mail that reaches people: the outbox delivered over SMTP', () => {
  test('an invitation arrives in the client brand, HTML with a text part, and its delivery is recorded', async () => {
    const created = await hub(await t.signIn('admin@beacon.test'), 'POST', '/api/clients/3/users', {
      email: 'new.coach@northwind.test',
      firstName: 'New',
      lastName: 'Coach',
      role: 'Admin',
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const now = afterQueued();
    assert.deepEqual(await pass(now), { sent: 1, failed: 0 });
    const [mail] = smtp.to('new.coach@northwind.test');
    assert.ok(mail, 'the invitation arrived');
    assert.equal(mail.subject, 'Your temporary password');
    assert.equal(mail.from?.value[0]?.address, 'mail@beacon.test');
    assert.match(mail.text ?? '', /Your username is new\.coach@northwind\.test and temporary password is \S+/);
    assert.match(
      mail.text ?? '',
      /Sign in here: http:\/\/localhost:\d+\/auth\/new-password\?username=new\.coach%40northwind\.test/,
    );
    const html = String(mail.html);
    assert.match(html, /Northwind Fitness/);
    assert.match(html, /#1d7a4f/i, "the brand's primary colour");
    assert.match(html, /href="http:\/\/localhost:\d+\/auth\/new-password\?username=new\.coach%40northwind\.test"/);
    const [stored] = await readOutbox(t.db, 'new.coach@northwind.test');
    assert.equal(stored!.sentAt, now.toISOString());
    assert.equal(stored!.messageId, mail.messageId);
    assert.equal(stored!.attempts, 1);
    assert.deepEqual(await pass(), { sent: 0, failed: 0 }, 'sent once');
  });

  test('a reset code arrives with its code and link; an agency person gets the Beacon brand', async () => {
    const forgot = await cognitoCall(t.url, 'ForgotPassword', {
      ClientId: TEST_CLIENT_ID,
      Username: 'staff@beacon.test',
    });
    assert.equal(forgot.status, 200, JSON.stringify(forgot.body));
    await pass();
    const [mail] = smtp.to('staff@beacon.test');
    assert.equal(mail?.subject, 'Your verification code');
    const code = /Your password reset code is (\d{6})/.exec(mail.text ?? '')?.[1];
    assert.ok(code, mail.text);
    assert.match(String(mail.html), new RegExp(`Your password reset code is ${code}`));
    assert.match(String(mail.html), new RegExp(`forgot-password\\?user=staff%40beacon\\.test&amp;code=${code}`));
    assert.match(String(mail.html), /Beacon/);
    assert.doesNotMatch(String(mail.html), /Northwind/);
    // The code that arrived is the one the identity service takes.
    const confirmed = await cognitoCall(t.url, 'ConfirmForgotPassword', {
      ClientId: TEST_CLIENT_ID,
      Username: 'staff@beacon.test',
      ConfirmationCode: code,
      Password: 'Arr1ved-By-Mail!',
    });
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
  });

  test('a scheduled report arrives with its PDF attached', async () => {
    const [schedule] = await t.db.query<{ id: number }>(
      `INSERT INTO report_schedules (advertiser_id, builder_report_id, name, frequency, recipients, format, next_run_at)
      VALUES (1, 1, 'Mailed weekly', 'WEEKLY', '{media.buyer@acmeoutdoor.com}', 'PDF', now()) RETURNING id`,
    );
    assert.equal((await runScheduleLocked(t.db, schedule!.id, new Date(), true))?.status, 'SUCCESS');
    await pass();
    const [mail] = smtp.to('media.buyer@acmeoutdoor.com');
    assert.equal(mail?.subject, 'Scheduled report: Mailed weekly');
    assert.match(mail.text ?? '', /The report is attached \(Mailed-weekly-\d{4}-\d{2}-\d{2}\.pdf\)/);
    assert.match(String(mail.html), /The report is attached/);
    assert.equal(mail.attachments.length, 1);
    const [pdf] = mail.attachments;
    assert.equal(pdf!.contentType, 'application/pdf');
    assert.match(pdf!.filename ?? '', /^Mailed-weekly-\d{4}-\d{2}-\d{2}\.pdf$/);
    assert.equal(pdf!.content.subarray(0, 4).toString(), '%PDF');
  });

  test('a refused message is retried after a backoff that doubles, records each failure, and then arrives', async () => {
    await cognitoCall(t.url, 'ForgotPassword', { ClientId: TEST_CLIENT_ID, Username: 'reports@acme.test' });
    smtp.refuseNext = 2;
    let now = afterQueued();
    assert.deepEqual(await pass(now), { sent: 0, failed: 1 });
    let [stored] = await readOutbox(t.db, 'reports@acme.test');
    assert.equal(stored!.attempts, 1);
    assert.match(stored!.lastError ?? '', /451.*Mailbox busy/);
    assert.equal(stored!.sentAt, null);
    assert.equal(stored!.failedAt, null);
    assert.deepEqual(await pass(later(now, 29)), { sent: 0, failed: 0 }, 'not due again before its backoff');
    now = later(now, 30);
    assert.deepEqual(await pass(now), { sent: 0, failed: 1 }, 'the first retry, 30 s on: refused again');
    [stored] = await readOutbox(t.db, 'reports@acme.test');
    assert.equal(stored!.attempts, 2);
    assert.deepEqual(await pass(later(now, 59)), { sent: 0, failed: 0 }, 'the second retry waits 60 s');
    now = later(now, 60);
    assert.deepEqual(await pass(now), { sent: 1, failed: 0 });
    [stored] = await readOutbox(t.db, 'reports@acme.test');
    assert.equal(stored!.attempts, 3);
    assert.equal(stored!.lastError, null);
    assert.equal(stored!.sentAt, now.toISOString());
    const arrived = smtp.to('reports@acme.test');
    assert.equal(arrived.length, 1, 'delivered once');
    assert.equal(arrived[0]!.messageId, stored!.messageId);
  });

  test('a message the server never takes is given up after the last attempt', async () => {
    const [row] = await t.db.query<{ id: string }>(
      "INSERT INTO mail_outbox (to_address, subject, body, attempts) VALUES ('never@example.test', 'Never', 'x', 7) RETURNING id::text AS id",
    );
    smtp.refuseNext = 1;
    const now = afterQueued();
    assert.deepEqual(await pass(now), { sent: 0, failed: 1 });
    const [stored] = await readOutbox(t.db, 'never@example.test');
    assert.equal(stored!.id, row!.id);
    assert.equal(stored!.attempts, 8);
    assert.equal(stored!.failedAt, now.toISOString());
    assert.deepEqual(await pass(later(now, 86_400)), { sent: 0, failed: 0 }, 'not tried again');
  });

  test('a server whose credentials are wrong is a recorded failure, not a crash', async () => {
    await t.db.query(
      "INSERT INTO mail_outbox (to_address, subject, body) VALUES ('wrong-login@example.test', 'Hi', 'x')",
    );
    const wrong = smtpTransport(smtpUrl.replace('mail-s3cret', 'wrong'));
    try {
      assert.deepEqual(await deliverOutbox(t.db, wrong, t.config.mail, afterQueued()), { sent: 0, failed: 1 });
    } finally {
      wrong.close();
    }
    const [stored] = await readOutbox(t.db, 'wrong-login@example.test');
    assert.match(stored!.lastError ?? '', /Invalid username or password/);
  });

  test('one pass at a time across instances: while another holds the lock, a pass skips', async (context) => {
    if (t.db.kind !== 'postgres') return context.skip('PGlite is one process; CI runs this on PostgreSQL');
    await t.db.transaction(async (other) => {
      await other.query('SELECT pg_advisory_xact_lock($1)', [LOCKS.mailDelivery]);
      assert.equal(await pass(), null);
    });
  });
});

describe("the server's worker", () => {
  let server: TestApp;
  before(async () => {
    server = await createTestApp({ BEACON_SMTP_URL: smtpUrl, BEACON_MAIL_WORKER_SECONDS: '1' });
  });
  after(async () => server?.close());

  test('delivers what is queued without being asked', async () => {
    const arrival = smtp.arrival('admin@acme.test');
    await cognitoCall(server.url, 'ForgotPassword', { ClientId: TEST_CLIENT_ID, Username: 'admin@acme.test' });
    const mail = await arrival;
    assert.match(mail.text ?? '', /Your password reset code is \d{6}/);
    assert.equal(mail.from?.value[0]?.address, 'no-reply@localhost');
  });
});
