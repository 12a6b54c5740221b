// What a library entry's answer relied on: the repository document versions its question cited when
// it was approved. A document with another current version since (a new upload, a restored version),
// or deleted, means the entry's source changed: it is then offered as `weak` until someone approves
// it again, which moves its sources to their current versions.
import { sql, type RawBuilder } from 'kysely';
import { citationSchema, type AnswerLibraryStatus } from '@app/shared/contract';
import type { TenantTransaction } from '../db/tenant-scope.ts';

/** True when a document the entry `alias` relied on is gone, deleted, or has another current version. */
export const sourceChanged = (alias: string): RawBuilder<boolean> => sql<boolean>`EXISTS (
  SELECT 1 FROM answer_library_sources s
  LEFT JOIN repository_items i ON i.tenant_id = s.tenant_id AND i.id = s.document_id
  WHERE s.tenant_id = ${sql.ref(`${alias}.tenant_id`)} AND s.entry_id = ${sql.ref(`${alias}.id`)}
    AND (i.id IS NULL OR i.deleted_at IS NOT NULL OR i.current_version_id IS DISTINCT FROM s.version_id))`;

export const entryStatus = (alias: string): RawBuilder<AnswerLibraryStatus> => sql<AnswerLibraryStatus>`CASE
  WHEN ${sql.ref(`${alias}.retired_at`)} IS NOT NULL THEN 'retired'
  WHEN ${sourceChanged(alias)} THEN 'source_changed'
  ELSE 'active' END`;

interface Source {
  document_id: string;
  version_id: string;
  document_name: string;
  version: number;
}

/** The repository versions a question's citations name (the latest cited of each document), and the library entry its answer came from. */
function citedSources(citations: unknown): { sources: Source[]; libraryAnswer: { entryId: string; answer: string } | null } {
  const parsed = citationSchema.array().safeParse(citations);
  if (!parsed.success) return { sources: [], libraryAnswer: null };
  const byDocument = new Map<string, Source>();
  for (const citation of parsed.data) {
    if (citation.source !== 'repository' || !citation.document_id || !citation.version_id || citation.version === null) continue;
    const known = byDocument.get(citation.document_id);
    if (known && known.version >= citation.version) continue;
    byDocument.set(citation.document_id, {
      document_id: citation.document_id,
      version_id: citation.version_id,
      document_name: citation.document_name,
      version: citation.version,
    });
  }
  // A library suggestion cites its entry first; one cited beside a repository answer comes later.
  const [first] = parsed.data;
  const libraryAnswer = first?.source === 'library' && first.library_entry_id ? { entryId: first.library_entry_id, answer: first.answer ?? '' } : null;
  return { sources: [...byDocument.values()], libraryAnswer };
}

/** The sources of these entries at their documents' current versions (deleted documents left out). */
async function currentSources(trx: TenantTransaction, tenantId: string, entryIds: readonly string[]): Promise<Map<string, Source[]>> {
  const rows =
    entryIds.length === 0
      ? []
      : await trx
          .selectFrom('answer_library_sources as s')
          .innerJoin('repository_items as i', (join) => join.onRef('i.tenant_id', '=', 's.tenant_id').onRef('i.id', '=', 's.document_id'))
          .innerJoin('document_versions as v', (join) => join.onRef('v.tenant_id', '=', 'i.tenant_id').onRef('v.id', '=', 'i.current_version_id'))
          .select(['s.entry_id', 's.document_id', 'v.id as version_id', 'i.name as document_name', 'v.version'])
          .where('s.tenant_id', '=', tenantId)
          .where('s.entry_id', 'in', entryIds)
          .where('i.deleted_at', 'is', null)
          .execute();
  const byEntry = new Map<string, Source[]>();
  for (const { entry_id: entryId, ...source } of rows) byEntry.set(entryId, [...(byEntry.get(entryId) ?? []), source]);
  return byEntry;
}

async function replaceSources(trx: TenantTransaction, tenantId: string, entries: ReadonlyMap<string, readonly Source[]>): Promise<void> {
  if (entries.size === 0) return;
  await trx
    .deleteFrom('answer_library_sources')
    .where('tenant_id', '=', tenantId)
    .where('entry_id', 'in', [...entries.keys()])
    .execute();
  const rows = [...entries].flatMap(([entryId, sources]) => sources.map((source) => ({ tenant_id: tenantId, entry_id: entryId, ...source })));
  if (rows.length > 0) await trx.insertInto('answer_library_sources').values(rows).execute();
}

/**
 * Approving again: the entries' sources move to their documents' current versions (a deleted document
 * is no longer relied on), which clears "source changed", and the approver and time are the new ones.
 */
export async function reapproveEntries(trx: TenantTransaction, tenantId: string, entryIds: readonly string[], approvedBy: string): Promise<void> {
  if (entryIds.length === 0) return;
  const current = await currentSources(trx, tenantId, entryIds);
  await replaceSources(trx, tenantId, new Map(entryIds.map((id) => [id, current.get(id) ?? []])));
  await trx
    .updateTable('answer_library')
    .set({ approved_by: approvedBy, approved_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', entryIds)
    .execute();
}

export interface FiledApproval {
  entryId: string;
  /** The approved answer text. */
  answer: string;
  /** The question's citations when it was approved. */
  citations: unknown;
}

/**
 * What approved answers relied on, kept on the entries they were filed in: the repository versions
 * their questions cited, and for an answer that came from another library entry, that entry's sources
 * (at their current versions: a person approved the answer against them). Approving such an answer
 * unchanged approves that entry again too.
 */
export async function recordApprovalSources(trx: TenantTransaction, tenantId: string, approvals: readonly FiledApproval[], approvedBy: string): Promise<void> {
  const cited = approvals.map((approval) => ({ ...approval, ...citedSources(approval.citations) }));
  const usedIds = [...new Set(cited.flatMap(({ libraryAnswer }) => (libraryAnswer ? [libraryAnswer.entryId] : [])))];
  const inherited = await currentSources(trx, tenantId, usedIds);
  const sources = new Map<string, Source[]>();
  for (const { entryId, sources: own, libraryAnswer } of cited) {
    const carried = libraryAnswer ? (inherited.get(libraryAnswer.entryId) ?? []) : [];
    const documents = new Set(own.map((source) => source.document_id));
    sources.set(entryId, [...own, ...carried.filter((source) => !documents.has(source.document_id))]);
  }
  await replaceSources(trx, tenantId, sources);

  const filed = new Set(approvals.map((approval) => approval.entryId));
  const confirmed = cited.flatMap(({ answer, libraryAnswer }) =>
    libraryAnswer && !filed.has(libraryAnswer.entryId) && libraryAnswer.answer.trim() === answer.trim() ? [libraryAnswer.entryId] : [],
  );
  if (confirmed.length === 0) return;
  const live = await trx
    .selectFrom('answer_library')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...new Set(confirmed)])
    .where('retired_at', 'is', null)
    .execute();
  await reapproveEntries(
    trx,
    tenantId,
    live.map((row) => row.id),
    approvedBy,
  );
}
