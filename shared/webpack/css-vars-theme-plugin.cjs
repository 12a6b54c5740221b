// MUI's `createTheme` and `ThemeProvider` import its CSS-variables theme whether a theme uses it or not
// (createThemeWithVars, the CSS-vars provider, the colour-scheme script and storage: about 9 KB gzip on
// the sign-in page), and no public entry leaves it out. The product's theme is a plain one, so in
// these two modules the import is answered by a stand-in that throws if it is ever called.
const path = require('node:path');

const STAND_IN = path.join(__dirname, 'css-vars-theme-left-out.mjs');
/** The importing module of MUI's styles, and the CSS-variables module it imports there. */
const LEFT_OUT_IMPORTS = new Map([
  ['createTheme.mjs', './createThemeWithVars.mjs'],
  ['ThemeProvider.mjs', './ThemeProviderWithVars.mjs'],
]);
const MUI_STYLES = /[\\/]@mui[\\/]material[\\/]styles[\\/]([^\\/]+)$/;

/** @param {{ request: string, contextInfo: { issuer: string } }} resolveData */
function leavesOut({ request, contextInfo }) {
  const importer = MUI_STYLES.exec(contextInfo.issuer ?? '')?.[1];
  return importer !== undefined && LEFT_OUT_IMPORTS.get(importer) === request;
}

function cssVarsThemePlugin(webpack) {
  return new webpack.NormalModuleReplacementPlugin(/WithVars\.mjs$/, (resolveData) => {
    if (leavesOut(resolveData)) resolveData.request = STAND_IN;
  });
}

module.exports = { cssVarsThemePlugin, STAND_IN };
