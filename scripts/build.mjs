// `npm run build`: compile the API and build every front end (only what changed; `--force`: all).
import { buildApi, buildFrontends, installDependencies } from './workspace.mjs';

const force = process.argv.includes('--force');
await installDependencies();
await buildApi({ force });
await buildFrontends({ force });
