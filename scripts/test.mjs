// `npm test`: every check of the workspace — types, lint, formatting, unit, API (PGlite and PostgreSQL), then browser tests
// against the built product. Stops at the first failing stage.
import { ensureSystemTools } from './system-tools.mjs';
import { buildApi, buildFrontends, installDependencies, pnpm } from './workspace.mjs';

const stages = [
  // One `tsc -b` over the workspace: shared and test-fixtures are checked once, not once per package.
  ['Type checks', () => pnpm(['run', 'typecheck'])],
  ['Lint', () => pnpm(['run', 'lint'])],
  ['Formatting', () => pnpm(['run', 'format:check'])],
  [
    'Front-end unit tests',
    () => pnpm(['-r', '--workspace-concurrency=1', '--filter', './shared', '--filter', './host', '--filter', './remote-*', 'run', 'test']),
  ],
  ['API tests', () => pnpm(['--filter', '@app/api', 'run', 'test'])],
  [
    'Builds',
    async () => {
      await buildApi();
      await buildFrontends();
    },
  ],
  ['Browser tests', () => pnpm(['--filter', '@app/e2e', 'run', 'test'])],
];

try {
  await ensureSystemTools();
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}
await installDependencies();
for (const [name, runStage] of stages) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  try {
    await runStage();
  } catch (error) {
    console.error(`\n${name} failed: ${error.message}`);
    process.exit(1);
  }
  console.log(`=== ${name}: passed in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
}
