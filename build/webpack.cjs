// The one webpack + Module Federation recipe every browser package calls (OpenMRS habit):
// each package's webpack.config.js is a few lines. Shared singletons are listed here once.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ROUTE_FACTS, readRemote } = require('./remotes.cjs');
const { SUBSETS, subsetModule } = require('./shared-subsets.cjs');

const root = path.resolve(__dirname, '..');
const sharedPkg = require(path.join(root, 'packages/shared/package.json'));

/**
 * Libraries there must be exactly one of in the page (one React, one router, one theme, one query
 * cache). rxjs is not among them: only the bus (@upclub/shared/bus, itself one singleton) uses it,
 * so it is bundled there with only the classes the bus needs instead of shared whole.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/',
  'react/',
  'react-router-dom',
  'styled-components',
  'axios',
  '@tanstack/react-query',
];

/**
 * The areas of @upclub/shared a browser bundle may import (every entry of its package.json but
 * the root and the test fixtures): their names and their source files.
 */
const sharedAreas = () =>
  Object.entries(sharedPkg.exports)
    .filter(([key]) => key !== '.' && key !== './testing')
    .map(([key, entry]) => ({
      name: `@upclub/shared/${key.slice(2)}`,
      file: path.join(root, 'packages/shared', entry['upclub-source']),
    }));

function sharedConfig(pkgDir, { eager = false, provideEveryArea = false } = {}) {
  const pkg = require(path.join(pkgDir, 'package.json'));
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    const base = name.replace(/\/$/, '');
    const version = deps[base];
    if (!version) continue;
    // Shared whole (never tree-shaken to what the shell's own code uses), so a remote may use any
    // export of a shared library without waiting for a shell release; except the libraries of
    // build/shared-subsets.cjs, shared as the exports listed there (the lint holds every import to them).
    if (SUBSETS[name]) {
      const subset = subsetModule(name, pkgDir);
      shared[name] = { singleton: true, requiredVersion: version, version: subset.version, import: subset.file, eager };
    } else {
      shared[name] = { singleton: true, requiredVersion: version, eager };
    }
  }
  // Every area of @upclub/shared is its own singleton module (see packages/shared/src/index.ts).
  shared['@upclub/shared/'] = {
    singleton: true,
    requiredVersion: `^${sharedPkg.version}`,
    version: sharedPkg.version,
    eager,
  };
  // The host offers every area, the UI kit's own entries too, even one only remotes import: the
  // page then has one copy of each, the shell's, whichever remote asks first. Each is a lazy chunk
  // of its own, fetched only when a page imports it. Keyed by the source file, because a module
  // federation provides a package name only when the build itself imports it.
  if (provideEveryArea) {
    for (const { name, file } of sharedAreas()) shared[file] = { ...shared['@upclub/shared/'], shareKey: name };
  }
  return shared;
}

/**
 * Brotli and gzip copies of every text asset, made once at build time: the server (or a CDN)
 * sends them as they are instead of compressing on each request.
 */
