import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { testAppOfFile } from '../../../tooling/testing/test-app';

/** Demo mode on a notification naming people whose names are two or three letters long. */
describe('demo mode on short real names in free text', () => {
  const t = testAppOfFile();
  let headers: Record<string, string>;
  const demo = { 'x-beacon-demo': '0123456789abcdef' };
  const content =
    'Bo Ng approved the plan. Ng will call Ava Li; Bo too. The total along the boring Ngozi Bond line is unchanged.';

  before(async () => {
    // People the database knows, before demo mode first reads the real names.
    for (const [first, last] of [
      ['Bo', 'Ng'],
      ['Ava', 'Li'],
    ] as const)
      await t.db.query(
        `INSERT INTO users (username, email, first_name, last_name, type, role, client_id)
        VALUES ($1, $1, $2, $3, 'STANDARD', 'Admin', 1)`,
        [`${first.toLowerCase()}.${last.toLowerCase()}@acme.test`, first, last],
      );
    await t.db.query(
      `INSERT INTO notifications (user_id, category, title, content)
      SELECT id, 'general', 'Plan approved by Bo', $1 FROM users WHERE email = 'admin@acme.test'`,
      [content],
    );
    headers = { authorization: `Bearer ${await t.signIn('admin@acme.test')}` };
  });

  const notification = async (extra: Record<string, string>) => {
    const response = await fetch(`${t.url}/api/notifications?pageSize=100`, { headers: { ...headers, ...extra } });
    const { data } = (await response.json()) as { data: { title: string; content: string }[] };
    return data.find((n) => n.title.startsWith('Plan approved by'))!;
  };

  it('replaces every short real name inside the text, and leaves words that merely hold one alone', async () => {
    assert.equal((await notification({})).content, content);
    const shown = await notification(demo);
    for (const name of ['Bo', 'Ng', 'Ava', 'Li'])
      assert.doesNotMatch(
        `${shown.title}\n${shown.content}`,
        new RegExp(`\\b${name}\\b`),
        `${name} left in "${shown.content}"`,
      );
    assert.match(shown.content, /\bapproved the plan\b/);
    assert.match(shown.content, /The total along the boring Ngozi Bond line is unchanged\.$/);
  });
});
