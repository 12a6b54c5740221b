// The Module Federation `shared` block of every front end: one instance of each library at run time.
// Versions come from ONE place, @app/shared's peerDependencies (and its own version for itself).
const path = require('node:path');
const { muiModulesByFile } = require('./mui-modules-by-file.cjs');
const sharedPackage = require('../package.json');

const ROUTER_ENTRY = path.join(__dirname, 'react-router-dom.mjs');

/** Shared by their root entry only. */
const WHOLE_PACKAGES = ['redux', 'react-redux', 'notistack', '@emotion/react', '@emotion/styled', 'moment'];

/**
 * Shared entry by entry: `react/jsx-runtime`, `react-dom/client`, `redux-saga/effects`, and one shared
 * module per MUI component (`@mui/material/Button`). A shared module is never tree-shaken, so MUI's
 * root entry is not shared at all: apps import MUI by deep path (the import rules plugin enforces it).
 */
const PACKAGES_BY_ENTRY = ['react', 'react-dom', 'redux-saga'];
const DEEP_ONLY_PACKAGES = ['@mui/material'];

/**
 * Entries left out of sharing so that each app tree-shakes them. `@mui/material/styles` is a barrel of
 * theme functions: shared, the host downloads all of it (6 KB gzip more on the login page) for
 * createTheme and ThemeProvider. What must be one instance in it, the theme contexts, is shared by
 * file below, whichever entry reaches it.
 */
const UNSHARED_ENTRIES = { '@mui/material': { exclude: { request: /^styles$/ } } };
/** Webpack warns, on each module of such a package, that `exclude` beside `singleton` may make two instances (see above). */
const UNSHARED_ENTRY_WARNING = /"singleton: true" is used together with "exclude\.request/;

function peerRange(name) {
  const range = sharedPackage.peerDependencies[name];
  if (!range) throw new Error(`${name} is shared but has no version in @app/shared's peerDependencies`);
  return range;
}

function singleton(name, extra = {}) {
  return { singleton: true, requiredVersion: peerRange(name), ...extra };
}

/** A sub-entry may have a package.json of its own without a version (redux-saga/effects): say it. */
function installedVersion(name, appDir) {
  return require(require.resolve(`${name}/package.json`, { paths: [appDir] })).version;
}

/** @param {string} appDir the front end's package folder (packages resolve from there). */
function createSharedModules(appDir) {
  const shared = {};
  for (const name of WHOLE_PACKAGES) shared[name] = singleton(name);
  for (const name of PACKAGES_BY_ENTRY) shared[name] = singleton(name);
  for (const name of [...PACKAGES_BY_ENTRY, ...DEEP_ONLY_PACKAGES]) {
    shared[`${name}/`] = singleton(name, { version: installedVersion(name, appDir), ...UNSHARED_ENTRIES[name] });
  }
  // The router is provided through an entry that re-exports only what the apps use (see that file).
  shared['react-router-dom'] = singleton('react-router-dom', {
    import: ROUTER_ENTRY,
    version: require('react-router-dom/package.json').version,
  });
  shared['@app/shared'] = {
    singleton: true,
    requiredVersion: `^${sharedPackage.version}`,
    version: sharedPackage.version,
  };
  // MUI's packages are released together, so @mui/material's range stands for all of them.
  const byFile = muiModulesByFile(appDir, (version, shareKey) => singleton('@mui/material', { version, shareKey }));
  return { ...shared, ...byFile };
}

module.exports = { createSharedModules, ROUTER_ENTRY, UNSHARED_ENTRY_WARNING };
