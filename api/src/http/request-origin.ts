import type { FastifyRequest } from 'fastify';

/** Where a request came from, as the audit log and sign-in sessions record it. */
export function requestOrigin(request: FastifyRequest): { ip: string; userAgent: string | null } {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
