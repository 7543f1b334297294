// Front-end tests: jest with jsdom, next to the code in shared, host and every remote. Server and ops tests
// run on Node's own test runner (see package.json), because their dependencies are ES modules only.
import { readdirSync, readFileSync } from 'node:fs';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

// Packages (as pnpm names their folders) whose ES modules the tests load: required from antd's CommonJS (colors), the
// icons' es/ build the nav icon imports by name, the US map, csv-stringify's browser build (@beacon/shared/csv). A missing one fails the test that loads it: "Must use import to load ES Module".
const ESM_ONLY = [
  '@ant-design\\+colors',
  '@ant-design\\+icons',
  '@ant-design\\+icons-svg',
  '@svg-maps\\+usa',
  'csv-stringify',
];

const sharedExports = JSON.parse(readFileSync(new URL('./shared/package.json', import.meta.url), 'utf8')).exports;

// Every remote-* folder is a front-end project: a new remote needs no change here.
const frontEnd = [
  'shared',
  'host',
  ...readdirSync(import.meta.dirname)
    .filter((d) => d.startsWith('remote-'))
    .sort(),
];

export default {
  // Both cores of the project's machine (jest's default leaves one idle: cores minus one).
  maxWorkers: '100%',
  projects: frontEnd.map((dir) => ({
    displayName: dir,
    rootDir: `<rootDir>/${dir}`,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: { '^.+\\.(t|j|mj)sx?$': swc },
    // Packages run as they ship (CommonJS, in lib/ for antd and its rc-components) and are not transformed: only
    // those that ship ES modules alone go through swc (a fresh clone has no jest cache, and each project keeps
    // its own, so transforming all of antd cost every project its whole tree once).
    transformIgnorePatterns: [`/node_modules/\\.pnpm/(?!(${ESM_ONLY.join('|')})@)`],
    setupFilesAfterEnv: ['<rootDir>/../shared/src/testing/setup-jsdom.ts'],
    // Each entry of @beacon/shared as package.json lists it, for shared's own files too (one entry imports another
    // by its name, which jest does not resolve inside the package itself).
    moduleNameMapper: {
      ...Object.fromEntries(
        Object.entries(sharedExports).map(([entry, file]) => [
          `^@beacon/shared/${entry.slice(2)}$`,
          `<rootDir>/../shared/${file.slice(2)}`,
        ]),
      ),
      // antd's and its icons' indexes, each export loaded on first use (shared/src/testing/lazy-index.cjs).
      '^antd$': '<rootDir>/../shared/src/testing/lazy-antd.cjs',
      '^@ant-design/icons$': '<rootDir>/../shared/src/testing/lazy-icons.cjs',
    },
  })),
};
