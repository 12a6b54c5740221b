// The Module Federation `shared` block of every front end: one instance of each library at run time.
// Versions come from ONE place, @app/shared's peerDependencies (and its own version for itself).
const fs = require('node:fs');
const path = require('node:path');
const sharedPackage = require('../package.json');

const ROUTER_ENTRY = path.join(__dirname, 'react-router-dom.mjs');

/** Shared by their root entry only. */
const WHOLE_PACKAGES = [
  'redux',
  'react-redux',
  'notistack',
  '@emotion/react',
  '@emotion/styled',
  'moment',
];

/**
 * Shared entry by entry: `react/jsx-runtime`, `react-dom/client`, `redux-saga/effects`, and one shared
 * module per MUI component (`@mui/material/Button`). A shared module is never tree-shaken, so MUI's
 * root entry is not shared at all: apps import MUI by deep path (the import rules plugin enforces it).
 */
const PACKAGES_BY_ENTRY = ['react', 'react-dom', 'redux-saga'];
const DEEP_ONLY_PACKAGES = ['@mui/material'];

/**
 * MUI's parent/child components (FormControl and InputLabel, List and ListItem, the theme's default
 * props) talk through React contexts created in these packages. A remote's own copy of a child must
 * read the parent's context even when the parent came from the host, so every module that creates a
 * context is shared by file, whichever import (bare or relative) reaches it.
 */
const MUI_CONTEXT_PACKAGES = [
  ['@mui/material'],
  ['@mui/material', '@mui/utils'],
  ['@mui/material', '@mui/system'],
  ['@mui/material', '@mui/system', '@mui/private-theming'],
];

function peerRange(name) {
  const range = sharedPackage.peerDependencies[name];
  if (!range) throw new Error(`${name} is shared but has no version in @app/shared's peerDependencies`);
  return range;
}

function singleton(name, extra = {}) {
  return { singleton: true, requiredVersion: peerRange(name), ...extra };
}

/** The real directory of a package reached through a chain of dependencies, from the app's folder. */
function packageDir(chain, fromDir) {
  return chain.reduce(
    (dir, name) => path.dirname(require.resolve(`${name}/package.json`, { paths: [dir] })),
    fromDir,
  );
}

/**
 * The package's modules that create a React context, except those re-exported with `export *`:
 * webpack cannot see through a star re-export of a shared module (its exports are only known at run
 * time), so those few (Stepper's, RtlProvider's) stay local.
 */
function filesCreatingContexts(dir) {
  const sources = new Map(
    fs
      .readdirSync(dir, { recursive: true })
      .filter((file) => file.endsWith('.mjs') && !file.includes('node_modules'))
      .map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]),
  );
  const starReexported = new Set(
    [...sources].flatMap(([file, source]) =>
      [...source.matchAll(/export \* from ["'](\.[^"']+)["']/g)].map(([, target]) =>
        path.join(path.dirname(file), target),
      ),
    ),
  );
  return [...sources.keys()].filter(
    (file) => sources.get(file).includes('createContext(') && !starReexported.has(file),
  );
}

function muiContextModules(appDir) {
  const entries = MUI_CONTEXT_PACKAGES.flatMap((chain) => {
    const dir = packageDir(chain, appDir);
    const { name, version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    // MUI's packages are released together, so @mui/material's range stands for all of them.
    return filesCreatingContexts(dir).map((file) => [
      path.join(dir, file),
      singleton('@mui/material', { shareKey: `${name}/${file.split(path.sep).join('/')}`, version }),
    ]);
  });
  return Object.fromEntries(entries);
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
    shared[`${name}/`] = singleton(name, { version: installedVersion(name, appDir) });
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
  return { ...shared, ...muiContextModules(appDir) };
}

module.exports = { createSharedModules, ROUTER_ENTRY };
