import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { addStaff, inviteToAcme } from '../../../tooling/testing/invite';
import { call } from '../../../tooling/testing/call';
import { testApiOfFile } from '../../../tooling/testing/test-api';

const t = testApiOfFile();
/** Acme's admin on one of Acme's users: `action` is what follows the user in the path (identity, disable...). */
const adminOnAcmeUser = (method: 'GET' | 'POST', email: string, action: string) =>
  call(t, 'admin@acme.test', method, `/api/clients/1/users/${email}/${action}`);

describe('the signed-in user', () => {
  test('me carries type, role, client, privileges and assignments', async () => {
    const { status, body } = await call(t, 'reports@acme.test', 'GET', '/api/users/me');
    assert.equal(status, 200);
    assert.equal(body.data.type, 'STANDARD');
    assert.equal(body.data.role, 'REPORTING_ONLY');
    assert.equal(body.data.client.name, 'Acme Outdoor');
    assert.equal(body.data.advertiserIds.length, 2);
    assert.ok(!body.data.privileges.includes('INVOICES_READ'));
    const franchise = await call(t, 'franchise@northwind.test', 'GET', '/api/users/me');
    assert.equal(franchise.body.data.advertiserGroups.length, 1);
    assert.ok(franchise.body.data.advertiserGroups[0].advertiserIds.length > 0);
    const internal = await call(t, 'admin@beacon.test', 'GET', '/api/users/me');
    assert.equal(internal.body.data.client, null);
  });

  test('patch me renames and bumps the version', async () => {
    const before = (await call(t, 'admin@acme.test', 'GET', '/api/users/me')).body.data;
    const { status, body } = await call(t, 'admin@acme.test', 'PATCH', '/api/users/me', { firstName: 'Alexandra' });
    assert.equal(status, 200);
    assert.equal(body.data.firstName, 'Alexandra');
    assert.equal(body.data.lastName, before.lastName);
    assert.equal(body.data.version, before.version + 1);
  });

  test('terms of use: client data waits for acceptance, then loads', async () => {
    const me = await call(t, 'newterms@globex.test', 'GET', '/api/users/me');
    assert.equal(me.body.data.termsOfUseAccepted, false);
    const clientId = me.body.data.clientId;
    assert.equal((await call(t, 'newterms@globex.test', 'GET', `/api/clients/${clientId}/campaigns`)).status, 403);
    const accepted = await call(t, 'newterms@globex.test', 'POST', '/api/users/me/terms-of-use');
    assert.equal(accepted.body.data.termsOfUseAccepted, true);
    assert.equal((await call(t, 'newterms@globex.test', 'GET', `/api/clients/${clientId}/campaigns`)).status, 200);
  });

  test('the first-visit tour is remembered per user on the server, whichever browser asks', async () => {
    const before = await call(t, 'reports@acme.test', 'GET', '/api/users/me/onboarding-tour');
    assert.deepEqual([before.status, before.body], [200, { data: { seen: false, seenAt: null } }]);
    const seen = await call(t, 'reports@acme.test', 'PUT', '/api/users/me/onboarding-tour');
    assert.equal(seen.status, 200);
    assert.equal(seen.body.data.seen, true);
    assert.match(seen.body.data.seenAt, /^\d{4}-\d{2}-\d{2}T/);
    // Seen again (another browser finishing it): the first date stays.
    const again = await call(t, 'reports@acme.test', 'PUT', '/api/users/me/onboarding-tour');
    assert.equal(again.body.data.seenAt, seen.body.data.seenAt);
    assert.deepEqual((await call(t, 'reports@acme.test', 'GET', '/api/users/me/onboarding-tour')).body, again.body);
    // Another user's first visit is still theirs.
    assert.equal(
      (await call(t, 'franchise@northwind.test', 'GET', '/api/users/me/onboarding-tour')).body.data.seen,
      false,
    );
  });
});

