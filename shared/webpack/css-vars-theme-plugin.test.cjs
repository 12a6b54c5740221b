/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { cssVarsThemePlugin, STAND_IN } = require('./css-vars-theme-plugin.cjs');

const HOST_DIR = path.resolve(__dirname, '../../host');

/** Bundles a one-file app from the host's folder, with or without the plugin; its modules and the bundle. */
async function bundle(source, withPlugin) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'css-vars-theme-'));
  try {
    fs.writeFileSync(path.join(dir, 'entry.mjs'), source);
    const compiler = webpack({
      mode: 'production',
      target: 'node',
      context: HOST_DIR,
      entry: path.join(dir, 'entry.mjs'),
      output: { path: path.join(dir, 'dist'), library: { type: 'commonjs2' } },
      optimization: { minimize: false },
      resolve: { modules: [path.join(HOST_DIR, 'node_modules'), 'node_modules'] },
      plugins: withPlugin ? [cssVarsThemePlugin(webpack)] : [],
    });
    const stats = await new Promise((resolve, reject) => compiler.run((error, result) => compiler.close(() => (error ? reject(error) : resolve(result)))));
    expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
    const { modules } = stats.toJson({ all: false, modules: true, nestedModules: true });
    const names = modules.flatMap((module) => (module.modules ?? [module]).map((inner) => inner.name)).filter(Boolean);
    return { names, exports: require(path.join(dir, 'dist/main.js')) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
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
