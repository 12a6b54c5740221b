// Jest preset for every front-end package: TypeScript/TSX through SWC, a browser-like DOM,
// Testing Library's matchers, and stylesheets/images stubbed out.
const path = require('node:path');

module.exports = {
  testEnvironment: path.join(__dirname, 'test-support/jsdomEnvironment.cjs'),
  // https, so that the session's secure cookies are kept as a browser keeps them.
  testEnvironmentOptions: { url: 'https://localhost/' },
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.css$': require.resolve('identity-obj-proxy'),
    '\\.(png|jpe?g|gif|webp|svg|woff2?)$': path.join(__dirname, 'test-support/fileStub.cjs'),
  },
  setupFilesAfterEnv: [require.resolve('@testing-library/jest-dom')],
  // The build's own tests (shared/webpack) are CommonJS and pick the node environment in a docblock.
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/webpack/**/*.test.cjs'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.webpack-cache/'],
  clearMocks: true,
  restoreMocks: true,
};
