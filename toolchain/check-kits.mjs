// `pnpm lint`'s check that the host, shared and every remote use only the names each kit provides
// (federation/src/kits.js): a name outside its kit is not in the page, whatever its import says.
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { KITS, kitNames, namesUsedIn } from '../federation/src/kits.js';

const root = resolve(import.meta.dirname, '..');
const workspaces = ['host', 'shared', ...readdirSync(root).filter((dir) => dir.startsWith('remote-'))].sort();

const problems = [];
for (const [library, file] of Object.entries(KITS)) {
  const kit = new Set(kitNames(library));
  const used = new Set();
  for (const workspace of workspaces) {
    for (const [name, source] of namesUsedIn(join(root, workspace, 'src'), library)) {
      used.add(name);
      if (!kit.has(name))
        problems.push(
          `${relative(root, source)} imports ${name} from '${library}', which its kit (${relative(root, file)}) does not provide`,
        );
    }
  }
  for (const name of kit)
    if (!used.has(name)) problems.push(`the ${library} kit provides ${name}, which no workspace uses: take it out`);
}

if (problems.length) {
  console.error(
    `The kits and what the workspaces import differ:\n  ${problems.join('\n  ')}\n` +
      'Add a new name to its kit, and release the host before the remote that uses it.',
  );
  process.exit(1);
}
