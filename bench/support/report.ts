// Figures as the benchmarks print them: a small table with the target beside each figure. A figure
// off its target is marked, never fails the run. The same figures go to bench/results/ as JSON.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Figure {
  label: string;
  value: number;
  unit: string;
  digits?: number;
  /** `max`: the figure must stay at or below `value`; `min`: at or above. */
  target?: { kind: 'max' | 'min'; value: number };
}

const format = (figure: Pick<Figure, 'digits'>, value: number) =>
  value.toLocaleString('en-GB', { minimumFractionDigits: figure.digits ?? 1, maximumFractionDigits: figure.digits ?? 1 });

function targetText(figure: Figure): string {
  if (!figure.target) return '';
  const { kind, value } = figure.target;
  const met = kind === 'max' ? figure.value <= value : figure.value >= value;
  const wanted = `${kind === 'max' ? 'at most' : 'at least'} ${format({ digits: 0 }, value)} ${figure.unit}`;
  return `${met ? 'within' : 'OFF   '}  ${wanted}`;
}

export function printFigures(title: string, figures: readonly Figure[]): void {
  console.log(`\n${title}`);
  console.log(`  ${'figure'.padEnd(52)}${'value'.padStart(12)}  ${'unit'.padEnd(8)}  target`);
  for (const figure of figures) {
    console.log(`  ${figure.label.padEnd(52)}${format(figure, figure.value).padStart(12)}  ${figure.unit.padEnd(8)}  ${targetText(figure)}`);
  }
}

/** bench/results/<name>-<time>.json (the folder is gitignored). */
export function saveResults(name: string, results: unknown): string {
  const folder = join(import.meta.dirname, '..', 'results');
  mkdirSync(folder, { recursive: true });
  const path = join(folder, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
  return path;
}

export function percentile(sortedValues: readonly number[], share: number): number {
  if (sortedValues.length === 0) return Number.NaN;
  const rank = Math.min(sortedValues.length - 1, Math.ceil(share * sortedValues.length) - 1);
  return sortedValues[Math.max(0, rank)] as number;
}

export const seconds = (fromMs: number, toMs = performance.now()) => (toMs - fromMs) / 1000;
