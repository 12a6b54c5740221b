// The host's build (the shell, with no remote baked in): see @app/shared/webpack.
const { createFrontendConfig } = require('@app/shared/webpack');

module.exports = createFrontendConfig({ name: 'host', dir: __dirname, isHost: true });
