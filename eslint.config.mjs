// One lint configuration for the workspace. Its import boundaries keep the architecture one-way:
// shared imports no app, a remote never imports the host or another remote, the host imports no remote.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every remote-* folder: a new remote gets its boundaries without a change here.
const REMOTES = readdirSync(import.meta.dirname)
  .filter((d) => d.startsWith('remote-'))
  .map((d) => d.slice('remote-'.length));

/** Forbids importing the given workspace folders, by package name or by relative path. */
function forbid(folders, why, more = []) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...folders.flatMap((folder) => [
            { group: [`@beacon/${folder}`, `@beacon/${folder}/*`], message: why },
            { group: [`**/${folder}/**`, `**/${folder}`], message: why },
          ]),
          ...more,
        ],
      },
    ],
  };
}

/** What the server may import of @beacon/ops: the release store and the registry, which never build. */
const SERVER_OPS = [
  'places',
  'registry',
  'releases',
  'canary',
  'registry-operations',
  'release-upload',
  'hosts-in-service',
  'host-page',
];

/** Inside a remote, features never import each other: a page composes them (bulletproof-react's rule). */
const FEATURES_APART = {
  // `../other-feature/...`, but not `../../` (the remote's own shared folders).
  regex: '^\\.\\./(?!\\.\\./)',
  message: 'A feature never imports another feature: compose them in a page.',
};

// The server in floors, lowest first (server/src/<floor>/): each floor imports only the floors below it, and the
// composition root (the files of server/src itself) imports them all. Every folder of server/src is a floor.
// Beside the product: server/stand-ins (what production buys, played locally) and server/tooling (seed, benches,
// the test harness, the assistant's question set), which the product never imports.
const SERVER_SRC = join(import.meta.dirname, 'server', 'src');
const SERVER_FLOORS = ['kernel', 'semantic', 'domains', 'apis'];
const SERVER_ROOT_FILES = readdirSync(SERVER_SRC).filter((entry) => statSync(join(SERVER_SRC, entry)).isFile());
for (const entry of readdirSync(SERVER_SRC).filter((e) => statSync(join(SERVER_SRC, e)).isDirectory()))
  if (!SERVER_FLOORS.includes(entry))
    throw new Error(
      `server/src/${entry} is no floor: put it in one of ${SERVER_FLOORS.join(', ')} (eslint.config.mjs)`,
    );

const FLOOR_ZONES = SERVER_FLOORS.map((floor, i) => {
  const below = SERVER_FLOORS.slice(0, i);
  const may = below.length > 0 ? `only the floors below it (${below.join(', ')})` : 'no other floor';
  return {
    target: `./server/src/${floor}`,
    from: [...SERVER_FLOORS.slice(i + 1), ...SERVER_ROOT_FILES].map((above) => `./server/src/${above}`),
    message: `The server's ${floor} floor imports ${may}: never a floor above it, nor the composition root.`,
  };
});
const STAND_INS_ZONE = {
  target: SERVER_FLOORS.map((floor) => `./server/src/${floor}`),
  from: './server/stand-ins',
  message: 'The product reaches a stand-in only through a port of its own; the composition root wires the stand-in in.',
};
const TOOLING_ZONE = {
  target: SERVER_FLOORS.map((floor) => `./server/src/${floor}`),
  from: './server/tooling',
  message: 'Tooling (seed, benches, the test harness, the question set) is no part of the product.',
};
const restrictedPaths = (zones) => ({
  'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'toolchain/node_modules/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.runs/**',
      '.bench/**',
      '.work/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // CommonJS modules that jest loads as they are (shared/src/testing/lazy-*.cjs): require() is their import.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx', 'host/src/**/*.ts', 'shared/src/**/*.ts', 'remote-*/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // No import cycles inside a package: a cycle hides which module is the ground and which builds on it.
    files: [
      'shared/src/**',
      'host/src/**',
      'remote-*/src/**',
      'server/src/**',
      'server/stand-ins/**',
      'server/tooling/**',
      'ops/src/**',
    ],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    // Type-only imports count: a cycle they close still ties two modules into one (the patch of
    // eslint-plugin-import-x in patches/ adds `ignoreTypes`).
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, ignoreTypes: false }] },
  },
  {
    // Small files named in the product's words: no source file over 300 lines. Tests and generated files are apart.
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.spec.ts',
      '**/generated/**',
      'shared/src/testing/catalogue-snapshot.ts',
    ],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // One validated configuration (server/src/kernel/config/config.ts, read once at start): no other server module
    // reads the environment. Tests and their helpers may set and read variables.
    files: ['server/src/**/*.ts', 'server/stand-ins/**/*.ts', 'server/tooling/**/*.ts'],
    ignores: ['server/src/kernel/config/config.ts', 'server/**/*.test.ts', 'server/tooling/testing/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read the configuration (ServerConfig), not process.env.' },
      ],
    },
  },
  {
    // The server operates releases already built (the Releases page, the canary analysis): the registry half of
    // @beacon/ops, never the half that builds, which loads webpack.
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@beacon/federation', '@beacon/ops/*', ...SERVER_OPS.map((entry) => `!@beacon/ops/${entry}`)],
              message: `The server imports only the registry half of @beacon/ops (${SERVER_OPS.join(', ')}): the rest builds with webpack.`,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**'],
    rules: forbid(
      ['host', 'server', 'ops', 'e2e', ...REMOTES.map((r) => `remote-${r}`)],
      '@beacon/shared imports no app.',
    ),
  },
  {
    files: ['host/**'],
    rules: forbid(
      [...REMOTES.map((r) => `remote-${r}`), 'server'],
      'The host loads remotes at run time; it never imports them.',
    ),
  },
  ...REMOTES.flatMap((remote) => {
    const others = ['host', 'server', ...REMOTES.filter((r) => r !== remote).map((r) => `remote-${r}`)];
    const why = 'A remote never imports the host or another remote: link through the path builders of @beacon/shared.';
    return [
      { files: [`remote-${remote}/**`], rules: forbid(others, why) },
      { files: [`remote-${remote}/src/features/**`], rules: forbid(others, why, [FEATURES_APART]) },
    ];
  }),
  {
    files: SERVER_FLOORS.map((floor) => `server/src/${floor}/**`),
    plugins: { 'import-x': importX },
    rules: restrictedPaths([...FLOOR_ZONES, STAND_INS_ZONE, TOOLING_ZONE]),
  },
  {
    // Tests drive the floors from outside and across them (one-truth compares a report, its PDF, the mail and the
    // assistant), through the harness in server/tooling; like the product, they never reach into a stand-in.
    files: ['server/src/**/*.test.ts'],
    rules: restrictedPaths([STAND_INS_ZONE]),
  },
);
