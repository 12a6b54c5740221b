// The API server's long event-loop turns, as support/turn-monitor.ts records them inside it: start
// the server with `env` and `nodeArgs`, then read the turns that ended within a stretch of the
// benchmark's own clock.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ServerTurns {
  /** For startBenchServer. */
  env: Record<string, string>;
  nodeArgs: string[];
  /** The turns (ms) of 20 ms or more that ended between `fromMs` and `toMs` (epoch), longest first. */
  between(fromMs: number, toMs: number): number[];
  remove(): void;
}

export function watchServerTurns(): ServerTurns {
  const folder = mkdtempSync(join(tmpdir(), 'bench-turns-'));
  const file = join(folder, 'turns.txt');
  return {
    env: { BENCH_TURNS_FILE: file },
    nodeArgs: ['--import', 'tsx', '--import', join(import.meta.dirname, 'turn-monitor.ts')],
    between(fromMs, toMs) {
      let text = '';
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        // No turn of 20 ms or more yet: the file is made at the first.
      }
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' ').map(Number))
        .filter(([endMs, ms]) => endMs! >= fromMs && endMs! - ms! <= toMs)
        .map(([, ms]) => ms!)
        .sort((a, b) => b - a);
    },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
