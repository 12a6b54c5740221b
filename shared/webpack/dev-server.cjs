// `pnpm dev`: the dev servers. A remote's runs it on its own (src/standalone.tsx, a minimal shell);
// the host's reaches the remotes' dev servers at the paths the one-port server uses in production.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { API_DEV_ORIGIN, REMOTE_DEV_PORTS } = require('./apps.cjs');

/** The page that mounts a remote's src/standalone.tsx. */
function standalonePage(name) {
  return new HtmlWebpackPlugin({
    publicPath: '/',
    templateContent: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${name} (standalone)</title>
  </head>
  <body><div id="root"></div></body>
</html>`,
  });
}

function remoteProxies() {
  return Object.entries(REMOTE_DEV_PORTS).map(([remote, port]) => ({
    context: [`/remotes/${remote}`],
    target: `http://localhost:${port}`,
    pathRewrite: { [`^/remotes/${remote}`]: '' },
  }));
}

/** @returns {import('webpack-dev-server').Configuration} */
function devServerConfig({ port, isHost }) {
  return {
    port,
    historyApiFallback: true,
    // Reload on change: without React Refresh, hot updates would reload anyway, and a remote's hot
    // updates cannot reach it inside the host's page.
    hot: false,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { warnings: false } },
    proxy: [{ context: ['/api'], target: API_DEV_ORIGIN }, ...(isHost ? remoteProxies() : [])],
  };
}

module.exports = { devServerConfig, standalonePage };
