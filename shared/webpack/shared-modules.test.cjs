/** @jest-environment node */
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const sharedPackage = require('../package.json');
const { ENGINE_FILES } = require('./mui-modules-by-file.cjs');
const { probeBuild, HOST_DIR } = require('./probe-build.cjs');
const { createSharedModules, ROUTER_ENTRY, UNSHARED_ENTRY_WARNING } = require('./shared-modules.cjs');

const shared = createSharedModules(HOST_DIR);
const peers = sharedPackage.peerDependencies;

test.each(['react', 'react-dom', 'react-router-dom', 'redux', 'react-redux', 'redux-saga', 'notistack', '@emotion/react', '@emotion/styled', 'moment'])(
  '%s is a singleton at the range of @app/shared peerDependencies',
  (name) => {
    expect(shared[name]).toMatchObject({ singleton: true, requiredVersion: peers[name] });
  },
);

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

test('components that MUI imports by relative path are shared by file under their deep-entry key', () => {
  const byShareKey = new Map(Object.entries(shared).map(([file, config]) => [config.shareKey, file]));
  for (const component of ['ButtonBase', 'Paper', 'Popper', 'InputBase', 'SvgIcon']) {
    const file = byShareKey.get(`@mui/material/${component}`);
    expect(file).toBe(path.join(path.dirname(require.resolve('@mui/material/package.json', { paths: [HOST_DIR] })), component, 'index.mjs'));
    expect(shared[file]).toMatchObject({ singleton: true, requiredVersion: peers['@mui/material'] });
  }
  // Kept under the key they already have; and no barrel of helpers.
  expect(byShareKey.has('@mui/material/DefaultPropsProvider')).toBe(false);
  expect(byShareKey.has('@mui/material/utils')).toBe(false);
});

/** Builds a one-file app in the host's folder with the shared block; returns the share keys it consumes. */
function sharedKeysConsumedBy(source) {
  const federation = new ModuleFederationPlugin({ name: 'probe', shared, dts: false, manifest: false, experiments: { asyncStartup: true } });
  return probeBuild(
    source,
    () => ({ plugins: [federation], ignoreWarnings: [UNSHARED_ENTRY_WARNING] }),
    (stats) => {
      const { modules } = stats.toJson({ all: false, modules: true, orphanModules: true, nestedModules: true });
      return modules.map((module) => /^consume shared module \(default\) (.+?)@/.exec(module.name)?.[1]).filter((key) => key !== undefined);
    },
  );
}

test("MUI's styles barrel is bundled tree-shaken by each app, while its theme context stays one shared instance", async () => {
  const consumed = await sharedKeysConsumedBy(
    "import Box from '@mui/material/Box';\nimport { createTheme, ThemeProvider } from '@mui/material/styles';\nexport { Box, createTheme, ThemeProvider };\n",
  );
  expect(consumed).toContain('@mui/material/Box');
  expect(consumed).toContain('@mui/private-theming/useTheme/ThemeContext.mjs');
  expect(consumed).not.toContain('@mui/material/styles');
}, 60_000);

test("a component's relative imports of other components and of the default theme reach the shared ones", async () => {
  const consumed = await sharedKeysConsumedBy(
    "import Chip from '@mui/material/Chip';\nimport Tooltip from '@mui/material/Tooltip';\nimport { useTheme } from '@mui/material/styles';\nexport { Chip, Tooltip, useTheme };\n",
  );
  // Chip imports ../ButtonBase/index.mjs, Tooltip ../Popper/index.mjs and ../Grow/index.mjs.
  expect(consumed).toEqual(expect.arrayContaining(['@mui/material/ButtonBase', '@mui/material/Popper', '@mui/material/Grow']));
  expect(consumed).toContain('@mui/material/styles/defaultTheme.mjs');
}, 60_000);
