// Fails the build on imports that would quietly defeat sharing: MUI's root entry (it would bundle a
// second, un-shared MUI), `react-router` itself (a second router), and router names that the shared
// router entry does not re-export (they would be undefined at run time).
const fs = require('node:fs');
const { ROUTER_ENTRY } = require('./shared-modules.cjs');

const PLUGIN = 'SharedImportRulesPlugin';

/** The names re-exported by the shared router entry. */
function routerExports() {
  const [, list] = /export\s*\{([^}]*)\}/.exec(fs.readFileSync(ROUTER_ENTRY, 'utf8'));
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/**
 * The reason an import breaks the rules, or undefined when it is fine. `name` is undefined for the
 * import statement as a whole, else the imported name (null for `* as`).
 */
function importProblem(source, name, allowedRouterNames) {
  if (name === undefined) {
    if (source === '@mui/material' || source === '@mui/icons-material') {
      return `import MUI by deep path (import Button from '@mui/material/Button'), not from '${source}'`;
    }
    if (source === 'react-router') return "import the router from 'react-router-dom', the shared one";
    return undefined;
  }
  if (source === 'react-router-dom' && !allowedRouterNames.has(name)) {
    return `'${name ?? '*'}' is not re-exported by the shared router entry; add it to ${ROUTER_ENTRY}`;
  }
  return undefined;
}

class SharedImportRulesPlugin {
  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN, (compilation, { normalModuleFactory }) => {
      const allowedRouterNames = routerExports();
      const check = (parser, source, name) => {
        const { module } = parser.state;
        if (!module.resource || module.resource.includes('node_modules')) return;
        const problem = importProblem(source, name, allowedRouterNames);
        if (!problem) return;
        const error = new WebpackError(`${PLUGIN}: ${problem}`);
        error.module = module;
        compilation.errors.push(error);
      };
      const onParser = (parser) => {
        parser.hooks.import.tap(PLUGIN, (_statement, source) => check(parser, source, undefined));
        parser.hooks.exportImport.tap(PLUGIN, (_statement, source) => check(parser, source, undefined));
        parser.hooks.importSpecifier.tap(PLUGIN, (_statement, source, name) => check(parser, source, name));
        parser.hooks.exportImportSpecifier.tap(PLUGIN, (_statement, source, name) => check(parser, source, name));
      };
      normalModuleFactory.hooks.parser.for('javascript/auto').tap(PLUGIN, onParser);
      normalModuleFactory.hooks.parser.for('javascript/esm').tap(PLUGIN, onParser);
    });
  }
}

module.exports = { SharedImportRulesPlugin, importProblem, routerExports };
