// `pnpm test:server`: the server suite (server, stand-ins, tooling, ops and the toolchain's own tests) in groups
// (suite-in-groups.ts); what follows the command goes to Node's test runner (`--test-name-pattern`, say).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInGroups, suiteFiles } from './suite-in-groups';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
process.exit(runInGroups(suiteFiles(root), root, process.argv.slice(2)));
