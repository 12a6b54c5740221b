// The billing remote's build: its container, mf-manifest.json and exposed modules. See @app/shared/webpack.
const { createFrontendConfig } = require('@app/shared/webpack');

module.exports = createFrontendConfig({
  name: 'billing',
  dir: __dirname,
  exposes: {
    './Subscription': './src/exposes/Subscription.tsx',
  },
});
