// @app/shared/webpack: the build of every front end (node-only).
const { createFrontendConfig } = require('./frontend-config.cjs');
const { createSharedModules } = require('./shared-modules.cjs');

module.exports = { createFrontendConfig, createSharedModules };
