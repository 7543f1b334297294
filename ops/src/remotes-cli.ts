// pnpm remotes release|promote|rollback|status: how operators ship and take back one remote at a time.
import { dataDir, isRemoteName, REMOTE_NAMES, type RemoteName } from './places';
import { promoteRemote, releaseRemote, remoteStatus, rollbackRemote } from './remote-operations';

const USAGE = `Usage:
  pnpm remotes release <remote> [--version <x.y.z>]   build and publish an immutable release
  pnpm remotes promote <remote> <version>             put a release in service, after checking it
  pnpm remotes rollback <remote> [--to <version>]     go back to the previous (or the named) release
  pnpm remotes status                                 what is in service, its history, whether it answers
Remotes: ${REMOTE_NAMES.join(', ')}`;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

function remoteArg(value: string | undefined): RemoteName {
  if (!isRemoteName(value)) throw new Error(`"${value ?? ''}" is not a remote.\n${USAGE}`);
  return value;
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  const data = dataDir();
  switch (command) {
    case 'release': {
      const name = remoteArg(args[0]);
      const started = Date.now();
      const { info, created } = await releaseRemote(data, name, option(args, '--version'));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        created
          ? `released ${name} ${info.version} in ${seconds} s`
          : `${name} ${info.version} was already released (same files)`,
      );
      console.log(`promote it with: pnpm remotes promote ${name} ${info.version}`);
      return;
    }
    case 'promote': {
      const name = remoteArg(args[0]);
      const version = args[1];
      if (!version) throw new Error(`Which version?\n${USAGE}`);
      promoteRemote(data, name, version);
      console.log(`${name} ${version} is in service`);
      return;
    }
    case 'rollback': {
      const name = remoteArg(args[0]);
      const active = rollbackRemote(data, name, option(args, '--to'));
      console.log(`${name} rolled back: ${active} is in service`);
      return;
    }
    case 'status': {
      const base = process.env.BEACON_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;
      for (const status of await remoteStatus(data, REMOTE_NAMES, base)) {
        console.log(`\n${status.name}`);
        console.log(
          `  in service: ${status.active ?? '(none)'}  files on disk: ${status.onDisk ? 'yes' : 'no'}  ${status.answers}`,
        );
        console.log(`  releases:   ${status.releases.map((r) => r.version).join(', ') || '(none)'}`);
        for (const event of status.history.slice(-5)) {
          console.log(`  ${event.at}  ${event.action.padEnd(8)} ${event.from ?? '(none)'} -> ${event.version}`);
        }
      }
      return;
    }
    default:
      console.log(USAGE);
      if (command && command !== 'help' && command !== '--help') process.exitCode = 2;
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
