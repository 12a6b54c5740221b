// The repository remote's build: its container, mf-manifest.json and exposed modules. See @app/shared/webpack.
const { createFrontendConfig } = require('@app/shared/webpack');

module.exports = createFrontendConfig({
  name: 'repository',
  dir: __dirname,
  exposes: {
    './Repository': './src/exposes/Repository.tsx',
    './VersionHistory': './src/exposes/VersionHistory.tsx',
    './AnswerLibrary': './src/exposes/AnswerLibrary.tsx',
  },
});
