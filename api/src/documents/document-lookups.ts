// The document lookups' routes: repository document types (staff), and the project document types and
// categories (anyone signed in); the lists are document-lookup-lists.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENT_PATHS, lookupItemSchema } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { loadLookup, type LookupKind } from './document-lookup-lists.ts';
import type { RepositoryGuards } from './repository-access.ts';

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
