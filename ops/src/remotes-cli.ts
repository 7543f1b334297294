// pnpm remotes release|promote|rollback|status: how operators ship and take back one remote at a time.
import { dataDir, isRemoteName, registryFile, REMOTE_NAMES, type RemoteName } from './places';
import { readRegistry } from './registry';
import { canaryRemote, promoteRemote, remoteStatus, rollbackRemote } from './registry-operations';
import { releaseRemote } from './remote-operations';
import { deployTarget, runRemotely } from './deploy-client';
import { HOST_USAGE, hostCommand, printHostStatus } from './host-cli';
import { hostStatus } from './host-operations';

const USAGE = `Usage:
  pnpm remotes release <remote> [--version <x.y.z>]   build and publish an immutable release
  pnpm remotes promote <remote> <version>             put a release in service, after checking it
  pnpm remotes rollback <remote> [--to <version>]     abort the running canary (the version in service stays);
                                                      with none, back to the previous release; --to: the named one
  pnpm remotes canary <remote> <version> --share <percent> [--step-seconds <n>]
                                                      serve a release to a share of browsers, stepping up
                                                      (10, 25, 50, 100) while healthy, rolled back if not
  pnpm remotes status [--json]                        what is in service, its canary, its history, whether it answers
With BEACON_DEPLOY_URL and BEACON_DEPLOY_TOKEN set, each command goes to that server's deploy API (the token's
remote only); release builds here and uploads, or uploads a folder built already with --dist <folder>.
Remotes: ${REMOTE_NAMES.join(', ')}
${HOST_USAGE}`;

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
  const target = deployTarget();
  if (target && args[0] === 'host')
    throw new Error("The host is released on the server's machine: unset BEACON_DEPLOY_URL.");
  if (target && command && command !== 'help' && command !== '--help') return runRemotely(target, command, args);
  const data = dataDir();
  if (await hostCommand(data, command, args, (name) => option(args, name))) return;
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
      // What was taken back is the last event: a canary, or the version in service.
      const last = readRegistry(registryFile(data)).remotes[name]?.history.at(-1);
      console.log(
        last?.action === 'canary-abort'
          ? `${name} rolled back: canary ${last.version} aborted; ${active} stays in service`
          : `${name} rolled back: ${active} is in service`,
      );
      return;
    }
    case 'canary': {
      const name = remoteArg(args[0]);
      const version = args[1];
      if (!version || version.startsWith('--')) throw new Error(`Which version?\n${USAGE}`);
      const share = Number(option(args, '--share'));
      const stepSeconds = option(args, '--step-seconds');
      const canary = canaryRemote(
        data,
        name,
        version,
        share,
        stepSeconds === undefined ? undefined : Number(stepSeconds),
      );
      console.log(`${name} ${version} is in canary for ${canary.share}% of browsers`);
      console.log(`next: ${[...canary.steps].join('%, ')}% every ${canary.stepSeconds} s while healthy`);
      return;
    }
    case 'status': {
      const base = process.env.BEACON_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;
      const statuses = await remoteStatus(data, REMOTE_NAMES, base);
      if (args.includes('--json')) {
        const remotes = statuses.map(({ releases, ...status }) => ({
          ...status,
          releases: releases.map(({ version, builtAt, gitSha, dirty }) => ({ version, builtAt, gitSha, dirty })),
        }));
        console.log(JSON.stringify({ remotes, host: hostStatus(data) }, null, 2));
        return;
      }
      for (const status of statuses) {
        console.log(`\n${status.name}`);
        console.log(
          `  in service: ${status.active ?? '(none)'}  files on disk: ${status.onDisk ? 'yes' : 'no'}  ${status.answers}`,
        );
        console.log(`  releases:   ${status.releases.map((r) => r.version).join(', ') || '(none)'}`);
        const { canary } = status;
        if (canary) {
          const rates = canary.errorRates
            ? `  errors per page view: canary ${canary.errorRates.canary.rate.toFixed(3)}, in service ${canary.errorRates.stable.rate.toFixed(3)}`
            : '';
          console.log(`  canary:     ${canary.version} ${canary.state} at ${canary.share}%${rates}`);
        }
        for (const event of status.history.slice(-5)) {
          const share = event.share === undefined ? '' : ` (${event.share}%)`;
          console.log(
            `  ${event.at}  ${event.action.padEnd(8)} ${event.from ?? '(none)'} -> ${event.version}${share}${event.reason ? `: ${event.reason}` : ''}`,
          );
        }
      }
      printHostStatus(data);
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
