// A process's resident memory (RSS), read from /proc/<pid>/status: sampled every 50 ms while
// something runs, and checked against the kernel's own high-water mark (VmHWM), which catches a peak
// shorter than the sampling interval.
import { readFileSync, writeFileSync } from 'node:fs';

const MB = 1024 * 1024;

function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`/proc/${pid}/status has no ${field}`);
  return Number(match[1]) * 1024;
}

export const residentBytes = (pid: number) => statusField(pid, 'VmRSS');

/** Resets the high-water mark to the current RSS (Linux 4.0+; allowed on one's own processes). */
function resetHighWaterMark(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

export interface MemoryFigures {
  /** What the rise is measured from: by default the mean RSS over a quiet second before the work. */
  baselineBytes: number;
  /** Highest RSS: of the samples, or the kernel's high-water mark when it is higher. */
  peakBytes: number;
  riseBytes: number;
  samples: number;
  /** The longest gap between two samples (the event loop of this process may delay one). */
  longestGapMs: number;
  /** Whether the kernel's high-water mark could be used. */
  highWaterMark: boolean;
}

export interface MemoryRecording {
  stop(): MemoryFigures;
}

/** The mean RSS over a quiet second. */
export async function quietBaseline(pid: number, intervalMs = 50): Promise<number> {
  const quiet: number[] = [];
  for (let index = 0; index < 1000 / intervalMs; index += 1) {
    quiet.push(residentBytes(pid));
    await new Promise((wait) => setTimeout(wait, intervalMs));
  }
  return quiet.reduce((sum, bytes) => sum + bytes, 0) / quiet.length;
}

/**
 * Samples every `intervalMs` until `stop`; the rise is over `baselineBytes`, by default the mean of a
 * quiet second measured first.
 */
export async function recordMemory(pid: number, options: { intervalMs?: number; baselineBytes?: number } = {}): Promise<MemoryRecording> {
  const intervalMs = options.intervalMs ?? 50;
  const baselineBytes = options.baselineBytes ?? (await quietBaseline(pid, intervalMs));
  const highWaterMark = resetHighWaterMark(pid);
  let peakBytes = residentBytes(pid);
  let samples = 1;
  let last = Date.now();
  let longestGapMs = 0;
  const timer = setInterval(() => {
    const now = Date.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
    try {
      peakBytes = Math.max(peakBytes, residentBytes(pid));
      samples += 1;
    } catch {
      clearInterval(timer); // the process is gone
    }
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      if (highWaterMark) peakBytes = Math.max(peakBytes, statusField(pid, 'VmHWM'));
      return { baselineBytes, peakBytes, riseBytes: peakBytes - baselineBytes, samples, longestGapMs, highWaterMark };
    },
  };
}

export const megabytes = (bytes: number) => bytes / MB;
