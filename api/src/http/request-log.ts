// Request logging without a cost on every request: Fastify's own logs two lines per request at
// `info`, written synchronously to stdout (in a profile under load, pino and those writes were among
// the largest shares of a cheap authenticated request). Here a request is logged only when it is worth reading: a server
// error, or slower than SLOW_REQUEST_MS. At `debug` every request is logged as before.
import type { FastifyInstance } from 'fastify';

const SLOW_REQUEST_MS = 1000;

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    if (reply.statusCode >= 500) request.log.error({ method: request.method, url: request.url, status: reply.statusCode, ms }, 'request failed');
    else if (ms > SLOW_REQUEST_MS) request.log.warn({ method: request.method, url: request.url, status: reply.statusCode, ms }, 'slow request');
    else request.log.debug({ method: request.method, url: request.url, status: reply.statusCode, ms }, 'request completed');
  });
}
