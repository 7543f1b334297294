// One webpack configuration for the host and the five remotes, so that they are built the same way.
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RecordKits } from './record-kits.js';
import { swcMinifier, swcRule } from './swc.js';
import { kitSourceAliases, sharedSingletons } from './shared-singletons.js';

const require = createRequire(import.meta.url);

export { catalogVersions, inWorkspace, sharedSingletons, singletonMajors, workspaceRoot } from './shared-singletons.js';
export { KITS, kitNames, kitsNames, KITS_RECORD, namesUsedIn } from './kits.js';

/** Brotli and gzip beside every sizeable file, made once at build time so the server only picks one. */
function precompressed() {
  const test = /\.(js|json|html|css|svg)$/;
  return [
    new CompressionPlugin({ test, threshold: 1024, algorithm: 'gzip', filename: '[path][base].gz' }),
    new CompressionPlugin({ test, threshold: 1024, algorithm: 'brotliCompress', filename: '[path][base].br' }),
  ];
}

function baseConfig({ dir, mode, outputPath }) {
  const development = mode === 'development';
  return {
    mode,
    context: dir,
    // Source maps are written beside each build but not referenced from it: releases keep them for the Releases
    // page's stack traces, and the server does not serve them.
    devtool: development ? 'eval-cheap-module-source-map' : 'hidden-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: kitSourceAliases(dir) },
    module: { rules: [swcRule(development)] },
    output: {
      path: outputPath ?? join(dir, 'dist'),
      publicPath: 'auto',
      clean: true,
      filename: '[name].js',
      chunkFilename: development ? '[name].js' : '[name].[contenthash:8].js',
      uniqueName: undefined,
    },
    performance: { hints: false },
    optimization: {
      minimizer: [swcMinifier()],
    },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * What the host's start needs besides its own code and the antd kit, in one file (`start`): React, the router kit,
 * TanStack Query, zustand, axios, Amplify, dayjs, the colours and icon parts antd and the host both draw, and every
 * entry of @beacon/shared the host provides (its start imports nearly all of them). Each is still its own shared
 * module. Measured on the campaigns list's first visit: a file each sent more, each with a kilobyte of
 * headers, each compressed without the others' words (axios alone: 18.8 KiB as sent; inside a larger file: 14.8),
 * and the icons' common modules copied into three files.
 */
const START_MODULES = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/](react|react-dom|scheduler|zustand|single-spa|single-spa-react|clsx)[\\/]`,
    String.raw`[\\/]node_modules[\\/](react-router|@tanstack|axios|aws-amplify|@aws-amplify|@aws-crypto|tslib|js-cookie)[\\/]`,
    String.raw`[\\/]node_modules[\\/]dayjs[\\/]dayjs\.min\.js$`,
    String.raw`[\\/]node_modules[\\/]@ant-design[\\/](fast-color|colors)[\\/]`,
    String.raw`[\\/]federation[\\/]src[\\/](react-router-kit|antd-kit|antd-kit-on-demand)\.js$`,
    String.raw`[\\/]shared[\\/]src[\\/]`,
  ].join('|'),
);

const STARTS = [/[\\/]host[\\/]src[\\/]bootstrap\.tsx$/, /[\\/]federation[\\/]src[\\/]antd-kit\.js$/];

/**
 * The `start` file's modules: the shared libraries above, and every module the host's bootstrap or the antd kit
 * import (the host's shell, the kit's components, the icons both draw), but not what a page or an on-demand component
 * fetches later. Asked of each module with the chunks as they are before splitting, where the bootstrap and the
 * kit each have their own. With the shell and the kit in it too, the campaigns list's first visit sent 14 KiB less
 * (613.4 → 599.4 KiB, docs/performance.md).
 */
function drawnAtStart() {
  const startsChunk = new WeakMap();
  const isStart = (chunk, chunkGraph) => {
    if (!startsChunk.has(chunk)) {
      const resources = [...chunkGraph.getChunkModulesIterable(chunk)].map((module) => module.resource ?? '');
      startsChunk.set(
        chunk,
        resources.some((resource) => STARTS.some((start) => start.test(resource))),
      );
    }
    return startsChunk.get(chunk);
  };
  return (module, { chunkGraph }) => {
    const resource = module.resource;
    if (!resource) return false;
    if (START_MODULES.test(resource)) return true;
    return [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => isStart(chunk, chunkGraph));
  };
}

/**
 * The federation runtime once in the host's main.js. The plugin that lends it to the remotes
 * (`provideExternalRuntime`) is injected as CommonJS and `require`s the runtime, which resolves to the runtime's
 * CommonJS files, while the bundler's runtime and the host's own code import its ES modules: main.js carried both
 * copies (runtime-core and its sdk twice, 14 KiB of its 41 as sent). The plugin is pointed at the ES modules.
 */
function oneFederationRuntime() {
  const fromEnhanced = createRequire(require.resolve('@module-federation/enhanced'));
  const request = '@module-federation/runtime-tools/runtime-core';
  const esm = fromEnhanced.resolve(request).replace(/\.cjs$/, '.js');
  if (!existsSync(esm)) throw new Error(`${request} has no ES module beside its CommonJS file (${esm})`);
  return { [`${request}$`]: esm };
}

/**
 * The host: built with no remotes; it registers them at start from /remotes.json.
 */
export function hostConfig({ dir, mode = 'production', devPort, apiTarget, outputPath }) {
  const config = baseConfig({ dir, mode, outputPath });
  const production = mode === 'production';
  return {
    ...config,
    name: 'host',
    entry: { main: './src/index.ts' },
    // `auto`: the app finds its chunks beside main.js, at / or under a host release's /host/<version>/.
    output: { ...config.output, publicPath: 'auto', uniqueName: 'beacon_host' },
    resolve: { ...config.resolve, alias: { ...config.resolve.alias, ...oneFederationRuntime() } },
    optimization: {
      ...config.optimization,
      splitChunks: {
        cacheGroups: {
          start: { test: drawnAtStart(), name: 'start', chunks: 'async', enforce: true },
        },
      },
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'host',
        remotes: {},
        shared: sharedSingletons(dir),
        shareStrategy: 'loaded-first',
        runtimePlugins: [join(dir, 'src', 'federation', 'failure-plugin.ts')],
        manifest: true,
        dts: false,
        // The host lends its federation runtime to the remotes, so that each remote entry stays small.
        // Browsers only: the runtime leaves out its Node script loader.
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      new RecordKits(),
      // In production the page is written by the sign-in bundle (signInConfig), which starts main.js itself.
      ...(production
        ? precompressed()
        : [new HtmlWebpackPlugin({ template: './src/index.html', chunks: ['main'], favicon: './src/favicon.svg' })]),
    ],
    devServer: {
      port: devPort,
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/remotes.json', '/remotes', '/config.json', '/brand'], target: apiTarget }],
      client: { overlay: { warnings: false } },
    },
  };
}

/**
 * The host's sign-in bundle: what a signed-out visitor loads instead of the app (React, Amplify and the
 * sign-in screens in plain CSS, no federation runtime, no antd). Its `boot` script is the page's only script:
 * it starts the app (`/main.js`, built by hostConfig) for a visitor with a session. Built after the host,
 * into the same folder, under `sign-in/`; it writes the page (index.html).
 */
export function signInConfig({ dir, mode = 'production', outputPath, after = 'host' }) {
  const config = baseConfig({ dir, mode, outputPath });
  return {
    ...config,
    name: 'sign-in',
    dependencies: [after],
    entry: { boot: './src/sign-in/boot.ts' },
    output: {
      ...config.output,
      // As the host's: its chunks and the app's main.js are found beside its own boot.js, wherever it is served.
      publicPath: 'auto',
      clean: false,
      uniqueName: 'beacon_sign_in',
      filename: 'sign-in/[name].js',
      chunkFilename: 'sign-in/[name].[contenthash:8].js',
    },
    plugins: [
      // The page names its files from the root, for every page address; the server moves them under a host
      // release's path when it serves that release's page (ops/src/host-page.ts).
      new HtmlWebpackPlugin({
        template: './src/index.html',
        chunks: ['boot'],
        favicon: './src/favicon.svg',
        publicPath: '/',
      }),
      ...precompressed(),
    ],
  };
}

/**
 * The same pages without Module Federation (`pnpm build:mono`), to measure what federation costs: one bundle,
 * code-split as webpack does by default. `replace` swaps modules (the host's remote loader for static imports).
 * Its page is written by the same sign-in bundle as the product's (signInConfig with `after: 'monolith'`).
 */
export function monolithConfig({ dir, entry, outputPath, replace = [] }) {
  const config = baseConfig({ dir, mode: 'production', outputPath });
  return {
    ...config,
    name: 'monolith',
    entry: { main: entry },
    // Bare imports of files outside the host (the entry, the remotes) resolve as the host's first.
    resolve: { ...config.resolve, modules: [join(dir, 'node_modules'), 'node_modules'] },
    output: { ...config.output, publicPath: '/', uniqueName: 'beacon_monolith' },
    plugins: [
      ...replace.map(([pattern, file]) => new webpack.NormalModuleReplacementPlugin(pattern, file)),
      ...precompressed(),
    ],
  };
}

/**
 * A remote: exposes ./manifest and ./parcel; in development it also has a standalone page that mounts it
 * alone through its parcel.
 */
export function remoteConfig({ dir, name, mode = 'production', outputPath }) {
  // The remote names its own dev port in its package.json, where `pnpm dev` reads it too.
  const devPort = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).beacon?.devPort;
  const config = baseConfig({ dir, mode, outputPath });
  const development = mode === 'development';
  return {
    ...config,
    entry: development ? { standalone: './src/standalone.ts' } : {},
    output: { ...config.output, uniqueName: `beacon_${name}` },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './manifest': './src/manifest.ts', './parcel': './src/parcel.ts' },
        shared: sharedSingletons(dir),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // In the host a remote uses the host's federation runtime; alone (development harness) it brings its own.
        experiments: { externalRuntime: !development, optimization: { target: 'web' } },
      }),
      ...(development ? [] : precompressed()),
      ...(development
        ? [
            // The page as text, not a template compiled by a child of this build: the child would run the federation
            // plugin again and emit the router kit's chunk a second time, with other content.
            new HtmlWebpackPlugin({
              templateContent: readFileSync(require.resolve('../standalone.html'), 'utf8').replace(
                '<%= htmlWebpackPlugin.options.title %>',
                `Beacon ${name} (standalone)`,
              ),
              chunks: ['standalone'],
              publicPath: '/',
            }),
          ]
        : []),
    ],
    devServer: {
      port: devPort,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false } },
    },
  };
}

/** A remote's `webpack.config.mjs` export, from that file's URL: webpack passes `--env` and `--mode` (production). */
export const remoteWebpackConfig =
  (configUrl, name) =>
  ({ outputPath } = {}, { mode = 'production' } = {}) =>
    remoteConfig({ dir: dirname(fileURLToPath(configUrl)), name, mode, outputPath });
