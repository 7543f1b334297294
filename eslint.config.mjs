// One lint configuration for the workspace. Its import boundaries keep the architecture one-way:
// shared imports no app, a remote never imports the host or another remote, the host imports no remote.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['campaigns', 'reporting', 'analytics', 'billing', 'admin'];

/** Forbids importing the given workspace folders, by package name or by relative path. */
function forbid(folders, why) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: folders.flatMap((folder) => [
          { group: [`@beacon/${folder}`, `@beacon/${folder}/*`], message: why },
          { group: [`**/${folder}/**`, `**/${folder}`], message: why },
        ]),
      },
    ],
  };
}

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
  ...REMOTES.map((remote) => ({
    files: [`remote-${remote}/**`],
    rules: forbid(
      ['host', 'server', ...REMOTES.filter((r) => r !== remote).map((r) => `remote-${r}`)],
      'A remote never imports the host or another remote: link through the path builders of @beacon/shared.',
    ),
  })),
);
