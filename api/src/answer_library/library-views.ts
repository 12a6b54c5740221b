// How library entries are read: one row shape for the list and the detail, with where each entry came
// from (the live project, questionnaire and question while they exist, the stored names after) and
// how many questions used it; the detail adds what the answer relied on and where it was used.
import { sql } from 'kysely';
import { ANSWER_LIBRARY_USES_SHOWN, type AnswerLibraryEntry, type AnswerLibraryEntryDetail } from '@app/shared/contract';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { personRef } from '../http/people.ts';
import { entryNotFound } from './library-access.ts';
import { entryStatus } from './library-sources.ts';

/** Questions whose citations name the entry `id` (served by the citations index). */
const citesEntry = (citations: string, id: string | ReturnType<typeof sql.ref>) =>
  sql<boolean>`${sql.ref(citations)} @> jsonb_build_array(jsonb_build_object('library_entry_id', ${id}::text))`;

function selectEntries(trx: TenantTransaction, tenantId: string, ids: readonly string[]) {
  return trx
    .selectFrom('answer_library as l')
    .leftJoin('users as approver', (join) => join.onRef('approver.tenant_id', '=', 'l.tenant_id').onRef('approver.id', '=', 'l.approved_by'))
    .leftJoin('users as retirer', (join) => join.onRef('retirer.tenant_id', '=', 'l.tenant_id').onRef('retirer.id', '=', 'l.retired_by'))
    .leftJoin('project_documents as d', (join) => join.onRef('d.tenant_id', '=', 'l.tenant_id').onRef('d.id', '=', 'l.source_document_id'))
    .leftJoin('projects as p', (join) => join.onRef('p.tenant_id', '=', 'd.tenant_id').onRef('p.id', '=', 'd.project_id'))
    .leftJoin('questions as sq', (join) => join.onRef('sq.tenant_id', '=', 'l.tenant_id').onRef('sq.id', '=', 'l.source_question_id'))
    .select([
      'l.id',
      'l.question',
      'l.answer',
      'l.verdict',
      'l.topic',
      entryStatus('l').as('status'),
      'l.approved_by',
      'approver.first_name as approver_first_name',
      'approver.last_name as approver_last_name',
      'l.approved_at',
      'l.retired_by',
      'retirer.first_name as retirer_first_name',
      'retirer.last_name as retirer_last_name',
      'l.retired_at',
      'p.id as project_id',
      'p.name as project_name',
      'd.id as document_id',
      'l.source_document_name',
      'sq.id as question_id',
      'sq.reference as question_reference',
      sql<number>`(SELECT count(*) FROM questions uq WHERE uq.tenant_id = l.tenant_id AND ${citesEntry('uq.citations', sql.ref('l.id'))})`.as('uses'),
      'l.updated_at',
    ])
    .where('l.tenant_id', '=', tenantId)
    .where('l.id', 'in', ids);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

function entryView(row: EntryRow): AnswerLibraryEntry {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    verdict: row.verdict,
    topic: row.topic,
    status: row.status,
    approved_by: personRef(row.approved_by, row.approver_first_name, row.approver_last_name),
    approved_at: row.approved_at.toISOString(),
    retired_by: personRef(row.retired_by, row.retirer_first_name, row.retirer_last_name),
    retired_at: row.retired_at?.toISOString() ?? null,
    origin: {
      project: row.project_id && row.project_name ? { id: row.project_id, name: row.project_name } : null,
      document_id: row.document_id,
      document_name: row.source_document_name,
      question_id: row.question_id,
      question_reference: row.question_reference,
    },
    uses: Number(row.uses),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The entries of these ids, in that order. */
export async function loadEntries(trx: TenantTransaction, tenantId: string, ids: readonly string[]): Promise<AnswerLibraryEntry[]> {
  if (ids.length === 0) return [];
  const rows = new Map((await selectEntries(trx, tenantId, ids).execute()).map((row) => [row.id, entryView(row)]));
  return ids.flatMap((id) => rows.get(id) ?? []);
}

/** One entry with the document versions it relied on and the questions that used it; a 404 when there is none. */
export async function loadEntryDetail(trx: TenantTransaction, tenantId: string, id: string): Promise<AnswerLibraryEntryDetail> {
  const [entry] = await loadEntries(trx, tenantId, [id]);
  if (!entry) throw entryNotFound();
  const sources = await trx
    .selectFrom('answer_library_sources as s')
    .leftJoin('repository_items as i', (join) =>
      join.onRef('i.tenant_id', '=', 's.tenant_id').onRef('i.id', '=', 's.document_id').on('i.deleted_at', 'is', null),
    )
    .leftJoin('document_versions as v', (join) => join.onRef('v.tenant_id', '=', 'i.tenant_id').onRef('v.id', '=', 'i.current_version_id'))
    .select([
      's.document_id',
      's.document_name',
      'i.name as current_name',
      's.version_id',
      's.version',
      'v.id as current_version_id',
      'v.version as current_version',
    ])
    .where('s.tenant_id', '=', tenantId)
    .where('s.entry_id', '=', id)
    .orderBy('s.document_name')
    .execute();
  const uses = await trx
    .selectFrom('questions as q')
    .innerJoin('project_documents as d', (join) => join.onRef('d.tenant_id', '=', 'q.tenant_id').onRef('d.id', '=', 'q.document_id'))
    .innerJoin('projects as p', (join) => join.onRef('p.tenant_id', '=', 'd.tenant_id').onRef('p.id', '=', 'd.project_id'))
    .select([
      'q.id',
      'q.reference',
      'q.text',
      'q.status',
      'q.updated_at',
      // The first citation is the answer's own source; a library entry cited later is a related answer.
      sql<boolean>`q.citations->0->>'library_entry_id' = ${id}`.as('as_answer'),
      'd.id as document_id',
      'd.name as document_name',
      'p.id as project_id',
      'p.name as project_name',
    ])
    .where('q.tenant_id', '=', tenantId)
    .where(citesEntry('q.citations', id))
    .orderBy('q.updated_at', 'desc')
    .orderBy('q.id')
    .limit(ANSWER_LIBRARY_USES_SHOWN)
    .execute();
  return {
    ...entry,
    sources: sources.map((source) => ({
      document_id: source.document_id,
      document_name: source.current_name ?? source.document_name,
      version_id: source.version_id,
      version: source.version,
      current_version: source.current_version,
      changed: source.current_version_id !== source.version_id,
    })),
    used_in: uses.map((use) => ({
      question_id: use.id,
      question_reference: use.reference,
      question: use.text,
      status: use.status,
      used_as: use.as_answer ? 'answer' : 'related',
      document: { id: use.document_id, name: use.document_name },
      project: { id: use.project_id, name: use.project_name },
      updated_at: use.updated_at.toISOString(),
    })),
  };
}
