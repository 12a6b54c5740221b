// Who may curate the answer library: the organisation's staff holding manage_answer_library. Client
// users never reach it, whatever their role group holds.
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';

async function staffOnly(request: FastifyRequest): Promise<void> {
  if (request.principal.kind !== 'staff') {
    throw new ApiError(403, 'permission_denied', "The answer library is open to your organisation's staff only.");
  }
}

export const libraryGuards = (app: FastifyInstance): onRequestAsyncHookHandler[] => [app.requirePermission('manage_answer_library'), staffOnly];

export const entryParams = z.object({ id: z.string().uuid() });

export const entryNotFound = () => new ApiError(404, 'not_found', 'This library entry does not exist any more. Reload the list.');

/** The entry, locked for a change; a 404 for an id of another organisation or none. */
export async function entryForUpdate(trx: TenantTransaction, tenantId: string, id: string) {
  const entry = await trx
    .selectFrom('answer_library')
    .select(['id', 'question', 'answer', 'verdict', 'topic', 'approved_by', 'approved_at', 'retired_at'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!entry) throw entryNotFound();
  return entry;
}
