/** @jest-environment node */
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { defaultRemotes } = require('./apps.cjs');
const { DefaultRemotesPlugin } = require('./default-remotes-plugin.cjs');
const { createFrontendConfig } = require('./frontend-config.cjs');
const { SharedImportRulesPlugin } = require('./shared-import-rules-plugin.cjs');
const { createSharedModules } = require('./shared-modules.cjs');

const HOST_DIR = path.resolve(__dirname, '../../host');
const REMOTE_DIR = path.resolve(__dirname, '../../remote-projects');
const exposes = { './ProjectRoutes': './src/exposes/ProjectRoutes.tsx' };

const remote = (mode, env = {}) => createFrontendConfig({ name: 'projects', dir: REMOTE_DIR, exposes })(env, { mode });
const host = (mode, env = {}) => createFrontendConfig({ name: 'host', dir: HOST_DIR, isHost: true })(env, { mode });
const plugin = (config, type) => config.plugins.find((candidate) => candidate instanceof type);
const federation = (config) => plugin(config, ModuleFederationPlugin)._options;

test('a remote builds only its container: remoteEntry.js, exposes, mf-manifest.json', () => {
  const config = remote('production');
  expect(config.entry).toEqual({});
  expect(federation(config)).toMatchObject({
    name: 'projects',
    filename: 'remoteEntry.js',
    exposes,
    manifest: true,
  });
  expect(config.output).toMatchObject({ publicPath: 'auto', uniqueName: 'projects', path: path.join(REMOTE_DIR, 'dist') });
});

test('every app starts asynchronously, prefers loaded shared modules and uses the one shared block', () => {
  for (const config of [remote('production'), host('production')]) {
    expect(federation(config)).toMatchObject({
      shareStrategy: 'loaded-first',
      experiments: { asyncStartup: true },
      shared: createSharedModules(config.context),
    });
    expect(plugin(config, SharedImportRulesPlugin)).toBeDefined();
  }
});

test("remotes leave the federation runtime out and use the host's; standalone they keep it", () => {
  expect(federation(remote('production')).experiments.externalRuntime).toBe(true);
  expect(federation(remote('development', { WEBPACK_SERVE: true })).experiments.externalRuntime).toBe(false);
  const [plugin] = federation(host('production')).runtimePlugins;
  expect(plugin).toMatch(/inject-external-runtime-core-plugin.*\.js$/);
  expect(fs.existsSync(plugin)).toBe(true);
});

test('the host has no remotes at build time, serves from the root and emits index.html and remotes.json', () => {
  const config = host('production');
  const options = federation(config);
  expect(options.remotes).toBeUndefined();
  expect(options.exposes).toBeUndefined();
  expect(config.entry).toEqual({ main: './src/index.tsx' });
  expect(config.output.publicPath).toBe('/');
  expect(plugin(config, HtmlWebpackPlugin).userOptions.template).toBe('./public/index.html');
  expect(plugin(config, DefaultRemotesPlugin)).toBeDefined();
});

test('the default remotes.json points every remote at its same-origin path', () => {
  expect(defaultRemotes()).toEqual({
    projects: '/remotes/projects/mf-manifest.json',
    repository: '/remotes/repository/mf-manifest.json',
    admin: '/remotes/admin/mf-manifest.json',
    billing: '/remotes/billing/mf-manifest.json',
  });
});

test('TypeScript of the app and of @app/shared (linked outside node_modules) goes through swc', () => {
  const rule = remote('production').module.rules.find((candidate) => candidate.test.test('x.tsx'));
  expect(rule.use.loader).toMatch(/swc-loader/);
  expect(rule.include).toEqual([path.join(REMOTE_DIR, 'src'), path.resolve(__dirname, '../src')]);
});

test('fonts are files of the build and moment locales are left out', () => {
  const config = host('production');
  expect(config.module.rules.find((rule) => rule.test.test('a.woff2')).type).toBe('asset/resource');
  const ignore = config.plugins.find((candidate) => candidate.constructor.name === 'IgnorePlugin');
  expect(ignore.checkIgnore({ request: './locale', context: '/x/node_modules/moment' })).toBe(false);
});

test('stylesheets (the fonts) are CSS files of the build, content-hashed, not JavaScript that injects them', () => {
  const config = host('production');
  expect(config.experiments.css).toBe(true);
  expect(config.output.cssChunkFilename).toBe('[id].[contenthash:8].css');
  expect(config.module.rules.some((rule) => rule.test.test('a.css'))).toBe(false);
});

