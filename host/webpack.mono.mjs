// pnpm build:mono: host and the five remotes as one bundle without Module Federation, into .bench/monolith,
// for pnpm bench perf to compare with the federated product. Never served by npm start.
import { monolithConfig, signInConfig, workspaceRoot } from '@beacon/federation';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export default () => {
  const dir = dirname(fileURLToPath(import.meta.url));
  const outputPath = process.env.BEACON_MONOLITH_DIST ?? join(workspaceRoot, '.bench', 'monolith');
  return [
    monolithConfig({
      dir,
      entry: join(workspaceRoot, 'bench', 'monolith', 'index.ts'),
      outputPath,
      replace: [[/[\\/]federation[\\/]load-areas$/, join(workspaceRoot, 'bench', 'monolith', 'monolith-areas.ts')]],
    }),
    // The same first script and sign-in bundle as the product's: it writes the page.
    signInConfig({ dir, outputPath, after: 'monolith' }),
  ];
};
