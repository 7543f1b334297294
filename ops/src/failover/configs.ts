/**
 * The drill's configuration files, written from its ports and password: one Patroni file per PostgreSQL node and
 * one HAProxy file for the database's two doors and the web's one.
 */
export interface DrillPorts {
  etcdClient: number;
  etcdPeer: number;
  /** Each node's PostgreSQL port and its Patroni REST port. */
  nodes: { postgres: number; rest: number }[];
  /** HAProxy: whichever node is primary (writes and reads). */
  primary: number;
  /** HAProxy: the standbys (reports may read there). */
  standby: number;
  /** HAProxy: Beacon's instances, over HTTP. */
  web: number;
  /** Each Beacon instance's own port. */
  beacons: number[];
}

/** How quickly a lost leader is replaced: its etcd key lives `ttl` seconds (Patroni: loop_wait + 2 × retry_timeout ≤ ttl). */
export const LEADER_TTL_SECONDS = 10;

export function patroniConfig(node: number, dir: string, bin: string, ports: DrillPorts, password: string): string {
  const { postgres, rest } = ports.nodes[node]!;
  const name = `node${node + 1}`;
  const data = `${dir}/${name}`;
  return `scope: beacon-drill
name: ${name}
restapi:
  listen: 127.0.0.1:${rest}
  connect_address: 127.0.0.1:${rest}
etcd3:
  hosts: 127.0.0.1:${ports.etcdClient}
bootstrap:
  dcs:
    ttl: ${LEADER_TTL_SECONDS}
    loop_wait: 2
    retry_timeout: 4
    maximum_lag_on_failover: 1048576
    # A commit is acknowledged once the synchronous standby has it: a standby promoted has every acknowledged write.
    synchronous_mode: true
    postgresql:
      use_pg_rewind: true
      parameters:
        wal_level: replica
        hot_standby: "on"
        wal_log_hints: "on"
        max_connections: 200
        # ... and has applied it, so that a report read on the standby sees every acknowledged write.
        synchronous_commit: remote_apply
  initdb:
    - encoding: UTF8
  pg_hba:
    - local all all trust
    - host replication replicator 127.0.0.1/32 scram-sha-256
    - host all all 127.0.0.1/32 scram-sha-256
postgresql:
  listen: 127.0.0.1:${postgres}
  connect_address: 127.0.0.1:${postgres}
  data_dir: ${data}/data
  bin_dir: ${bin}
  pgpass: ${data}/pgpass
  authentication:
    replication: { username: replicator, password: "${password}" }
    superuser: { username: postgres, password: "${password}" }
    rewind: { username: postgres, password: "${password}" }
  parameters:
    unix_socket_directories: ${data}
tags:
  nofailover: false
  noloadbalance: false
`;
}

/**
 * Two database doors chosen by each node's Patroni (`/primary` answers 200 only on the leader, `/replica` only on a
 * running standby), sessions on a node marked down cut at once so that clients connect afresh; the standby's door
 * sends to the primary while no standby runs (after a failover, until the old primary rejoins). And the web's door
 * over Beacon's instances.
 */
export function haproxyConfig(ports: DrillPorts): string {
  const nodes = (check: string) => [
    `  option httpchk OPTIONS ${check}`,
    '  http-check expect status 200',
    '  default-server inter 1s fall 2 rise 1 on-marked-down shutdown-sessions',
    ...ports.nodes.map((n, i) => `  server node${i + 1} 127.0.0.1:${n.postgres} check port ${n.rest}`),
  ];
  return [
    'global',
    '  maxconn 4000',
    'defaults',
    '  mode tcp',
    '  timeout connect 2s',
    '  timeout client 30m',
    '  timeout server 30m',
    '  timeout check 2s',
    'frontend primary',
    `  bind 127.0.0.1:${ports.primary}`,
    '  default_backend primaries',
    'frontend standby',
    `  bind 127.0.0.1:${ports.standby}`,
    '  use_backend standbys if { nbsrv(standbys) gt 0 }',
    '  default_backend primaries',
    'backend primaries',
    ...nodes('/primary'),
    'backend standbys',
    ...nodes('/replica'),
    'listen web',
    `  bind 127.0.0.1:${ports.web}`,
    '  mode http',
    '  option httpchk GET /healthz',
    '  timeout client 60s',
    '  timeout server 60s',
    '  default-server inter 1s fall 2 rise 1',
    ...ports.beacons.map((port, i) => `  server beacon${i + 1} 127.0.0.1:${port} check`),
    '',
  ].join('\n');
}
