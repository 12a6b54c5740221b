// The document lookups: repository document types, and the project document types and categories
// that the projects domain uses. Every organisation starts with defaults (migration 0003).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENT_PATHS, lookupItemSchema, type LookupItem } from '@app/shared/contract';
import type { DocumentLookupsTable } from '../db/schema.ts';
import { withTenant, type TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import type { RepositoryGuards } from './repository-access.ts';

type LookupKind = DocumentLookupsTable['kind'];

export function loadLookup(trx: TenantTransaction, tenantId: string, kind: LookupKind): Promise<LookupItem[]> {
  return trx
    .selectFrom('document_lookups')
    .select(['id', 'name', 'code'])
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .orderBy('position')
    .orderBy('name')
    .execute();
}

/** A 400 on `document_type_id` unless it is one of the organisation's repository document types. */
export async function requireDocumentType(trx: TenantTransaction, tenantId: string, id: string): Promise<void> {
  const found = await trx
    .selectFrom('document_lookups')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', 'repository_document_type')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) {
    const message = 'Choose a document type from the list.';
    throw new ApiError(400, 'invalid', message, { document_type_id: [message] });
  }
}

const lookupRoutes: { path: string; kind: LookupKind; summary: string; message: string; staffOnly: boolean }[] = [
  {
    path: DOCUMENT_PATHS.repositoryDocumentTypes,
    kind: 'repository_document_type',
    summary: 'Document types of the repository',
    message: 'Document types loaded.',
    staffOnly: true,
  },
  // Client users upload questionnaires into their projects: they choose these too.
  {
    path: DOCUMENT_PATHS.projectDocumentTypes,
    kind: 'project_document_type',
    summary: 'Types of project documents (`code` questionnaire marks the ones questions are extracted from)',
    message: 'Project document types loaded.',
    staffOnly: false,
  },
  {
    path: DOCUMENT_PATHS.projectDocumentCategories,
    kind: 'project_document_category',
    summary: 'Categories of project documents',
    message: 'Project document categories loaded.',
    staffOnly: false,
  },
];

const DOCUMENTS_PREFIX = '/api/v1/documents';

export const documentLookupsRoute: FastifyPluginAsyncZod<{ guards: RepositoryGuards }> = async (app, { guards }) => {
  for (const lookup of lookupRoutes) {
    app.get(
      lookup.path.slice(DOCUMENTS_PREFIX.length),
      {
        onRequest: lookup.staffOnly ? guards.read : app.requireAuth,
        schema: {
          tags: ['documents'],
          summary: lookup.summary,
          description: '`data` is the list in display order; `code` is a stable machine name.',
          response: { 200: envelope(z.array(lookupItemSchema)), ...errorResponses(401, 403) },
        },
      },
      async (request) => ({
        message: lookup.message,
        data: await withTenant(app.db, request.tenant.id, (trx) => loadLookup(trx, request.tenant.id, lookup.kind)),
      }),
    );
  }
};
