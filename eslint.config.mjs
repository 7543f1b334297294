// One lint configuration for the workspace. Its import boundaries keep the architecture one-way:
// shared imports no app, a remote never imports the host or another remote, the host imports no remote.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
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

/** Inside a remote, features never import each other: a page composes them (bulletproof-react's rule). */
const FEATURES_APART = {
  // `../other-feature/...`, but not `../../` (the remote's own shared folders).
  regex: '^\\.\\./(?!\\.\\./)',
  message: 'A feature never imports another feature: compose them in a page.',
};

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
    files: ['**/*.tsx', 'host/src/**/*.ts', 'shared/src/**/*.ts', 'remote-*/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // No import cycles inside a package: a cycle hides which module is the ground and which builds on it.
    files: ['shared/src/**', 'host/src/**', 'remote-*/src/**', 'server/src/**', 'ops/src/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // One validated configuration (server/src/config.ts, read once at start): no other server module reads the
    // environment. Tests and their helpers may set and read variables.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/config.ts', 'server/src/**/*.test.ts', 'server/src/testing/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read the configuration (ServerConfig), not process.env.' },
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
);
