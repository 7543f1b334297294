import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

const serverDir = fileURLToPath(new URL('../../../', import.meta.url));

// The server operates releases that are already built: loading the whole product (app.ts, which reaches the
// Releases page and the canary analysis) must not load the bundler the release CLI builds with.
test('the running server loads no webpack, only the registry half of the release tooling', () => {
  const script = `
    await import('./src/app.ts');
    const { createRequire } = await import('node:module');
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    console.log(JSON.stringify(loaded));
  `;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: serverDir,
    encoding: 'utf8',
  });
  const loaded = JSON.parse(out.trim().split('\n').at(-1)!) as string[];
  assert.ok(loaded.length > 0, 'the CommonJS modules the server loaded are listed');
  const builders = loaded.filter((file) =>
    /[\\/]node_modules[\\/](webpack|@module-federation[\\/]enhanced)[\\/]/.test(file),
  );
  assert.deepEqual(builders, []);
});
