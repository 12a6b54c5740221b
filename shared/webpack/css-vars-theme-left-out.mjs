// Stands in for MUI's CSS-variables theme (createThemeWithVars, CssVarsProvider) in every front end's
// build: the product's theme is a plain one (no `cssVariables`, no `colorSchemes`), so MUI never calls
// these. See css-vars-theme-plugin.cjs.
const LEFT_OUT = "MUI's CSS-variables theme (cssVariables, colorSchemes) is left out of the build: see @app/shared/webpack/css-vars-theme-plugin.cjs";

export default function createThemeWithVars() {
  throw new Error(LEFT_OUT);
}

export function CssVarsProvider() {
  throw new Error(LEFT_OUT);
}
