// The admin remote's build: its container, mf-manifest.json and exposed modules. See @app/shared/webpack.
const { createFrontendConfig } = require('@app/shared/webpack');

module.exports = createFrontendConfig({
  name: 'admin',
  dir: __dirname,
  exposes: {
    './AdminDashboard': './src/exposes/AdminDashboard.tsx',
    './InviteUsers': './src/exposes/InviteUsers.tsx',
    './AuditLog': './src/exposes/AuditLog.tsx',
  },
});
