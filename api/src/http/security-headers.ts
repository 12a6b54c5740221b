// Security headers on every response (helmet's: nosniff, Referrer-Policy, framing by the product's
// own pages only; worked out once, set by one hook), HSTS when the request came over https, and on the app's pages a
// Content-Security-Policy that allows scripts only from the product's origin and the remotes that
// remotes.json names. The session lives in cookies the front end reads (spec), so this policy is the
// wall between an injected script and a stolen session.
//
// Framing is 'self', not 'none': the product frames its own PDF previews.
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { productHostname } from '../tenancy/tenant-from-host.ts';

/** reCAPTCHA v3 loads its script and frame from Google when it is on. */
const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com'];
const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityHeaderOptions {
  /** The workspace root holding host/dist/remotes.json; unset: no front ends are served. */
  frontendDir?: string;
  recaptcha: boolean;
}

/** The origins of the remotes that remotes.json points at elsewhere; re-read when the file changes. */
export function remoteOriginsReader(remotesJsonPath: string): () => string[] {
  let cached: { modified: number; origins: string[] } | undefined;
  return () => {
    let modified: number;
    try {
      modified = statSync(remotesJsonPath).mtimeMs;
    } catch {
      return [];
    }
    if (cached?.modified !== modified) {
      const remotes = JSON.parse(readFileSync(remotesJsonPath, 'utf8')) as Record<string, string>;
      const origins = Object.values(remotes).flatMap((address) => (/^https?:\/\//.test(address) ? [new URL(address).origin] : []));
      cached = { modified, origins: [...new Set(origins)] };
    }
    return cached.origins;
  };
}

/** The app's own sub-domains (sign-in on another organisation's host is sent on to one). */
function siblingOrigins(request: FastifyRequest): string[] {
  if (isIP(request.hostname.replace(/^\[|\]$/g, ''))) return [];
  const port = request.port && ![80, 443].includes(request.port) ? `:${request.port}` : '';
  return [`${request.protocol}://*.${productHostname(request.hostname)}${port}`];
}

export function contentSecurityPolicy(request: FastifyRequest, remoteOrigins: readonly string[], recaptcha: boolean): string {
  const google = recaptcha ? RECAPTCHA_ORIGINS : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins, ...google],
    // MUI's styles are injected at run time (emotion).
    'style-src': ["'self'", "'unsafe-inline'"],
    // Organisation logos may live anywhere on https.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...remoteOrigins, ...siblingOrigins(request), ...google],
    'frame-src': ["'self'", 'blob:', ...google],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

const HELMET_OPTIONS: HelmetOptions = {
  // Set below, on pages only: a policy on a PDF would stop the browser's own viewer.
  contentSecurityPolicy: false,
  // HSTS only over https (below); remotes may be loaded by a host on another origin.
  strictTransportSecurity: false,
  crossOriginResourcePolicy: false,
  crossOriginEmbedderPolicy: false,
  xFrameOptions: { action: 'sameorigin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The headers helmet sets with these options. They are the same for every response, so they are
 * worked out once: @fastify/helmet built helmet's middleware anew for each request (two hooks and
 * about 1 % of a signed-in list's CPU under load).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance, { frontendDir, recaptcha }: SecurityHeaderOptions): Promise<void> {
  const headers = helmetHeaders(HELMET_OPTIONS);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  const remoteOrigins = frontendDir ? remoteOriginsReader(join(frontendDir, 'host', 'dist', 'remotes.json')) : () => [];
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', contentSecurityPolicy(request, remoteOrigins(), recaptcha));
    }
    return payload;
  });
}
