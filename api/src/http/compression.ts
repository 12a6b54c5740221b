// Compresses what is compressible (JSON, HTML, JS, CSS, SVG) and worth it; never server-sent events.
// @fastify/compress's hook parses the content type and negotiates the encoding of every reply before
// it looks at the size, and most API answers are below its threshold: those leave the hook first.
import compress from '@fastify/compress';
import type { FastifyInstance, onSendHookHandler } from 'fastify';

/** Bodies smaller than this are sent as they are (@fastify/compress's own default). */
const THRESHOLD_BYTES = 1024;

const isSmall = (payload: unknown) => (typeof payload === 'string' || Buffer.isBuffer(payload)) && Buffer.byteLength(payload) < THRESHOLD_BYTES;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { threshold: THRESHOLD_BYTES });
  // Runs after the plugin's own onRoute hook, which has just appended its onSend to the route.
  app.addHook('onRoute', (route) => {
    const hooks = Array.isArray(route.onSend) ? route.onSend : [];
    const last = hooks.at(-1);
    if (!last || last.name !== 'onSend') return; // compression is off on this route
    const compressHook = last as unknown as (...args: Parameters<onSendHookHandler>) => void;
    hooks[hooks.length - 1] = function smallBodiesFirst(this: unknown, request, reply, payload, done) {
      if (isSmall(payload)) return done(null, payload);
      return compressHook.call(this as never, request, reply, payload, done);
    } as onSendHookHandler;
  });
}
