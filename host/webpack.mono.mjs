// pnpm build:mono: host and the five remotes as one bundle without Module Federation, into .bench/monolith,
// for pnpm bench perf to compare with the federated product. Never served by npm start.
import { monolithConfig, workspaceRoot } from '@beacon/federation';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export default () =>
  monolithConfig({
    dir: dirname(fileURLToPath(import.meta.url)),
    entry: join(workspaceRoot, 'bench', 'monolith', 'index.ts'),
    outputPath: process.env.BEACON_MONOLITH_DIST ?? join(workspaceRoot, '.bench', 'monolith'),
    replace: [[/[\\/]federation[\\/]load-areas$/, join(workspaceRoot, 'bench', 'monolith', 'monolith-areas.ts')]],
  });
