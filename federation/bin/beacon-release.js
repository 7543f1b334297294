#!/usr/bin/env node
// beacon-release [--dist <folder>]: run in a remote's folder after its build (`webpack --mode production`), it writes
// the build's release.json, which makes the folder a release the deploy API takes (a tar.gz of it). What it records:
// the remote's name (package.json's `beacon.remote`, else its manifest's), its version (package.json's version and the hash of its files),
// its outline (its manifest's routes, without their code: the host's drawer and router read it before loading the
// remote), the singletons it was built with, and what it uses of the kits and of @beacon/shared's entries.
import { createJiti } from 'jiti';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesHash, kitNamesUsed, sharedEntriesUsed, sharedVersionsOf } from '../src/release-record.js';

const project = process.cwd();
const args = process.argv.slice(2);
const dist = resolve(project, args.includes('--dist') ? args[args.indexOf('--dist') + 1] : 'dist');

async function main() {
  const pkg = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8'));
  if (!/^\d+\.\d+\.\d+$/.test(pkg.version ?? ''))
    throw new Error(`package.json's version "${pkg.version}" is not x.y.z`);
  if (!existsSync(join(dist, 'mf-manifest.json'))) throw new Error(`${dist} holds no build: run webpack first`);
  const jiti = createJiti(join(project, 'package.json'), { interopDefault: true, moduleCache: false });
  const { manifest } = await jiti.import(join(project, 'src', 'manifest.ts'));
  const { outlineOf } = await jiti.import('@beacon/shared/contract');
  // The remote's name: package.json's `beacon.remote`, else its manifest's (a remote folder of the workspace).
  const name = pkg.beacon?.remote ?? manifest?.remote;
  if (!name) throw new Error('package.json names no remote: add "beacon": { "remote": "<name>" }');
  if (manifest?.remote !== name)
    throw new Error(`src/manifest.ts is for ${manifest?.remote}, package.json for ${name}`);
  const shared = sharedVersionsOf(dist);
  const sharedSrc = join(dirname(fileURLToPath(jiti.esmResolve('@beacon/shared/contract'))), '..');
  const info = {
    name,
    version: `${pkg.version}-${filesHash(dist).slice(0, 7)}`,
    gitSha: '',
    dirty: false,
    builtAt: new Date().toISOString(),
    contractVersion: manifest.contractVersion,
    outline: outlineOf(manifest),
    shared,
    kits: kitNamesUsed(join(project, 'src'), sharedSrc),
    sharedEntries: sharedEntriesUsed(join(project, 'src'), shared, project),
  };
  writeFileSync(join(dist, 'release.json'), `${JSON.stringify(info, null, 2)}\n`);
  console.log(`${name} ${info.version} is ready in ${dist}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
