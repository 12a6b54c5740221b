// The front ends: the host, the remotes it loads at run time, and their dev-server ports.
const HOST_DEV_PORT = 3000;
const REMOTE_DEV_PORTS = { projects: 3001, repository: 3002, admin: 3003, billing: 3004 };
/** The API a dev server proxies `/api` to. */
const API_DEV_ORIGIN = 'http://localhost:8080';

/**
 * The host's default remotes.json: every remote where the one-port server (api/) serves its build.
 * host/src/federation/remotes.ts falls back to the same paths when the file cannot be read.
 */
function defaultRemotes() {
  return Object.fromEntries(Object.keys(REMOTE_DEV_PORTS).map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
}

function devPort(name) {
  const port = name === 'host' ? HOST_DEV_PORT : REMOTE_DEV_PORTS[name];
  if (!port) throw new Error(`No dev-server port for front end "${name}"`);
  return port;
}

module.exports = { API_DEV_ORIGIN, REMOTE_DEV_PORTS, defaultRemotes, devPort };
