/** @jest-environment node */
const path = require('node:path');
const webpack = require('webpack');
const { cssVarsThemePlugin, STAND_IN } = require('./css-vars-theme-plugin.cjs');
const { probeBuild, HOST_DIR } = require('./probe-build.cjs');

/** Bundles a one-file app, with or without the plugin, for node; the modules it holds and its exports. */
function bundle(source, withPlugin) {
  const options = () => ({ target: 'node', output: { library: { type: 'commonjs2' } }, plugins: withPlugin ? [cssVarsThemePlugin(webpack)] : [] });
  return probeBuild(source, options, (stats, dist) => {
    const { modules } = stats.toJson({ all: false, modules: true, nestedModules: true });
    const names = modules.flatMap((module) => (module.modules ?? [module]).map((inner) => inner.name)).filter(Boolean);
    return { names, exports: require(path.join(dist, 'main.js')) };
  });
}

const THEME_APP = `
import { createTheme, ThemeProvider } from '@mui/material/styles';
export const plain = createTheme({ palette: { primary: { main: '#1e4fd8' } } });
export const withVars = () => createTheme({ cssVariables: true });
export { ThemeProvider };
`;
const CSS_VARS_MODULE = /WithVars|[\\/]cssVars[\\/]|InitColorSchemeScript/;

test('without the plugin, createTheme and ThemeProvider bundle the CSS-variables theme', async () => {
  const { names } = await bundle(THEME_APP, false);
  expect(names.filter((name) => CSS_VARS_MODULE.test(name)).length).toBeGreaterThan(3);
}, 60_000);

test('with it, the plain theme is built as before and the CSS-variables theme is left out, saying so if asked for', async () => {
  const { names, exports } = await bundle(THEME_APP, true);
  expect(names.filter((name) => CSS_VARS_MODULE.test(name))).toEqual([]);
  expect(names.some((name) => path.resolve(HOST_DIR, name) === STAND_IN)).toBe(true);
  expect(exports.plain.palette.primary.main).toBe('#1e4fd8');
  expect(exports.plain.vars).toBeUndefined();
  expect(() => exports.withVars()).toThrow(/CSS-variables theme .* is left out of the build/);
}, 60_000);
