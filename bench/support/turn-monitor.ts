// Loaded into the API server by a benchmark (`node --import …/turn-monitor.ts`): the event loop's
// long turns. A timer due every INTERVAL_MS fires late by as long as the turn that held it up (the
// loop serves one new connection per turn, so a long turn is also how long a new client waits per
// connection ahead of it). Each turn of LONG_TURN_MS or more is appended to BENCH_TURNS_FILE as
// "<epoch ms at its end> <ms>", for the benchmark to read beside its own clock.
import { appendFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const INTERVAL_MS = 10;
const LONG_TURN_MS = 20;

const file = process.env.BENCH_TURNS_FILE;
// The API's own thread only: a reader thread's turns are no one's wait.
if (file && isMainThread) {
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    const turn = now - last - INTERVAL_MS;
    last = now;
    if (turn >= LONG_TURN_MS) appendFileSync(file, `${Math.round(performance.timeOrigin + now)} ${Math.round(turn)}\n`);
  }, INTERVAL_MS).unref();
}
