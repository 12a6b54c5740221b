// Seconds from a fresh clone to a serving product (`npm start`: install, build, migrate, seed, serve),
// then for a warm restart of the same clone. Prints figures; never fails the run.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..');
const port = 18_080 + Math.floor(Math.random() * 1000);

async function secondsUntilServing(cwd: string): Promise<number> {
  const started = Date.now();
  const child = spawn('npm', ['start'], {
    cwd,
    env: { ...process.env, PORT: String(port), DEMO_PASSWORD: 'bench-password-1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('npm start exited before serving');
      try {
        if ((await fetch(`http://127.0.0.1:${port}/accounts/login`)).ok) break;
      } catch {
        // not serving yet
      }
      await new Promise((wait) => setTimeout(wait, 250));
    }
    return (Date.now() - started) / 1000;
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((done) => child.once('exit', done));
  }
}

const parent = mkdtempSync(join(tmpdir(), 'bench-clone-'));
const clone = join(parent, 'main');
try {
  execFileSync('git', ['clone', '-q', repoRoot, clone]);
  // The product reads ../shared beside the clone only for documents; link it so the layout matches CI.
  const shared = join(dirname(repoRoot), 'shared');
  if (existsSync(shared)) symlinkSync(shared, join(parent, 'shared'));
  const cold = await secondsUntilServing(clone);
  const warm = await secondsUntilServing(clone);
  console.log('\nStart-up (npm start until /accounts/login answers)');
  console.log(`  fresh clone   ${cold.toFixed(1)} s   (target: at most 180 s)`);
  console.log(`  warm restart  ${warm.toFixed(1)} s   (target: at most 10 s)`);
} catch (error) {
  console.log(`Start-up benchmark could not run: ${(error as Error).message}`);
} finally {
  rmSync(parent, { recursive: true, force: true });
}
