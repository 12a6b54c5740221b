// The webpack config of every front end (the host and each remote), from one factory.
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { devPort } = require('./apps.cjs');
const { BuildSummaryPlugin } = require('./build-summary-plugin.cjs');
const { cssVarsThemePlugin, STAND_IN: CSS_VARS_STAND_IN } = require('./css-vars-theme-plugin.cjs');
const { DefaultRemotesPlugin } = require('./default-remotes-plugin.cjs');
const { devServerConfig, standalonePage } = require('./dev-server.cjs');
const { SharedImportRulesPlugin } = require('./shared-import-rules-plugin.cjs');
const { StartupPreloadPlugin } = require('./startup-preload-plugin.cjs');
const { createSharedModules, ROUTER_ENTRY, UNSHARED_ENTRY_WARNING } = require('./shared-modules.cjs');

const WORKSPACE_ROOT = path.resolve(__dirname, '../..');
// @app/shared is TypeScript source outside node_modules (pnpm links it), so it is compiled like app code.
const SHARED_SRC = path.resolve(__dirname, '../src');
// The host hands its copy of the federation runtime to the remotes, whose remoteEntry.js then leaves it
// out (27 KB gzip down to 11). The handing-over plugin is taken in its ESM build: the CommonJS one that
// `provideExternalRuntime` would pick bundles a second copy of the runtime into the host.
const PROVIDE_RUNTIME_PLUGIN = require
  .resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [require.resolve('@module-federation/enhanced/webpack')],
  })
  .replace(/\.cjs$/, '.js');

const STYLING_CORE_MODULES =
  /[\\/]node_modules[\\/](@mui[\\/](utils|system|styled-engine|private-theming|material[\\/](styles|utils|transitions|colors|zero-styled|DefaultPropsProvider))|@emotion|stylis|clsx|@babel[\\/]runtime|react-is|hoist-non-react-statics)[\\/]/;
/** Helpers of components that the login page does not show (menus, tabs, the workspace layout). */
const HELPERS_AFTER_LOGIN = /[\\/](useRovingTabIndex|useMediaQuery|useControlled|useSlotProps)[\\/.]/;

/**
 * The host's one chunk of what every MUI component stands on (the styling engine, theme, helpers),
 * loaded by the first page anyway: one file instead of some thirty that each repeat the small helpers
 * (login: 12 KB gzip less). What only later pages use stays out of it (login: 2.4 KB gzip less).
 * Remotes keep the default split: they take these from the host at run time, and such a chunk of
 * their own would be downloaded on their first route for a few modules.
 */
const STYLING_CORE_CHUNK = {
  test(module) {
    const file = module.nameForCondition();
    // createTheme's stand-in import (css-vars-theme-plugin.cjs): not a chunk of its own.
    if (file === CSS_VARS_STAND_IN) return true;
    return Boolean(file) && STYLING_CORE_MODULES.test(file) && !HELPERS_AFTER_LOGIN.test(file);
  },
  name: 'styling-core',
  chunks: 'async',
  enforce: true,
};

/** The MUI components of the sign-in form (and of nearly every later page): fields, buttons, text. */
const SIGN_IN_FORM_MODULES =
  /[\\/]node_modules[\\/]@mui[\\/]material[\\/](Box|Button|ButtonBase|ButtonGroup[\\/]ButtonGroup\w*Context|CircularProgress|CssBaseline|FormControl|FormHelperText|FormLabel|GlobalStyles|IconButton|InputAdornment|InputBase|InputLabel|Link|OutlinedInput|Paper|Select[\\/]selectClasses|Stack|SvgIcon|TextareaAutosize|Typography|useLazyRipple)[\\/]/;

/**
 * The host's one chunk of those components: the login page downloads them anyway, and one file
 * compresses better than twenty-five small ones (login: about 10 KB gzip less).
 */
const SIGN_IN_FORM_CHUNK = {
  test: (module) => SIGN_IN_FORM_MODULES.test(module.nameForCondition() ?? ''),
  name: 'sign-in-form',
  chunks: 'async',
  enforce: true,
};

/**
 * React with its DOM renderer and scheduler, and the store (redux, react-redux and what it stands on):
 * shared modules that every page of the host loads at once. One file each instead of three or four
 * tiny ones that each pay a file's overhead and compress alone (login: 1.3 KB gzip less, four requests
 * fewer).
 */
const HOST_STARTUP_CHUNKS = {
  react: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  store: /[\\/]node_modules[\\/](redux|react-redux|use-sync-external-store)[\\/]/,
};
const hostStartupChunk = (name) => ({ test: HOST_STARTUP_CHUNKS[name], name, chunks: 'async', enforce: true });

// Text assets are compressed once at build time, at the strongest settings (brotli quality 11, gzip
// level 9), and served as they are (`.br`/`.gz` beside the file): no server compresses them per request.
// A file that shrinks by less than a fifth gets none and is sent as it is.
const PRECOMPRESSED = /\.(js|css|html|json|svg|txt)$/;
// remotes.json is edited where the host is deployed (a remote moved elsewhere): a compressed copy made
// at build time would be served instead of the edited file.
const EDITED_AT_DEPLOYMENT = /(^|\/)remotes\.json$/;
const PRECOMPRESSION_PLUGINS = [
  new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    test: PRECOMPRESSED,
    exclude: EDITED_AT_DEPLOYMENT,
  }),
  new CompressionPlugin({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    test: PRECOMPRESSED,
    exclude: EDITED_AT_DEPLOYMENT,
  }),
];

