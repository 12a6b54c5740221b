// What else the machine was doing: timings on a busy machine are slower than the code is, so the
// benchmarks print the load beside their figures.
import { availableParallelism, loadavg } from 'node:os';

export interface MachineLoad {
  cpus: number;
  /** The 1-minute load average when the benchmark started. */
  loadAverage: number;
  summary: string;
}

export function machineLoad(): MachineLoad {
  const cpus = availableParallelism();
  const loadAverage = loadavg()[0] ?? 0;
  const busy = loadAverage > cpus * 0.75 ? ': other work is running, timings are slower than on an idle machine' : '';
  return { cpus, loadAverage, summary: `${cpus} CPUs, load average ${loadAverage.toFixed(1)} at the start${busy}` };
}