describe('standard users of a client', () => {
  test('managers list, create, update, disable and enable; disabled users sort last', async () => {
    const list = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/users?pageSize=100');
    assert.equal(list.status, 200);
    const enabled = list.body.data.map((u: { enabled: boolean }) => u.enabled);
    assert.deepEqual(
      enabled,
      [...enabled].sort((a, b) => Number(b) - Number(a)),
    );
    assert.ok(list.body.data.every((u: { clientId: number }) => u.clientId === 1));

    const created = await inviteToAcme(t, 'New.Person@acme.test', ['New', 'Person'], 'REPORTING_ONLY', {
      advertiserIds: [1],
      advertiserGroupIds: [],
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.data.username, 'new.person@acme.test');
    assert.deepEqual(created.body.data.advertiserIds, [1]);
    assert.deepEqual(created.body.data.privileges, ['NOTIFICATIONS_READ', 'NOTIFICATION_PREFERENCES_WRITE']);
    assert.equal((await inviteToAcme(t, 'new.person@acme.test', ['A', 'B'], 'Admin')).status, 409);

    const foreignAdvertiser = await call(t, 'admin@acme.test', 'PUT', '/api/clients/1/users/new.person@acme.test', {
      firstName: 'New',
      lastName: 'Person',
      role: 'REPORTING_ONLY',
      advertiserIds: [20],
    });
    assert.equal(foreignAdvertiser.status, 400);
    assert.equal(foreignAdvertiser.body.fields[0].field, 'advertiserIds');

    const updated = await call(t, 'admin@acme.test', 'PUT', '/api/clients/1/users/new.person@acme.test', {
      firstName: 'Renamed',
      lastName: 'Person',
      role: 'Admin',
    });
    assert.equal(updated.body.data.firstName, 'Renamed');
    assert.deepEqual(updated.body.data.advertiserIds, [1], 'assignments stay when not sent');
    assert.equal((await adminOnAcmeUser('POST', 'new.person@acme.test', 'disable')).body.data.enabled, false);
    assert.equal((await adminOnAcmeUser('POST', 'new.person@acme.test', 'enable')).body.data.enabled, true);
    assert.equal((await adminOnAcmeUser('POST', 'admin@acme.test', 'disable')).status, 409);
  });

  test('non-admin roles cannot manage users', async () => {
    assert.equal((await call(t, 'reports@acme.test', 'GET', '/api/clients/1/users')).status, 403);
  });
});

describe('internal users', () => {
  test('BeaconAdmin lists (content), creates and updates with the current version', async () => {
    const list = await call(t, 'admin@beacon.test', 'GET', '/api/internal-users');
    assert.equal(list.status, 200);
    assert.ok(list.body.data.content.every((u: { type: string }) => u.type === 'INTERNAL'));
    const created = await addStaff(t, 'new.staff@beacon.test', ['New', 'Staff'], 'BeaconStandard');
    assert.equal(created.status, 201);
    const version = created.body.data.version;
    const stale = await call(t, 'admin@beacon.test', 'PUT', '/api/internal-users/new.staff@beacon.test', {
      firstName: 'X',
      lastName: 'Y',
      role: 'PartnerSolutions',
      version: version + 5,
    });
    assert.equal(stale.status, 409);
    const fresh = await call(t, 'admin@beacon.test', 'PUT', '/api/internal-users/new.staff@beacon.test', {
      firstName: 'X',
      lastName: 'Y',
      role: 'PartnerSolutions',
      version,
    });
    assert.equal(fresh.body.data.role, 'PartnerSolutions');
    assert.equal(fresh.body.data.version, version + 1);
  });

  test('others may not administer internal users', async () => {
    for (const email of ['staff@beacon.test', 'admin@acme.test'])
      assert.equal((await call(t, email, 'GET', '/api/internal-users')).status, 403);
  });
});

describe('the identity provider side of user management', () => {
  test('a created user gets a sign-in and an invitation; lookup, resend, reset; disable revokes sign-in', async () => {
    const created = await inviteToAcme(t, 'invitee@acme.test', ['In', 'Vitee'], 'Admin');
    assert.equal(created.status, 201);
    const identity = await adminOnAcmeUser('GET', 'invitee@acme.test', 'identity');
    assert.equal(identity.status, 200);
    assert.equal(identity.body.data.status, 'FORCE_CHANGE_PASSWORD');
    assert.equal((await adminOnAcmeUser('POST', 'invitee@acme.test', 'resend-invitation')).status, 204);
    assert.equal((await adminOnAcmeUser('POST', 'invitee@acme.test', 'disable')).status, 200);
    assert.equal((await adminOnAcmeUser('GET', 'invitee@acme.test', 'identity')).body.data.enabled, false);
    await adminOnAcmeUser('POST', 'invitee@acme.test', 'enable');
    // A confirmed account cannot be re-invited (409); its password can be reset.
    assert.equal((await adminOnAcmeUser('POST', 'reports@acme.test', 'resend-invitation')).status, 409);
    assert.equal((await adminOnAcmeUser('POST', 'reports@acme.test', 'reset-password')).status, 204);
    assert.equal((await adminOnAcmeUser('GET', 'reports@acme.test', 'identity')).body.data.status, 'RESET_REQUIRED');
    assert.equal((await adminOnAcmeUser('GET', 'newterms@globex.test', 'identity')).status, 404);
    const internal = await call(t, 'admin@beacon.test', 'GET', '/api/internal-users/staff@beacon.test/identity');
    assert.equal(internal.body.data.status, 'CONFIRMED');
  });

  test('an invitation is resent only while it waits, and a refusal says why in words', async () => {
    // Signed in long ago with a password of their own: there is no invitation left to resend.
    const accepted = await call(
      t,
      'admin@beacon.test',
      'POST',
      '/api/clients/3/users/franchise@northwind.test/resend-invitation',
    );
    assert.deepEqual(
      { status: accepted.status, body: accepted.body },
      {
        status: 409,
        body: {
          status: 409,
          error: 'Conflict',
          message:
            'franchise@northwind.test has already accepted the invitation and chosen a password, so there is no invitation to resend. If they cannot sign in, reset their password instead.',
          fields: [],
        },
      },
    );

    const email = 'resend.me@acme.test';
    const user = `/api/clients/1/users/${email}`;
    const created = await inviteToAcme(t, email, ['Re', 'Send'], 'Admin');
    assert.equal(created.status, 201);
    // Pending, never signed in: a new temporary password goes out.
    assert.equal((await call(t, 'admin@acme.test', 'POST', `${user}/resend-invitation`)).status, 204);
    // A reset is under way: its code, not an invitation, is what the user needs.
    assert.equal((await call(t, 'admin@acme.test', 'POST', `${user}/reset-password`)).status, 204);
    const resetting = await call(t, 'admin@acme.test', 'POST', `${user}/resend-invitation`);
    assert.equal(resetting.status, 409);
    assert.equal(
      resetting.body.message,
      `${email} has a password reset waiting: they sign in with the code mailed to them, so there is no invitation to resend. Reset the password again to send a new code.`,
    );
  });
});

describe("the seed's people at the identity provider", () => {
  /** Acme's people the seed made up (not the README's accounts), enabled or not. */
  const madeUp = (enabled: boolean) =>
    t.db.query<{ email: string; first_name: string }>(
      "SELECT email, first_name FROM users WHERE client_id = 1 AND email NOT LIKE '%.test' AND enabled = $1 ORDER BY id",
      [enabled],
    );

  test('every seeded user has a sign-in, so any of them is disabled, enabled, reset and re-invited', async () => {
    const [{ n }] = (await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users u WHERE NOT EXISTS (SELECT 1 FROM identity_accounts a WHERE a.email = u.email)',
    )) as [{ n: number }];
    assert.equal(n, 0, 'no user without a sign-in');
    const [person] = await madeUp(true);
    assert.ok(person, 'the seed made up an enabled Acme user');
    assert.equal((await adminOnAcmeUser('POST', person.email, 'disable')).status, 200);
    assert.equal((await adminOnAcmeUser('GET', person.email, 'identity')).body.data.enabled, false);
    assert.equal((await adminOnAcmeUser('POST', person.email, 'enable')).status, 200);
    assert.equal((await adminOnAcmeUser('GET', person.email, 'identity')).body.data.enabled, true);
    assert.equal((await adminOnAcmeUser('POST', person.email, 'reset-password')).status, 204);
    // Confirmed with a password of their own: the refusal is the sentence, not a 404.
    const resend = await adminOnAcmeUser('POST', person.email, 'resend-invitation');
    assert.equal(resend.status, 409);
    assert.match(resend.body.message, /has a password reset waiting/);
    // A user the seed disabled is disabled at the identity provider too.
    const [disabled] = await madeUp(false);
    assert.equal((await adminOnAcmeUser('GET', disabled!.email, 'identity')).body.data.enabled, false);
  });

  test('a user without a sign-in is told so in a sentence, and disabling them changes nothing', async () => {
    const [, person] = await madeUp(true);
    await t.db.query('DELETE FROM identity_accounts WHERE email = $1', [person!.email]);
    const before = (await call(t, 'admin@acme.test', 'GET', `/api/clients/1/users/${person!.email}`)).body.data;
    const sentence = `${person!.email} has no sign-in account at the identity provider, so they cannot be disabled. Nothing was changed.`;
    const refused = await adminOnAcmeUser('POST', person!.email, 'disable');
    assert.deepEqual(
      { status: refused.status, error: refused.body.error, message: refused.body.message },
      { status: 409, error: sentence, message: sentence },
    );
    const after = (await call(t, 'admin@acme.test', 'GET', `/api/clients/1/users/${person!.email}`)).body.data;
    assert.deepEqual([after.enabled, after.version], [true, before.version], 'the user is as they were');
    const audit = await t.db.query("SELECT 1 FROM audit_events WHERE action = 'user.disabled' AND target = $1", [
      person!.email,
    ]);
    assert.equal(audit.length, 0, 'nothing was recorded in Activity');
    const reset = await adminOnAcmeUser('POST', person!.email, 'reset-password');
    assert.equal(reset.status, 409);
    assert.match(reset.body.message, /no sign-in account at the identity provider, so their password cannot be reset/);
  });
});