function swcOptions(production) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic', development: !production } },
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.name the federation name: 'host', or the remote's name ('projects', ...)
 * @param {string} options.dir the package folder (its webpack.config.cjs passes __dirname)
 * @param {Record<string, string>} [options.exposes] a remote's exposed modules
 * @param {boolean} [options.isHost]
 * @param {number} [options.port] the dev-server port (default: the table in apps.cjs)
 * @returns {(env?: Record<string, unknown>, argv?: { mode?: string }) => import('webpack').Configuration}
 */
function createFrontendConfig({ name, dir, exposes = {}, isHost = false, port = devPort(name) }) {
  return (env = {}, argv = {}) => {
    const production = argv.mode !== 'development';
    const serving = Boolean(env.WEBPACK_SERVE);
    // A remote's production build is only its container; its standalone page exists for `pnpm dev`.
    const entry = isHost ? './src/index.tsx' : serving ? './src/standalone.tsx' : undefined;

    return {
      name,
      context: dir,
      mode: production ? 'production' : 'development',
      entry: entry ? { main: entry } : {},
      output: {
        path: path.join(dir, 'dist'),
        // The host answers every route with index.html, so its files load from the root; a remote's
        // files load from wherever its mf-manifest.json was found.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        // Chunks and assets are named by their content: cached for ever, a new build gets new names.
        // Not the entries (main.js, remoteEntry.js): with webpack 5.111 the federation runtime cannot
        // name its own chunk while hashes are computed (module-federation/core#5077), so those two are
        // small, unhashed, and served for revalidation like index.html and mf-manifest.json.
        filename: '[name].js',
        chunkFilename: '[id].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        cssChunkFilename: '[id].[contenthash:8].css',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            include: [path.join(dir, 'src'), SHARED_SRC],
            use: { loader: require.resolve('swc-loader'), options: swcOptions(production) },
          },
          // The page parts only define components: a screen that takes one of them does not bundle
          // the others, nor load the MUI modules they import.
          { test: /\.tsx?$/, include: path.join(SHARED_SRC, 'page-parts'), sideEffects: false },
          // Fonts (@fontsource/montserrat) and images become files of the build: nothing is fetched elsewhere.
          { test: /\.(woff2?|png|jpe?g|gif|svg|webp|ico)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost ? { runtimePlugins: [PROVIDE_RUNTIME_PLUGIN] } : { filename: 'remoteEntry.js', exposes, manifest: true }),
          shared: createSharedModules(dir),
          // A remote that is down must not stop the host from starting: use what is loaded.
          shareStrategy: 'loaded-first',
          dts: false,
          experiments: {
            asyncStartup: true,
            optimization: { target: 'web' },
            // Its own dev server runs a remote without the host, so there it keeps its runtime.
            externalRuntime: !isHost && !serving,
          },
        }),
        // moment's locales are not used (the spec's formats are English): keep them out.
        new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
        cssVarsThemePlugin(webpack),
        new SharedImportRulesPlugin(),
        ...(isHost ? [new HtmlWebpackPlugin({ template: './public/index.html' }), new StartupPreloadPlugin(), new DefaultRemotesPlugin()] : []),
        ...(serving && !isHost ? [standalonePage(name)] : []),
        ...(production && !serving ? [...PRECOMPRESSION_PLUGINS, new BuildSummaryPlugin(name)] : []),
      ],
      optimization: {
        // swc minifies in a fraction of terser's time, to output of the same size: five apps build faster.
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
        // A page loads many shared modules' chunks at once; with webpack's 20 KB default, the small
        // modules they have in common (MUI's helpers) are copied into each (login: 13 KB gzip more).
        splitChunks: {
          minSize: 5000,
          ...(isHost && {
            cacheGroups: {
              stylingCore: STYLING_CORE_CHUNK,
              signInForm: SIGN_IN_FORM_CHUNK,
              react: hostStartupChunk('react'),
              store: hostStartupChunk('store'),
            },
          }),
        },
      },
      // Stylesheets (the fonts' @font-face rules) are CSS files of the build, not JavaScript that injects them.
      experiments: { css: true },
      ignoreWarnings: [UNSHARED_ENTRY_WARNING],
      devtool: production ? false : 'eval-cheap-module-source-map',
      // The bundle budget is measured by bench/bundle-size.ts, on what a visit really downloads.
      performance: { hints: false },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(dir, '.webpack-cache'),
        name: `${name}-${production ? 'production' : 'development'}${serving ? '-serve' : ''}`,
        buildDependencies: {
          config: [__filename, ROUTER_ENTRY, path.join(WORKSPACE_ROOT, 'pnpm-lock.yaml')],
        },
      },
      // The build's own line comes from BuildSummaryPlugin; webpack adds only warnings and errors.
      stats: { preset: 'errors-warnings', timings: !production || serving },
      // The filesystem cache's own notes ("No serializer registered for ConsumeSharedModule", thousands
      // of lines on a first build) bury the progress; its errors, and every compilation warning, still show.
      infrastructureLogging: { level: 'error' },
      devServer: devServerConfig({ port, isHost }),
    };
  };
}

module.exports = { createFrontendConfig };
