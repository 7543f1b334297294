// pnpm remotes release|canary|promote|rollback|status host: the host shipped as a remote is (host-operations.ts).
import { canaryHost, hostStatus, promoteHost, rollbackHost, SHIPPED_HOST } from './host-operations';
import { releaseHost } from './host-releases';
import { HOST } from './hosts-in-service';
import { registryFile } from './places';
import { readRegistry } from './registry';

export const HOST_USAGE = `The host, by the name "host", as a remote (on the server's machine, not through the deploy API):
  pnpm remotes release host [--version <x.y.z>] [--dist <folder>]   build (or take a built folder) and keep it
  pnpm remotes canary host <version> --share <percent>              serve it to a share of browsers, the rest keep
                                                                    theirs; it holds the share until promote/rollback
  pnpm remotes promote host <version>                               every browser on it, once every remote runs on it
  pnpm remotes rollback host [--to <version>|${SHIPPED_HOST}]              its canary, else the previous host; "${SHIPPED_HOST}":
                                                                    the build the server ships with`;

const shown = (version: string | null) => version ?? `the host the server ships (${SHIPPED_HOST})`;

/** Runs a command on the host; false when the command does not name the host. */
export async function hostCommand(
  data: string,
  command: string | undefined,
  args: string[],
  option: (name: string) => string | undefined,
): Promise<boolean> {
  if (args[0] !== HOST || !command) return false;
  const version = args[1] && !args[1].startsWith('--') ? args[1] : undefined;
  switch (command) {
    case 'release': {
      const { info, created } = await releaseHost(data, { base: option('--version'), dist: option('--dist') });
      console.log(created ? `released host ${info.version}` : `host ${info.version} was already released (same files)`);
      console.log(`serve it to a share of browsers with: pnpm remotes canary host ${info.version} --share 10`);
      return true;
    }
    case 'promote':
      if (!version) throw new Error(`Which version?\n${HOST_USAGE}`);
      promoteHost(data, version);
      console.log(`host ${version} is in service`);
      return true;
    case 'canary': {
      if (!version) throw new Error(`Which version?\n${HOST_USAGE}`);
      const canary = canaryHost(data, version, Number(option('--share')));
      console.log(`host ${version} is in canary for ${canary.share}% of browsers; the rest keep the host in service`);
      return true;
    }
    case 'rollback': {
      const active = rollbackHost(data, option('--to'));
      const last = readRegistry(registryFile(data)).host?.history.at(-1);
      console.log(
        last?.action === 'canary-abort'
          ? `host rolled back: canary ${last.version} aborted; ${shown(active)} stays in service`
          : `host rolled back: ${shown(active)} is in service`,
      );
      return true;
    }
    default:
      return false;
  }
}

/** The host's lines of `pnpm remotes status`. */
export function printHostStatus(data: string): void {
  const status = hostStatus(data);
  console.log('\nhost');
  console.log(`  in service: ${shown(status.active)}`);
  console.log(`  releases:   ${status.releases.map((r) => r.version).join(', ') || '(none)'}`);
  if (status.canary)
    console.log(`  canary:     ${status.canary.version} ${status.canary.state} at ${status.canary.share}%`);
  for (const event of status.history.slice(-5)) {
    const share = event.share === undefined ? '' : ` (${event.share}%)`;
    console.log(`  ${event.at}  ${event.action.padEnd(8)} ${event.from ?? SHIPPED_HOST} -> ${event.version}${share}`);
  }
}
