// How the builds compile and minify their code: swc for both (TypeScript and JSX; the minifier through
// terser-webpack-plugin, in less than half terser's processor time: docs/performance.md).
import TerserPlugin from 'terser-webpack-plugin';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export function swcRule(development) {
  return {
    test: /\.[jt]sx?$/,
    // Libraries come built; @beacon/shared is TypeScript, compiled by each build that bundles it (a remote outside the
    // workspace installs it packed, under node_modules).
    exclude: (path) => /[\\/]node_modules[\\/]/.test(path) && !/[\\/]@beacon[\\/]shared[\\/]/.test(path),
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

export function swcMinifier() {
  return new TerserPlugin({
    minify: TerserPlugin.swcMinify,
    extractComments: false,
    terserOptions: { format: { comments: false } },
  });
}
