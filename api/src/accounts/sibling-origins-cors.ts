// Signing in on another organisation's host is redirected to the user's own sub-domain (login.ts);
// the browser follows with the call's body and, now cross-origin, asks that origin for CORS. Only
// the login route's scope has the CORS hook: every other request skips it (it ran for each request,
// about 1 % of a signed-in list's CPU under load, and marked every answer `Vary: Origin`).
import cors from '@fastify/cors';
import { DEVICE_HEADERS, REFRESH_HEADER } from '@app/shared/contract';
import type { FastifyInstance } from 'fastify';
import { productHostname } from '../tenancy/tenant-from-host.ts';

const CLIENT_HEADERS = ['content-type', 'authorization', REFRESH_HEADER, ...Object.values(DEVICE_HEADERS)];

function hostnameOf(origin: string): string | undefined {
  try {
    return new URL(origin).hostname;
  } catch {
    return undefined;
  }
}

/** An origin on the product's domain (the request's, or PUBLIC_URL's): one of its organisations. */
function isSiblingOrigin(origin: string | undefined, requestHostname: string, publicUrl: string | undefined): boolean {
  const hostname = origin && hostnameOf(origin);
  if (!hostname) return false;
  const products = [productHostname(requestHostname), ...(publicUrl ? [new URL(publicUrl).hostname] : [])];
  return products.includes(productHostname(hostname));
}

/**
 * CORS for `path` from the product's own sub-domains only, in the scope of `app` (its routes, and
 * the preflight of every path under its prefix); every other path and origin gets none.
 */
export async function registerSiblingOriginsCors(app: FastifyInstance, { path, publicUrl }: { path: string; publicUrl?: string }): Promise<void> {
  await app.register(cors, {
    delegator: (request, callback) => {
      const allowed = request.url.split('?')[0] === path && isSiblingOrigin(request.headers.origin, request.hostname, publicUrl);
      callback(null, { origin: allowed, methods: ['POST'], allowedHeaders: CLIENT_HEADERS, maxAge: 600 });
    },
  });
}
