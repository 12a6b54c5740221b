// Serves the built front ends on the API's port: the host at / and each remote at /remotes/<name>/.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BASE_PATHS, SESSION_COOKIES, type ConfigurationItem } from '@app/shared/contract';
import { findSignInFonts, renderSignInPage } from './sign-in-page.ts';

const REMOTES = ['projects', 'repository', 'admin', 'billing'] as const;

// A content hash in the file name (main.3f9a8b7c.js, 1a2b3c4d5e6f7a8b.woff2): the file never changes.
const HASHED_NAME = /(^|[.-])[0-9a-f]{8,}\./i;

/** Hashed files are cached for good; everything else (index.html, remotes.json, mf-manifest.json,
 * remoteEntry.js) is revalidated on every use so that a new deployment is picked up at once. */
function setCacheHeaders(reply: FastifyReply, path: string): void {
  reply.header('cache-control', HASHED_NAME.test(basename(path)) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

export interface Frontends {
  /** Answers a deep link into the single-page app with its index.html; false when it is not one. */
  serveAppShell(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/** The public configuration items of the request's organisation; undefined when its host names none. */
export type PublicConfigurationReader = (request: FastifyRequest) => Promise<ConfigurationItem[] | undefined>;

/** A GET for a page of the app: not the API, not a remote, no file extension. */
function isAppRoute(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0]!;
  return (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|remotes)(\/|$)/.test(path) && extname(path) === '';
}

/**
 * The organisation's branding fills the sign-in and splash pages (their largest text): the browser
 * fetches it beside the page's scripts instead of once they have run, and the app's request takes
 * the preloaded answer. Not on reset-password pages, where the app loads no configuration (spec).
 */
const CONFIGURATION_PRELOAD = `<${BASE_PATHS.configuration}>; rel=preload; as=fetch; crossorigin`;
const loadsConfiguration = (request: FastifyRequest) => !request.url.includes('reset-password');

/**
 * The sign-in page, which paints from its HTML (sign-in-page.ts); not for a browser with a session,
 * which the app takes on from the sign-in page at once (a card shown to it would only flash).
 */
const SESSION_COOKIE = new RegExp(`(^|;\\s*)${SESSION_COOKIES.refreshToken}=`);
const isSignInPage = (request: FastifyRequest) =>
  /^\/accounts\/login\/?$/.test(request.url.split('?', 1)[0]!) && !SESSION_COOKIE.test(request.headers.cookie ?? '');

/**
 * `rootDir` holds host/dist and remote-<name>/dist; a missing build is skipped with a warning. With
 * `readConfiguration`, the sign-in page's HTML carries the organisation's configuration.
 */
export async function registerFrontends(app: FastifyInstance, rootDir: string, readConfiguration?: PublicConfigurationReader): Promise<Frontends> {
  // The build writes `.br` and `.gz` beside each text asset: they are sent as they are (with
  // Content-Encoding and Vary), so no request pays for compressing a bundle.
  const common = { cacheControl: false, setHeaders: setCacheHeaders, preCompressed: true } as const;
  const hostDir = join(rootDir, 'host', 'dist');
  const hasHost = existsSync(join(hostDir, 'index.html'));
  if (hasHost) await app.register(fastifyStatic, { ...common, root: hostDir, prefix: '/' });
  else app.log.warn(`No host build at ${hostDir}: the app shell is not served (build the front ends first).`);

  for (const name of REMOTES) {
    const dir = join(rootDir, `remote-${name}`, 'dist');
    if (existsSync(dir)) {
      await app.register(fastifyStatic, { ...common, root: dir, prefix: `/remotes/${name}/`, decorateReply: false });
    } else {
      app.log.warn(`No build of remote "${name}" at ${dir}: it is not served.`);
    }
  }

  /** index.html with the organisation's sign-in card; undefined: serve the file as it is. */
  const signInPage = async (request: FastifyRequest): Promise<string | undefined> => {
    if (!readConfiguration || !isSignInPage(request)) return undefined;
    const items = await readConfiguration(request);
    if (!items) return undefined; // no organisation here: the app says so as it always has
    // Read on each visit, as the file is served: a new build is picked up at once.
    return renderSignInPage(await readFile(join(hostDir, 'index.html'), 'utf8'), items, findSignInFonts(hostDir));
  };

  return {
    async serveAppShell(request, reply) {
      if (!hasHost || !isAppRoute(request)) return false;
      const html = await signInPage(request);
      if (html !== undefined) {
        void reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
        return true;
      }
      if (loadsConfiguration(request)) reply.header('link', CONFIGURATION_PRELOAD);
      void reply.sendFile('index.html', hostDir);
      return true;
    },
  };
}