function precompress() {
  const test = /\.(js|css|html|svg|json)$/;
  return [
    new CompressionPlugin({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      test,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

/**
 * Library code the page can never run, left out of the browser build: axios's fetch adapter with
 * its stream and multipart helpers (about 4 kB gzip), since axios picks XMLHttpRequest first. An
 * axios release that moves the file only brings the weight back (the weight spec shows it).
 */
function lighterLibraries(webpack) {
  return [
    new webpack.NormalModuleReplacementPlugin(
      /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
      path.join(__dirname, 'axios-fetch-adapter-omitted.mjs'),
    ),
  ];
}

function baseConfig({ pkgDir, mode, entry, publicPath }) {
  const production = mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: pkgDir,
    entry,
    // No eval in development either: the page's content security policy never allows it.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(pkgDir, 'dist'),
      publicPath,
      // The federation runtime cannot resolve hashed entry names; the shell's HTML adds a hash query.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // Workspace packages are consumed from their TypeScript source.
      conditionNames: ['upclub-source', 'browser', 'import', 'module', 'default'],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                // The production JSX runtime even in development: a remote served by `webpack serve`
                // runs on the shell's React, a production build, whose internals the development
                // runtime (jsxDEV) does not find.
                transform: { react: { runtime: 'automatic', development: false } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(woff2?|png|svg|jpe?g)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [
        new (require('terser-webpack-plugin'))({
          minify: require('terser-webpack-plugin').swcMinify,
          terserOptions: { compress: true, mangle: true },
        }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Ships the remote's route facts (routes.json) beside its build: the server reads them there, or
 * beside the manifest wherever the remote is published, and hands them to the shell (/routes.json).
 */
class ShipRouteFacts {
  constructor(factsFile) {
    this.factsFile = factsFile;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ShipRouteFacts', (compilation) => {
      compilation.fileDependencies.add(this.factsFile);
      compilation.hooks.processAssets.tap(
        { name: 'ShipRouteFacts', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const facts = JSON.stringify(JSON.parse(fs.readFileSync(this.factsFile, 'utf8')));
          compilation.emitAsset(ROUTE_FACTS, new sources.RawSource(facts));
        },
      );
    });
  }
}

/**
 * `webpack serve` of one remote (`pnpm --filter @upclub/<name>-mfe dev`): its files from memory on
 * its own port, open to the shell's origin, rebuilt on every change and reloaded in the page. A
 * running `pnpm start` loads it with REMOTES='{"<name>":"http://127.0.0.1:<port>/mf-manifest.json"}'.
 */
function devServer(port) {
  return {
    host: '127.0.0.1',
    port,
    allowedHosts: 'all',
    headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
    static: false,
    // Each change reloads the page. Module replacement would need React Fast Refresh, which works
    // only on a development build of React, and the page runs the shell's production build.
    hot: false,
    liveReload: true,
    // The page is the shell's: its reload client calls this server back at host and port (a
    // `--port` given to `webpack serve` included), not the page's origin.
    client: { overlay: { errors: true, warnings: false } },
  };
}

/**
 * A remote: exposes `./app` (single-spa lifecycles), emits mf-manifest.json + remoteEntry.js and
 * ships its route facts. Its name is the one its routes.json declares; `devPort` is where
 * `webpack serve` serves it.
 */
function remoteConfig({ pkgDir, devPort }) {
  const { name, factsFile } = readRemote(pkgDir);
  return (_env, argv) => {
    const config = baseConfig({ pkgDir, mode: argv.mode, entry: {}, publicPath: 'auto' });
    if (devPort) config.devServer = devServer(devPort);
    config.plugins = [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './app': './src/index.ts' },
        shared: sharedConfig(pkgDir),
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        shareStrategy: 'loaded-first',
        // The remote uses the federation runtime the shell provides instead of bundling its own
        // (about 27 KB gzip less per remote entry).
        experiments: {
          asyncStartup: true,
          externalRuntime: true,
          optimization: { disableSnapshot: true, target: 'web' },
        },
      }),
      new ShipRouteFacts(factsFile),
      ...(argv.mode === 'development' ? [] : precompress()),
    ];
    return config;
  };
}

/** The host: registers remotes at run time from /remotes.json, name -> entry script (no remotes known at build time). */
function hostConfig({ pkgDir, name, plugins = [] }) {
  return (_env, argv) => {
    const config = baseConfig({ pkgDir, mode: argv.mode, entry: { main: './src/index.ts' }, publicPath: '/' });
    config.plugins = [
      new ModuleFederationPlugin({
        name,
        remotes: {},
        shared: sharedConfig(pkgDir, { provideEveryArea: true }),
        dts: false,
        manifest: false,
        shareStrategy: 'loaded-first',
        // No snapshot code (about 1.5 kB gzip): the shell loads each remote's entry script straight
        // from /remotes.json, where the server has read the manifests for it (packages/server).
        experiments: {
          asyncStartup: true,
          provideExternalRuntime: true,
          optimization: { disableSnapshot: true, target: 'web' },
        },
      }),
      ...plugins,
      ...lighterLibraries(require('webpack')),
      ...(argv.mode === 'development' ? [] : precompress()),
    ];
    return config;
  };
}

module.exports = { remoteConfig, hostConfig, sharedConfig };
