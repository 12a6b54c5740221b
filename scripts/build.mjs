// `npm run build`: rebuild every front end (the API runs from source through tsx).
import { buildFrontends, installDependencies } from './workspace.mjs';

await installDependencies();
await buildFrontends({ force: process.argv.includes('--force') });
