// Which projects and documents a principal may reach: staff reach every project of their
// organisation, a client (entity) user only its own client's. Anything out of reach answers 404, as if
// it did not exist.
import type { Principal } from '../auth/access-tokens.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { notFound } from '../http/error-handler.ts';
import { clientScope } from './principal.ts';

export interface ProjectRef {
  id: string;
  name: string;
  entity_id: string;
  created_by: string | null;
}

/** The project if the principal may reach it; 404 otherwise (another organisation's, another client's, gone). */
export async function findReachableProject(trx: TenantTransaction, principal: Principal, projectId: string): Promise<ProjectRef> {
  const entityId = clientScope(principal);
  const project = await trx
    .selectFrom('projects')
    .select(['id', 'name', 'entity_id', 'created_by'])
    .where('tenant_id', '=', principal.tenantId)
    .where('id', '=', projectId)
    .$if(entityId !== null, (query) => query.where('entity_id', '=', entityId!))
    .executeTakeFirst();
  if (!project) throw notFound();
  return project;
}

export interface DocumentRef {
  id: string;
  project_id: string;
  project_name: string;
  entity_id: string;
  name: string;
  is_questionnaire: boolean;
  format: 'xlsx' | 'csv' | 'docx' | 'pdf' | null;
  state: string;
  sha256: string;
  mime_type: string;
  file_type: string;
  size: number;
}

/** A project document if the principal may reach its project; 404 otherwise. */
export async function findReachableDocument(trx: TenantTransaction, principal: Principal, documentId: string): Promise<DocumentRef> {
  const entityId = clientScope(principal);
  const document = await trx
    .selectFrom('project_documents as d')
    .innerJoin('projects as p', (join) => join.onRef('p.id', '=', 'd.project_id').onRef('p.tenant_id', '=', 'd.tenant_id'))
    .select([
      'd.id',
      'd.project_id',
      'p.name as project_name',
      'p.entity_id',
      'd.name',
      'd.is_questionnaire',
      'd.format',
      'd.state',
      'd.sha256',
      'd.mime_type',
      'd.file_type',
      'd.size',
    ])
    .where('d.tenant_id', '=', principal.tenantId)
    .where('d.id', '=', documentId)
    .$if(entityId !== null, (query) => query.where('p.entity_id', '=', entityId!))
    .executeTakeFirst();
  if (!document) throw notFound();
  return document;
}
