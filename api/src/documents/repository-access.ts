// Who may use the repository: staff with view_repository read it, staff with manage_repository change
// it. Client (entity) users never reach it, whatever their role group holds.
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ApiError } from '../http/api-error.ts';

async function staffOnly(request: FastifyRequest): Promise<void> {
  if (request.principal.kind !== 'staff') {
    throw new ApiError(403, 'permission_denied', "The document repository is open to your organisation's staff only.");
  }
}

export interface RepositoryGuards {
  read: onRequestAsyncHookHandler[];
  manage: onRequestAsyncHookHandler[];
}

export function repositoryGuards(app: FastifyInstance): RepositoryGuards {
  return {
    read: [app.requirePermission('view_repository'), staffOnly],
    manage: [app.requirePermission('manage_repository'), staffOnly],
  };
}
