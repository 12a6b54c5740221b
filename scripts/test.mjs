// `npm test`: every check of the workspace — types, lint, formatting, unit, API (PGlite and PostgreSQL), browser tests
// against the built product, then staging (docker compose; itself skipped without a Docker daemon, or with
// SKIP_STAGING=1). Stops at the first failing stage.
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
  // Last: the images built and the stack started (README, "Staging"): 1 to 6 min with the images'
  // layers cached (nothing changed, or shared code), 11 to 14 on a machine that has none.
  ['Staging', () => (process.env.SKIP_STAGING === '1' ? console.log('Skipped: SKIP_STAGING=1') : pnpm(['--filter', '@app/e2e', 'run', 'test:staging']))],
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
