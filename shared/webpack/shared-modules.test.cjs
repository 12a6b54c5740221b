/** @jest-environment node */
const fs = require('node:fs');
const path = require('node:path');
const sharedPackage = require('../package.json');
const { ENGINE_FILES } = require('./mui-modules-by-file.cjs');
const { createSharedModules, ROUTER_ENTRY } = require('./shared-modules.cjs');

const HOST_DIR = path.resolve(__dirname, '../../host');
const shared = createSharedModules(HOST_DIR);
const peers = sharedPackage.peerDependencies;

test.each([
  'react',
  'react-dom',
  'react-router-dom',
  'redux',
  'react-redux',
  'redux-saga',
  'notistack',
  '@emotion/react',
  '@emotion/styled',
  'moment',
])('%s is a singleton at the range of @app/shared peerDependencies', (name) => {
  expect(shared[name]).toMatchObject({ singleton: true, requiredVersion: peers[name] });
});

test('entry points are shared one by one (react/jsx-runtime, react-dom/client, each MUI component)', () => {
  expect(shared['react/']).toMatchObject({ singleton: true, requiredVersion: peers.react });
  expect(shared['react-dom/']).toMatchObject({ singleton: true, requiredVersion: peers['react-dom'] });
  expect(shared['redux-saga/']).toMatchObject({ singleton: true, requiredVersion: peers['redux-saga'] });
  expect(shared['@mui/material/']).toMatchObject({ singleton: true, requiredVersion: peers['@mui/material'] });
});

test("MUI's root entry is not shared: it would be one un-tree-shaken module of the whole kit", () => {
  expect(shared['@mui/material']).toBeUndefined();
});

test('@app/shared is a singleton at its own version', () => {
  expect(shared['@app/shared']).toEqual({
    singleton: true,
    version: sharedPackage.version,
    requiredVersion: `^${sharedPackage.version}`,
  });
});

test('the router is provided through the trimmed entry, at the installed version', () => {
  const installed = require('react-router-dom/package.json').version;
  expect(shared['react-router-dom']).toMatchObject({ import: ROUTER_ENTRY, version: installed });
});

test('the modules that create MUI contexts are shared by file, under a path-independent key', () => {
  const byShareKey = new Map(Object.entries(shared).map(([file, config]) => [config.shareKey, file]));
  for (const key of [
    '@mui/material/FormControl/FormControlContext.mjs',
    '@mui/material/List/ListContext.mjs',
    '@mui/system/DefaultPropsProvider/DefaultPropsProvider.mjs',
    '@mui/private-theming/useTheme/ThemeContext.mjs',
  ]) {
    const file = byShareKey.get(key);
    expect(file && path.isAbsolute(file) && fs.existsSync(file)).toBe(true);
    expect(shared[file]).toMatchObject({ singleton: true, requiredVersion: peers['@mui/material'] });
    expect(shared[file].version).toMatch(/^\d+\.\d+\.\d+/);
  }
});

test("MUI's styling engine, imported by relative paths inside MUI, is shared by file", () => {
  const shareKeys = Object.values(shared).map((config) => config.shareKey);
  for (const file of ENGINE_FILES) expect(shareKeys).toContain(`@mui/material/${file}`);
});

test('a context module re-exported with `export *` stays local (webpack cannot see through it)', () => {
  const shareKeys = Object.values(shared).map((config) => config.shareKey);
  expect(shareKeys).not.toContain('@mui/material/Stepper/StepperContext.mjs');
  expect(shareKeys).not.toContain('@mui/utils/useRovingTabIndex/RovingTabIndexContext.mjs');
});