test("the host gathers MUI's styling core into one chunk; remotes keep webpack's split", () => {
  const { stylingCore } = host('production').optimization.splitChunks.cacheGroups;
  const inStore = (file) => stylingCore.test({ nameForCondition: () => `/repo/node_modules/.pnpm/x@1/node_modules/${file}` });
  expect(inStore('@mui/utils/clamp/clamp.mjs')).toBe(true);
  expect(inStore('@mui/system/spacing/spacing.mjs')).toBe(true);
  expect(inStore('@mui/material/styles/createTheme.mjs')).toBe(true);
  expect(inStore('@emotion/react/dist/emotion-react.browser.esm.js')).toBe(true);
  expect(inStore('stylis/src/Parser.js')).toBe(true);
  // The components themselves stay one chunk each: a page loads only the ones it shows.
  expect(inStore('@mui/material/Button/Button.mjs')).toBe(false);
  expect(inStore('@mui/material/InputBase/InputBase.mjs')).toBe(false);
  expect(inStore('react-dom/index.js')).toBe(false);
  // Nor the helpers of what the login page does not show (menus, tabs, the workspace layout).
  expect(inStore('@mui/utils/useRovingTabIndex/useRovingTabIndex.mjs')).toBe(false);
  expect(inStore('@mui/system/useMediaQuery/useMediaQuery.mjs')).toBe(false);
  expect(stylingCore.test({ nameForCondition: () => null })).toBe(false);
  expect(stylingCore).toMatchObject({ name: 'styling-core', chunks: 'async', enforce: true });
  expect(remote('production').optimization.splitChunks.cacheGroups).toBeUndefined();
});

test('chunks and assets are content-hashed; production has no source maps, development eval ones', () => {
  const production = host('production');
  expect(production.output.filename).toBe('[name].js');
  expect(production.output.chunkFilename).toBe('[id].[contenthash:8].js');
  expect(production.output.assetModuleFilename).toBe('assets/[name].[contenthash:8][ext]');
  expect(production.devtool).toBe(false);
  expect(host('development').devtool).toMatch(/^eval/);
});

test('builds cache on disk under .webpack-cache, one cache per app and mode', () => {
  expect(remote('production').cache).toMatchObject({
    type: 'filesystem',
    cacheDirectory: path.join(REMOTE_DIR, '.webpack-cache'),
    name: 'projects-production',
  });
});

test('a remote dev server runs its standalone page on its own port and proxies /api', () => {
  const config = remote('development', { WEBPACK_SERVE: true });
  expect(config.entry).toEqual({ main: './src/standalone.tsx' });
  expect(plugin(config, HtmlWebpackPlugin)).toBeDefined();
  expect(config.devServer).toMatchObject({ port: 3001, historyApiFallback: true });
  expect(config.devServer.proxy).toEqual([{ context: ['/api'], target: 'http://localhost:8080' }]);
});

test("the host dev server reaches each remote's dev server at the production paths", () => {
  const { devServer } = host('development', { WEBPACK_SERVE: true });
  expect(devServer.port).toBe(3000);
  expect(devServer.proxy).toContainEqual({
    context: ['/remotes/billing'],
    target: 'http://localhost:3004',
    pathRewrite: { '^/remotes/billing': '' },
  });
});

test('a production build writes brotli (quality 11) and gzip (level 9) files beside its text assets; a dev server none', () => {
  const zlib = require('node:zlib');
  const CompressionPlugin = require('compression-webpack-plugin');
  const compressions = (config) => config.plugins.filter((candidate) => candidate instanceof CompressionPlugin).map(({ options }) => options);
  for (const config of [remote('production'), host('production')]) {
    const [brotli, gzip] = compressions(config);
    expect(brotli).toMatchObject({ algorithm: 'brotliCompress', filename: '[path][base].br' });
    expect(brotli.compressionOptions.params[zlib.constants.BROTLI_PARAM_QUALITY]).toBe(11);
    expect(gzip).toMatchObject({ algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } });
    expect(brotli.test.test('remoteEntry.js') && brotli.test.test('mf-manifest.json') && !brotli.test.test('font.woff2')).toBe(true);
    // remotes.json is edited at deployment: a compressed copy from the build would hide the edit.
    for (const options of [brotli, gzip]) expect(options.exclude.test('remotes.json') && !options.exclude.test('mf-manifest.json')).toBe(true);
  }
  expect(compressions(remote('development', { WEBPACK_SERVE: true }))).toEqual([]);
});
