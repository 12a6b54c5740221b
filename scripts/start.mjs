// `npm start`: install, build what changed (the compiled API and the front ends), then serve the API
// and every front end on one port. Migrations and the first-run seed happen inside the server as it starts.
import { buildApi, buildFrontends, installDependencies, root, run } from './workspace.mjs';

await installDependencies();
await buildApi();
await buildFrontends();
await run(process.execPath, ['--enable-source-maps', 'api/dist/server.js'], { cwd: root });
