import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { catalogVersions } from '@beacon/federation';
import { EXAMPLE_REMOTE, type PackageJson } from './outside-remote';

// A team that keeps its remote in its own repository builds against the published contract (a packed @beacon/shared
// and the packed federation preset), in a folder outside this workspace, from the template federation/example-remote.
// Building it, shipping it through the deploy API and opening it in the host is e2e/tests/remote-outside-workspace.

describe('a remote kept outside this workspace', () => {
  it('is written against the versions the host is built with', () => {
    const template = JSON.parse(readFileSync(join(EXAMPLE_REMOTE, 'package.json'), 'utf8')) as PackageJson;
    const catalog = catalogVersions();
    const pinned = { ...template.dependencies, ...template.devDependencies };
    for (const [name, version] of Object.entries(pinned)) {
      if (name.startsWith('@beacon/')) continue;
      assert.equal(version, catalog[name], `${name} in federation/example-remote/package.json is not the catalog's`);
    }
  });
});
