#!/usr/bin/env node
// The one entry point behind `npm start`, `npm test` and the pnpm scripts. It runs on whatever Node the
// machine has (20 is enough), brings Node 22 and pnpm from the npm registry into toolchain/node_modules,
// installs the workspace, builds what is missing, then hands over to the real command on Node 22.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const toolchainDir = dirname(fileURLToPath(import.meta.url));
const root = resolve(toolchainDir, '..');
const binDir = join(toolchainDir, 'node_modules', '.bin');
const wanted = JSON.parse(readFileSync(join(toolchainDir, 'package.json'), 'utf8')).dependencies;

const env = { ...process.env, PATH: `${binDir}:${join(root, 'node_modules', '.bin')}:${process.env.PATH}` };
delete env.npm_config_nodedir;

function say(text) {
  process.stderr.write(`\x1b[36m[beacon]\x1b[0m ${text}\n`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function nodeVersion() {
  const node = join(binDir, 'node');
  if (!existsSync(node)) return null;
  const out = spawnSync(node, ['--version'], { encoding: 'utf8' });
  return out.status === 0 ? out.stdout.trim().replace(/^v/, '') : null;
}

function ensureToolchain() {
  const pnpmOk = existsSync(join(binDir, 'pnpm'));
  if (nodeVersion() === wanted.node && pnpmOk) return;
  say(`bringing Node ${wanted.node} and pnpm ${wanted.pnpm} from the npm registry`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  run(npm, ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: toolchainDir, env: process.env });
  if (nodeVersion() !== wanted.node) {
    say(`toolchain/node_modules/.bin/node is not Node ${wanted.node}; remove toolchain/node_modules and retry`);
    process.exit(1);
  }
}

/** Runs commands at once, each one's output printed whole when it ends; exits with the first failure's status. */
async function runSideBySide(commands) {
  const results = await Promise.all(
    commands.map(
      ([command, args]) =>
        new Promise((done, failed) => {
          const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('error', failed);
          child.on('close', (status) => {
            process.stdout.write(Buffer.concat(output));
            done(status ?? 1);
          });
        }),
    ),
  );
  const failure = results.find((status) => status !== 0);
  if (failure !== undefined) process.exit(failure);
}

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function ensurePackages() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const inputs = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json'].map((f) => mtime(join(root, f)));
  if (existsSync(marker) && mtime(marker) >= Math.max(...inputs)) return;
  say('installing the workspace packages');
  run('pnpm', ['install', '--frozen-lockfile', '--reporter=append-only']);
}

const [command = 'start', ...rest] = process.argv.slice(2);
ensureToolchain();
ensurePackages();

// The programs behind each command; all of them run on Node 22 with the workspace's tools on the PATH.
const programs = {
  prepare: ['tsx', ['ops/src/prepare-product.ts']],
  serve: ['tsx', ['server/src/main.ts']],
  remotes: ['tsx', ['ops/src/remotes-cli.ts']],
  dev: ['tsx', ['ops/src/dev.ts']],
  seed: ['tsx', ['server/tooling/seed/cli.ts']],
  bench: ['tsx', ['bench/run.ts']],
  failover: ['tsx', ['ops/src/failover/cli.ts']],
};

function runProgram(name, args = []) {
  const [program, base] = programs[name];
  run(program, [...base, ...args]);
}

switch (command) {
  case 'setup':
    break;
  case 'start':
    runProgram('prepare');
    // `npm start` is the local product: the dev outbox is on (and the server warns loudly); a deployment runs
    // `pnpm serve` (or server/src/main.ts) without it. BEACON_DEV_ROUTES=0 turns it off here too.
    env.BEACON_DEV_ROUTES ??= '1';
    runProgram('serve', rest);
    break;
  case 'failover':
    // The drill's Beacon instances serve the product's pages too.
    runProgram('prepare');
    runProgram('failover', rest);
    break;
  case 'test':
    runProgram('prepare');
    // Every layer, lint and typecheck side by side (each uses one core; a 2-core machine has two); what follows
    // `npm test --` goes to Playwright.
    await runSideBySide([
      ['pnpm', ['run', 'lint']],
      ['pnpm', ['run', 'typecheck']],
    ]);
    run('pnpm', ['run', 'test:unit']);
    run('pnpm', ['run', 'test:e2e', ...rest]);
    break;
  case 'screenshots':
    // The README's pictures (e2e/screenshots), taken in Chromium from the product as `npm start` serves it.
    runProgram('prepare');
    env.BEACON_SCREENSHOTS = '1';
    run('pnpm', ['--filter', '@beacon/e2e', 'exec', 'playwright', 'test', ...rest]);
    break;
  case 'test-server':
    run('pnpm', ['run', 'test:server', ...rest]);
    break;
  case 'test-postgres':
    // The server suite's files that reach a database, on BEACON_TEST_DATABASE_URL's PostgreSQL (CI's second pass).
    run('pnpm', ['run', 'test:postgres', ...rest]);
    break;
  default:
    if (!programs[command]) {
      say(`unknown command "${command}"; try: start, test, ${Object.keys(programs).join(', ')}`);
      process.exit(2);
    }
    runProgram(command, rest);
}
