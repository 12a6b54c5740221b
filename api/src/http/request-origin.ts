import type { FastifyRequest } from 'fastify';

/** Where a request came from, as the audit log and sign-in sessions record it. */
export interface RequestOrigin {
  ip: string;
  userAgent: string | null;
}

export function requestOrigin(request: FastifyRequest): RequestOrigin {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
