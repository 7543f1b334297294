import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { haproxyConfig, patroniConfig, type DrillPorts } from './configs';

/** The drill's files, checked by the programs that read them (`.ci/run` installs them, as `pnpm failover` does). */
const ports: DrillPorts = {
  etcdClient: 2379,
  etcdPeer: 2380,
  nodes: [
    { postgres: 55601, rest: 8011 },
    { postgres: 55602, rest: 8012 },
  ],
  primary: 55600,
  standby: 55610,
  web: 8480,
  beacons: [8481, 8482],
};
const installed = (program: string, flag: string) => spawnSync(program, [flag]).status === 0;

/** A test of the files `program` reads, in a folder of their own; skipped where `program` is not installed. */
function testWith(program: string, versionFlag: string, title: string, body: (dir: string) => void) {
  test(title, { skip: !installed(program, versionFlag) && `${program} is not installed` }, () => {
    const dir = mkdtempSync(join(tmpdir(), `beacon-${program}-`));
    try {
      body(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

testWith('haproxy', '-v', 'HAProxy reads the drill’s doors as valid, each node checked through its Patroni', (dir) => {
  const config = haproxyConfig(ports);
  writeFileSync(join(dir, 'haproxy.cfg'), config);
  const checked = spawnSync('haproxy', ['-c', '-f', join(dir, 'haproxy.cfg')], { encoding: 'utf8' });
  assert.equal(checked.status, 0, checked.stderr);
  assert.match(config, /server node2 127\.0\.0\.1:55602 check port 8012/);
  assert.match(config, /use_backend standbys if \{ nbsrv\(standbys\) gt 0 \}/);
});

testWith(
  'patroni',
  '--version',
  'Patroni reads each node’s file as valid, with synchronous commits applied on the standby',
  (dir) => {
    for (const node of [0, 1]) {
      const config = patroniConfig(node, dir, '/usr/lib/postgresql/15/bin', ports, 'secret');
      const file = join(dir, `node${node + 1}.yml`);
      writeFileSync(file, config);
      const checked = spawnSync('patroni', ['--validate-config', file], { encoding: 'utf8' });
      // The validator is written for clusters over several machines: on one, loopback addresses (and an etcd not
      // started yet) are what a drill means. Anything else it says is a fault of the file.
      const faults = `${checked.stdout}${checked.stderr}`
        .split('\n')
        .filter(
          (line) => line.trim() && !/must not contain "127\.0\.0\.1"|127\.0\.0\.1:2379 is not reachable/.test(line),
        );
      assert.deepEqual(faults, []);
      assert.match(config, /synchronous_mode: true/);
      assert.match(config, /synchronous_commit: remote_apply/);
    }
  },
);
