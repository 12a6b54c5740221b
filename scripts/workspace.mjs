// Helpers the start, build and test scripts share: run commands, find pnpm, tell when a step is stale.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');
export const frontends = ['host', 'remote-projects', 'remote-repository', 'remote-admin', 'remote-billing'];

const pinnedPnpm = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager;

/** The pnpm command: the one on PATH, else the pinned version through npx (a new machine has none). */
export function pnpmCommand() {
  const onPath = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  return onPath.status === 0 ? ['pnpm'] : ['npx', '--yes', pinnedPnpm];
}

export function run(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`))));
  });
}

export function pnpm(args, options) {
  const [command, ...prefix] = pnpmCommand();
  return run(command, [...prefix, ...args], options);
}

/** Newest modification time under the given paths, skipping build output and dependencies. */
function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) {
        if (name !== 'node_modules' && name !== 'dist' && !name.startsWith('.')) visit(join(path, name));
      }
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((path) => visit(join(root, path)));
  return newest;
}

/** A step is fresh when its stamp file is newer than every input; `markFresh` writes the stamp. */
export function isFresh(stamp, inputs) {
  const stampPath = join(root, stamp);
  return existsSync(stampPath) && statSync(stampPath).mtimeMs >= newestMtime(inputs);
}

export function markFresh(stamp) {
  writeFileSync(join(root, stamp), new Date().toISOString() + '\n');
}

export async function installDependencies() {
  if (isFresh('node_modules/.install-stamp', ['pnpm-lock.yaml', 'package.json', 'pnpm-workspace.yaml'])) return;
  console.log('Installing dependencies…');
  await pnpm(['install', '--frozen-lockfile']);
  markFresh('node_modules/.install-stamp');
}

/** Compiles the API to api/dist when its sources (or the @app/shared contract it compiles in) changed. */
export async function buildApi({ force = false } = {}) {
  const stamp = 'api/dist/.build-stamp';
  if (!force && isFresh(stamp, ['api/src', 'api/scripts', 'api/package.json', 'shared/src/contract', 'pnpm-lock.yaml'])) return;
  const started = Date.now();
  const [command, ...prefix] = pnpmCommand();
  const said = quiet(await captured(command, [...prefix, '--filter', '@app/api', 'run', 'build']));
  console.log([`Compiled the API in ${((Date.now() - started) / 1000).toFixed(1)} s`, ...said].join('\n'));
  markFresh(stamp);
}

/** Runs a command with its output kept; resolves with it, or rejects with it in the error. */
function captured(command, args) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolvePromise(output) : reject(new Error(`${args.join(' ')} failed (${signal ?? code}):\n${output}`))));
  });
}

/** What a build said worth reading: not pnpm's lines ("$ webpack --mode production") nor webpack's "compiled successfully". */
const quiet = (output) => output.split('\n').filter((line) => line.trim() !== '' && !/^[>$] /.test(line) && !/ compiled successfully$/.test(line));

/** One front end's production build: its summary line, and whatever else webpack said (warnings). */
async function buildFrontend(dir) {
  const [command, ...prefix] = pnpmCommand();
  const output = await captured(command, [...prefix, '--filter', `./${dir}`, 'run', 'build']);
  console.log(quiet(output).join('\n'));
  markFresh(`${dir}/dist/.build-stamp`);
}

/** Builds the front ends whose sources (or @app/shared's) changed since their last build, two at a time. */
export async function buildFrontends({ force = false } = {}) {
  const stale = frontends.filter((dir) => force || !isFresh(`${dir}/dist/.build-stamp`, [dir, 'shared', 'tsconfig.base.json', 'pnpm-lock.yaml']));
  if (stale.length === 0) return;
  console.log(`Building ${stale.join(', ')} (two at a time; a first build takes a few minutes)…`);
  const queue = [...stale];
  const builder = async () => {
    for (let dir = queue.shift(); dir; dir = queue.shift()) await buildFrontend(dir);
  };
  await Promise.all([builder(), builder()]);
}
