// `npm start`: install, build what changed, then serve the API and every front end on one port.
// Migrations and the first-run seed happen inside the server as it starts.
import { buildFrontends, installDependencies, root, run } from './workspace.mjs';

await installDependencies();
await buildFrontends();
await run(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], { cwd: root });
