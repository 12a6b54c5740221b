// Project documents as the API answers them: the file's facts, its type and category, its workflow
// state and answer progress.
import type { ProjectDocument } from '@app/shared/contract';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { progressByDocument } from './answer-progress.ts';
import { personRef } from '../http/people.ts';

type Which = { projectId: string } | { documentIds: readonly string[] };

/** A project's documents (oldest first), or the documents with these ids. */
export async function loadProjectDocuments(trx: TenantTransaction, tenantId: string, which: Which): Promise<ProjectDocument[]> {
  if ('documentIds' in which && which.documentIds.length === 0) return [];
  const rows = await trx
    .selectFrom('project_documents as d')
    .leftJoin('users as reviewer', (join) => join.onRef('reviewer.id', '=', 'd.reviewer_id').onRef('reviewer.tenant_id', '=', 'd.tenant_id'))
    .leftJoin('users as uploader', (join) => join.onRef('uploader.id', '=', 'd.uploaded_by').onRef('uploader.tenant_id', '=', 'd.tenant_id'))
    .leftJoin('document_lookups as type', (join) => join.onRef('type.id', '=', 'd.document_type_id').onRef('type.tenant_id', '=', 'd.tenant_id'))
    .leftJoin('document_lookups as category', (join) => join.onRef('category.id', '=', 'd.category_id').onRef('category.tenant_id', '=', 'd.tenant_id'))
    .select([
      'd.id',
      'd.project_id',
      'd.name',
      'd.format',
      'd.size',
      'd.document_type_id',
      'type.name as document_type_name',
      'd.category_id',
      'category.name as category_name',
      'd.is_questionnaire',
      'd.state',
      'd.error',
      'd.warnings',
      'd.reviewer_id',
      'reviewer.first_name as reviewer_first_name',
      'reviewer.last_name as reviewer_last_name',
      'd.uploaded_by',
      'uploader.first_name as uploader_first_name',
      'uploader.last_name as uploader_last_name',
      'd.created_at',
      'd.updated_at',
    ])
    .where('d.tenant_id', '=', tenantId)
    .$if('projectId' in which, (query) => query.where('d.project_id', '=', (which as { projectId: string }).projectId))
    .$if('documentIds' in which, (query) => query.where('d.id', 'in', (which as { documentIds: readonly string[] }).documentIds))
    .orderBy('d.created_at')
    .orderBy('d.id')
    .execute();
  const progress = await progressByDocument(
    trx,
    tenantId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    project_id: row.project_id,
    name: row.name,
    format: row.format,
    size: Number(row.size),
    document_type: namedRef(row.document_type_id, row.document_type_name),
    category: namedRef(row.category_id, row.category_name),
    is_questionnaire: row.is_questionnaire,
    state: row.state,
    error: row.error,
    reading_notes: readingNotes(row.warnings),
    progress: progress.get(row.id)!,
    reviewer: personRef(row.reviewer_id, row.reviewer_first_name, row.reviewer_last_name),
    uploaded_by: personRef(row.uploaded_by, row.uploader_first_name, row.uploader_last_name),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}

/** The extraction's warnings as stored (a JSON array of texts). */
const readingNotes = (warnings: unknown): string[] => (Array.isArray(warnings) ? warnings.filter((note): note is string => typeof note === 'string') : []);

const namedRef = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

export async function loadProjectDocument(trx: TenantTransaction, tenantId: string, documentId: string): Promise<ProjectDocument> {
  const [document] = await loadProjectDocuments(trx, tenantId, { documentIds: [documentId] });
  if (!document) throw new Error(`Project document ${documentId} vanished inside its own transaction.`);
  return document;
}
