// `pnpm failover`: the whole set of a failover drill on this machine (docs/failover.md), until Ctrl-C.
import { startFailoverDrill } from './drill';

const say = (line: string) => process.stderr.write(`[failover] ${line}\n`);
const drill = await startFailoverDrill({ say, beacons: Number(process.env.BEACON_FAILOVER_INSTANCES ?? 2) });
const { cluster } = drill;
say(`Beacon: ${drill.url} (sign in as any seeded account, docs/accounts.md)`);
say(`primary door: ${cluster.primaryUrl.replace(/:[^:@]*@/, ':…@')}`);
say(`standby door: ${cluster.standbyUrl.replace(/:[^:@]*@/, ':…@')}`);
say(`nodes: ${(await cluster.members()).map((m) => `${m.name} ${m.role}`).join(', ')}`);
say(
  `kill the leader: kill -9 -- -<pid of its patroni> (or \`pnpm bench failover\` for the measured drill); logs in ${cluster.dir}`,
);
say('Ctrl-C stops everything and removes its files');
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  say('stopping');
  await drill.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
setInterval(() => undefined, 60_000);
