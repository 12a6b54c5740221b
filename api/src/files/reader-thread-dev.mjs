// The entry of a reader thread when the API runs from its TypeScript sources (development, tests):
// a worker thread does not inherit the `--import tsx` hooks of the main thread, so it registers them
// itself, then loads the worker module it was started for (reader-thread.ts).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
