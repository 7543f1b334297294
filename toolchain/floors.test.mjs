// The server's floors are held by lint (eslint.config.mjs): these lint a file as if it stood in a floor, with one
// import in it, and expect the refusal a newcomer would read, so that a change to the zones cannot quietly stop them.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** What lint says of `code` written at `path` (from the repository's root): each problem's rule and message. */
async function lintAt(path, code) {
  const [result] = await eslint.lintText(`${code}\nexport const probe = 1;\n`, { filePath: join(root, path) });
  return result.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}
const refusals = (problems, rule) => problems.filter((p) => p.rule === rule).map((p) => p.message);

describe('lint holds the server floors', () => {
  it('refuses a kernel file that imports a domain', async () => {
    const problems = await lintAt(
      'server/src/kernel/db/probe.ts',
      "import { listCampaigns } from '../../domains/campaigns/queries';\nvoid listCampaigns;",
    );
    assert.match(refusals(problems, 'import-x/no-restricted-paths').join('\n'), /kernel floor imports no other floor/);
  });

  it('refuses a domain that imports the routes above it, or the composition root', async () => {
    const problems = await lintAt(
      'server/src/domains/campaigns/probe.ts',
      "import type { ApiDeps } from '../../apis/hub/hub-api';\nimport type { Product } from '../../product';\nexport type P = [ApiDeps, Product];",
    );
    const said = refusals(problems, 'import-x/no-restricted-paths');
    assert.equal(said.length, 2);
    for (const message of said)
      assert.match(message, /domains floor imports only the floors below it \(kernel, semantic\)/);
  });

  it('refuses the product an import of a stand-in or of the tooling', async () => {
    const problems = await lintAt(
      'server/src/domains/notifications/probe.ts',
      "import { notificationService } from '../../../stand-ins/notification-service/service';\nimport type { Role } from '../../../tooling/seed/accounts';\nvoid notificationService;\nexport type R = Role;",
    );
    const said = refusals(problems, 'import-x/no-restricted-paths').join('\n');
    assert.match(said, /reaches a stand-in only through a port of its own/);
    assert.match(said, /Tooling .* is no part of the product/);
  });

  it('lets a domain import the floors below it', async () => {
    const problems = await lintAt(
      'server/src/domains/campaigns/probe.ts',
      "import { scoped } from '../../kernel/access/scoped';\nimport { catalogue } from '../../semantic/catalogue';\nvoid [scoped, catalogue];",
    );
    assert.deepEqual(refusals(problems, 'import-x/no-restricted-paths'), []);
  });

  it('counts a circle closed by a type-only import', async () => {
    // config.ts imports environment.ts: environment.ts importing a type back from config.ts closes a circle.
    const problems = await lintAt(
      'server/src/kernel/config/environment.ts',
      "import type { ServerConfig } from './config';\nexport type C = ServerConfig;",
    );
    assert.equal(refusals(problems, 'import-x/no-cycle').length, 1);
  });
});
