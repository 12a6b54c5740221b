// Lint: correctness (typescript-eslint's recommended rules, the rules of hooks) and the import rules
// the README states, so a wrong-way import fails `npm test` instead of waiting for a reviewer.
// Style is Prettier's job (`pnpm format`), not the linter's.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const APPS = ['host', 'remote-projects', 'remote-repository', 'remote-admin', 'remote-billing'];
const REMOTES = APPS.filter((app) => app.startsWith('remote-'));

const featuresOf = (remote) =>
  readdirSync(`${remote}/src/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Dependencies flow one way (README, "The workspace"). */
const boundaries = [
  // Nothing imports an app from outside it: not shared, not another app.
  ...APPS.map((app) => ({
    target: ['shared', ...APPS.filter((other) => other !== app)].map((folder) => `./${folder}`),
    from: `./${app}`,
    message: 'Apps never import each other, and shared imports no app: move what both need into @app/shared.',
  })),
  // The front ends never import the API's code; they share the contract through @app/shared/contract.
  { target: ['./shared', ...APPS.map((app) => `./${app}`)], from: './api', message: 'Front ends use the API through @app/shared/contract, never its code.' },
  // Benchmarks and browser tests take their generated files from @app/test-fixtures, never from the API's tests.
  { target: ['./bench', './e2e'], from: './api/test', message: "Use @app/test-fixtures (or move what you need there), not the API's test support." },
  // Inside a remote, a feature uses another only through that feature's index.ts (its public face),
  // and what the remote shares (src/components, src/shared) never imports a feature.
  ...REMOTES.flatMap((remote) =>
    featuresOf(remote).flatMap((feature) => [
      {
        target: featuresOf(remote)
          .filter((other) => other !== feature)
          .map((other) => `./${remote}/src/features/${other}`),
        from: `./${remote}/src/features/${feature}`,
        except: ['./index.ts'],
        message: 'A feature imports another feature only through its index.ts.',
      },
      {
        target: [`./${remote}/src/components`, `./${remote}/src/shared`],
        from: `./${remote}/src/features/${feature}`,
        message: "A remote's shared parts never import one of its features.",
      },
    ]),
  ),
].filter((zone) => zone.target.length > 0);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '**/.data/**', 'api/**', '**/*.cjs', '**/*.mjs', '**/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaries }],
      // The same rule for imports by package name, which resolve outside the folders above.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@app/host', '@app/host/*', '@app/remote-*', '@app/api', '@app/api/*'],
              message: 'Apps never import each other: share through @app/shared.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The React code (the browser tests' `useProductAndBrowser` is no hook).
    files: ['shared/src/**/*.{ts,tsx}', ...APPS.map((app) => `${app}/src/**/*.{ts,tsx}`)],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
