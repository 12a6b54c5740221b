// The worker's entry when the API runs from its TypeScript sources (development, tests): a worker
// thread does not inherit the `--import tsx` hooks of the main thread, so it registers them itself.
import { register } from 'tsx/esm/api';

register();
await import('./extract-passages-worker.ts');
