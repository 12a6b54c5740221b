// The projects remote's build: its container, mf-manifest.json and exposed modules. See @app/shared/webpack.
const { createFrontendConfig } = require('@app/shared/webpack');

module.exports = createFrontendConfig({
  name: 'projects',
  dir: __dirname,
  exposes: {
    './ProjectRoutes': './src/exposes/ProjectRoutes.tsx',
    './ClientDashboard': './src/exposes/ClientDashboard.tsx',
  },
});
