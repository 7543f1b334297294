import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { emptyTestDatabase } from '../../../tooling/testing/fresh-database';
import { migrate, migrationsDir } from '../db/migrate';
import { admitToGroup, leaveGroup } from './group-admission';

const EXPIRE_SECONDS = 1800;
const job = (groupId: string, limit: number) => ({ id: randomUUID(), queue: 'connector-sync', groupId, limit });

test('a group lets in as many jobs as its limit, however many ask at once, and a place given back is taken again', async () => {
  const { db, close } = await emptyTestDatabase();
  try {
    await migrate(db, migrationsDir, ['0930_job_group_admissions.sql']);
    const asking = Array.from({ length: 8 }, () => job('META_ADS', 2));
    const answers = await Promise.all(asking.map((one) => admitToGroup(db, one, EXPIRE_SECONDS)));
    assert.equal(answers.filter(Boolean).length, 2, `two of eight let in: ${answers.join(', ')}`);

    assert.equal(
      await admitToGroup(db, job('GOOGLE_ADS', 1), EXPIRE_SECONDS),
      true,
      'another group has its own places',
    );
    const late = job('META_ADS', 2);
    assert.equal(await admitToGroup(db, late, EXPIRE_SECONDS), false, 'the group is full');
    await leaveGroup(db, asking[answers.indexOf(true)]!.id);
    assert.equal(await admitToGroup(db, late, EXPIRE_SECONDS), true, 'a place given back is taken');
    assert.equal(await admitToGroup(db, late, EXPIRE_SECONDS), true, 'a job asking again keeps its own place');
  } finally {
    await close();
  }
});

test('a place held past the time its job expires (its process died) no longer counts', async () => {
  const { db, close } = await emptyTestDatabase();
  try {
    await migrate(db, migrationsDir, ['0930_job_group_admissions.sql']);
    const longAgo = new Date(Date.now() - (EXPIRE_SECONDS + 60) * 1000);
    assert.equal(await admitToGroup(db, job('THE_TRADE_DESK', 1), EXPIRE_SECONDS, longAgo), true);
    assert.equal(await admitToGroup(db, job('THE_TRADE_DESK', 1), EXPIRE_SECONDS), true);
    assert.equal(await admitToGroup(db, job('THE_TRADE_DESK', 1), EXPIRE_SECONDS), false, 'the live place counts');
  } finally {
    await close();
  }
});
