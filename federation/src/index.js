// One webpack configuration for the host and the five remotes, so that they are built the same way.
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { antdKitComponents } from './antd-kit-components.js';
import { sharedSingletons, workspaceRoot } from './shared-singletons.js';

const require = createRequire(import.meta.url);

export { catalogVersions, sharedSingletons, singletonMajors, workspaceRoot } from './shared-singletons.js';
export { antdComponentsUsedIn, antdKitComponents } from './antd-kit-components.js';

/** The file beside the host's build that says which antd components it provides (promote reads it). */
export const ANTD_KIT_RECORD = 'antd-kit.json';

/** Writes the host's antd kit into its build, so that promote knows what the host it runs beside provides. */
class RecordAntdKit {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RecordAntdKit', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RecordAntdKit', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () =>
          compilation.emitAsset(
            ANTD_KIT_RECORD,
            new webpack.sources.RawSource(`${JSON.stringify({ components: antdKitComponents() }, null, 2)}\n`),
          ),
      );
    });
  }
}

function swcRule(development) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', development } },
        },
      },
    },
  };
}

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
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
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
      minimizer: [new TerserPlugin({ extractComments: false, terserOptions: { format: { comments: false } } })],
    },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
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
    output: { ...config.output, publicPath: '/', uniqueName: 'beacon_host' },
    optimization: {
      ...config.optimization,
      // The host provides every entry of @beacon/shared it imports, and its start imports nearly all of them: one
      // file for them all costs less than a dozen small ones (each with its own headers and a poorer compression).
      // Each entry is still its own singleton; a remote's copies of them (its fallbacks) stay apart.
      splitChunks: {
        cacheGroups: {
          beaconShared: { test: /[\\/]shared[\\/]src[\\/]/, name: 'beacon-shared', chunks: 'async', enforce: true },
        },
      },
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'host',
        remotes: {},
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        runtimePlugins: [join(dir, 'src', 'federation', 'failure-plugin.ts')],
        manifest: true,
        dts: false,
        // The host lends its federation runtime to the remotes, so that each remote entry stays small.
        experiments: { provideExternalRuntime: true },
      }),
      new RecordAntdKit(),
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
      publicPath: '/',
      clean: false,
      uniqueName: 'beacon_sign_in',
      filename: 'sign-in/[name].js',
      chunkFilename: 'sign-in/[name].[contenthash:8].js',
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './src/index.html', chunks: ['boot'], favicon: './src/favicon.svg' }),
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
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // In the host a remote uses the host's federation runtime; alone (development harness) it brings its own.
        experiments: { externalRuntime: !development },
      }),
      ...(development ? [] : precompressed()),
      ...(development
        ? [
            new HtmlWebpackPlugin({
              template: join(workspaceRoot, 'federation', 'standalone.html'),
              chunks: ['standalone'],
              publicPath: '/',
              title: `Beacon ${name} (standalone)`,
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
