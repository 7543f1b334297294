// `pnpm lint`'s check that the host, shared and every remote draw only the antd components the kit provides
// (federation/src/antd-kit.js, issue 29): a component outside it is not in the page, whatever its import says.
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { antdComponentsUsedIn, antdKitComponents } from '../federation/src/antd-kit-components.js';

const root = resolve(import.meta.dirname, '..');
const kit = new Set(antdKitComponents());
const workspaces = ['host', 'shared', ...readdirSync(root).filter((dir) => dir.startsWith('remote-'))].sort();

const problems = [];
const drawn = new Set();
for (const workspace of workspaces) {
  for (const [name, file] of antdComponentsUsedIn(join(root, workspace, 'src'))) {
    drawn.add(name);
    if (!kit.has(name))
      problems.push(`${relative(root, file)} imports ${name} from 'antd', which the antd kit does not provide`);
  }
}
for (const name of kit)
  if (!drawn.has(name)) problems.push(`the antd kit provides ${name}, which no workspace draws: take it out`);

if (problems.length) {
  console.error(
    `The antd kit (federation/src/antd-kit.js) and what the workspaces draw differ:\n  ${problems.join('\n  ')}\n` +
      'Add a new component to the kit, and release the host before the remote that draws it.',
  );
  process.exit(1);
}
