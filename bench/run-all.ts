// `pnpm --filter @app/bench bench`: every benchmark script in this folder, one after the other. Each
// prints its own figures; a failing one is reported and the next one runs (benchmarks never fail).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';

const here = import.meta.dirname;
const scripts = readdirSync(here)
  .filter((file) => file.endsWith('.ts') && file !== basename(import.meta.filename))
  .sort();

for (const script of scripts) {
  console.log(`\n== ${script}`);
  const { status, error } = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: here, stdio: 'inherit' });
  if (error || status !== 0) console.log(`${script} stopped early (${error?.message ?? `exit ${status}`})`);
}
