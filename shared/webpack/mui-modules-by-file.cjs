// MUI modules that are shared by file: whichever import reaches them (a bare one from an app, or a
// relative one inside MUI), they are the one shared instance. Deep entries (`@mui/material/Button`)
// are shared by name; their insides import each other by relative path, which sharing by name does not
// see, so a remote's own component would otherwise carry its own copy of these.
const fs = require('node:fs');
const path = require('node:path');

/**
 * React contexts: parent and child components (FormControl and InputLabel, List and ListItem, the
 * theme's default props) must meet on one context even when the parent came from the host and the
 * child from a remote. Every module of these packages that creates a context is shared.
 */
const CONTEXT_PACKAGES = [
  ['@mui/material'],
  ['@mui/material', '@mui/utils'],
  ['@mui/material', '@mui/system'],
  ['@mui/material', '@mui/system', '@mui/private-theming'],
];

/**
 * The styling engine that nearly every component imports by relative path (zero-styled alone from
 * 124 places): shared, a remote's own components style themselves with the host's engine instead of
 * downloading a copy of it (17 KB gzip less on the projects remote's first screen when measured).
 */
const ENGINE_FILES = [
  'zero-styled/index.mjs',
  'DefaultPropsProvider/index.mjs',
  'utils/memoTheme.mjs',
  'utils/capitalize.mjs',
  'utils/useSlot.mjs',
  'utils/createSimplePaletteValueFilter.mjs',
  'transitions/utils.mjs',
  'styles/rootShouldForwardProp.mjs',
  'styles/focusVisible.mjs',
  // useTheme's fallback: not shared, a remote's `useTheme` or `styled` would build a default theme of its
  // own, createTheme and the palettes (9 KB gzip on the repository's first route).
  'styles/defaultTheme.mjs',
];

/**
 * The CSS-variables theme's provider creates a context, but the build leaves that theme out
 * (css-vars-theme-plugin.cjs): shared, the host would still provide it, and its chunk (with the
 * colour-scheme script and storage) would join the login page's styling chunk.
 */
const LEFT_OUT_OF_THE_BUILD = { '@mui/system': /^cssVars\// };

/** The real directory of a package reached through a chain of dependencies from the app's folder. */
function packageDir(chain, appDir) {
  const resolveFrom = (dir, name) => path.dirname(require.resolve(`${name}/package.json`, { paths: [dir] }));
  return chain.reduce(resolveFrom, appDir);
}

function readModules(dir) {
  return new Map(
    fs
      .readdirSync(dir, { recursive: true })
      .filter((file) => file.endsWith('.mjs') && !file.includes('node_modules'))
      .map((file) => [file.split(path.sep).join('/'), fs.readFileSync(path.join(dir, file), 'utf8')]),
  );
}

/** Modules re-exported with `export *`: webpack cannot see through that to a shared module's exports. */
function starReexported(modules) {
  return new Set(
    [...modules].flatMap(([file, source]) =>
      [...source.matchAll(/export \* from ["'](\.[^"']+)["']/g)].map(([, target]) => path.posix.join(path.posix.dirname(file), target)),
    ),
  );
}

/**
 * Components that other components import by relative path (Chip imports `../ButtonBase/index.mjs`),
 * shared by file under the key of their deep entry (`@mui/material/ButtonBase`): a remote's own Chip
 * then stands on the ButtonBase that the host has loaded instead of downloading a copy of it. Measured
 * on the first routes: projects 120 to 63 KB gzip, repository 168 to 118; the host's list of what it
 * provides grows (login: 4 KB gzip more). The engine files keep their own keys.
 */
function componentsImportedInside(modules) {
  const components = new Set();
  for (const source of modules.values()) {
    for (const [, component] of source.matchAll(/from ["']\.\.\/([A-Z]\w*)\/index\.mjs["']/g)) components.add(component);
  }
  for (const file of ENGINE_FILES) components.delete(file.split('/')[0]);
  return components;
}

/**
 * @param {string} appDir the front end's package folder
 * @param {(version: string, shareKey: string) => object} shareConfig
 * @returns {Record<string, object>} shared entries keyed by absolute file path
 */
function muiModulesByFile(appDir, shareConfig) {
  const entries = CONTEXT_PACKAGES.flatMap((chain) => {
    const dir = packageDir(chain, appDir);
    const { name, version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const modules = readModules(dir);
    const excluded = starReexported(modules);
    const engine = name === '@mui/material' ? ENGINE_FILES : [];
    for (const file of engine) if (!modules.has(file)) throw new Error(`${name} has no ${file} any more`);
    const leftOut = (file) => LEFT_OUT_OF_THE_BUILD[name]?.test(file) ?? false;
    const shared = (file) => (modules.get(file).includes('createContext(') || engine.includes(file)) && !leftOut(file);
    const byFile = [...modules.keys()]
      .filter((file) => shared(file) && !excluded.has(file))
      .map((file) => [path.join(dir, file), shareConfig(version, `${name}/${file}`)]);
    if (name !== '@mui/material') return byFile;
    // MUI's root entry re-exports every component with `export *`, but no app bundles it (see shared-modules.cjs).
    const reexportedInside = starReexported(new Map([...modules].filter(([file]) => file !== 'index.mjs')));
    const components = [...componentsImportedInside(modules)]
      .filter((component) => !reexportedInside.has(`${component}/index.mjs`))
      .map((component) => [path.join(dir, component, 'index.mjs'), shareConfig(version, `${name}/${component}`)]);
    return [...byFile, ...components];
  });
  return Object.fromEntries(entries);
}

module.exports = { muiModulesByFile, ENGINE_FILES };
