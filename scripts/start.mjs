// `npm start`: install, build what changed (the compiled API and the front ends), then serve the API
// and every front end on one port. Migrations and the first-run seed happen inside the server as it starts.
import { buildApi, buildFrontends, installDependencies, root, run } from './workspace.mjs';

console.log('Starting Questionnaire Workspace: checking dependencies and builds…');
await installDependencies();
await buildApi();
await buildFrontends();
console.log('Starting the server: database migrations, then the API and the front ends on one port…');
await run(process.execPath, ['--enable-source-maps', 'api/dist/server.js'], { cwd: root });
