// The changes of one library entry: an edit (saving is approving it again), approving it again as it
// is, retiring and restoring it. Each runs on the entry locked for the change and is audited (category
// "answer_library") with the entry before and after; each answers the entry after.
import { sql } from 'kysely';
import type { AnswerLibraryEntryDetail, UpdateAnswerLibraryEntryRequest } from '@app/shared/contract';
import type { ChangeActor } from '../access/principal.ts';
import { writeAudit } from '../auditlog/write-audit.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { questionKey } from '../questionnaires/suggestions/answer-library.ts';
import { entryForUpdate } from './library-access.ts';
import { reapproveEntries } from './library-sources.ts';
import { loadEntryDetail } from './library-views.ts';

type Entry = Awaited<ReturnType<typeof entryForUpdate>>;

/** The entry's state before or after a change, as the audit log keeps it. */
const audited = ({ question, answer, verdict, topic, status, sources }: AnswerLibraryEntryDetail) => ({
  question,
  answer,
  verdict,
  topic,
  status,
  sources: sources.map(({ document_name, version }) => ({ document_name, version })),
});

/** Runs a change of one entry, audits it with the entry before and after, answers the entry after. */
async function changeEntry(
  trx: TenantTransaction,
  { principal, origin }: ChangeActor,
  entryId: string,
  action: string,
  change: (entry: Entry) => Promise<void>,
): Promise<AnswerLibraryEntryDetail> {
  const tenantId = principal.tenantId;
  const entry = await entryForUpdate(trx, tenantId, entryId);
  const before = await loadEntryDetail(trx, tenantId, entry.id);
  await change(entry);
  const after = await loadEntryDetail(trx, tenantId, entry.id);
  await writeAudit(trx, {
    tenantId,
    actorUserId: principal.userId,
    category: 'answer_library',
    action,
    targetType: 'answer_library_entry',
    targetId: entry.id,
    before: audited(before),
    after: audited(after),
    ...origin,
  });
  return after;
}

/** Refuses a question the library already answers in another entry (one entry per question). */
async function refuseTakenQuestion(trx: TenantTransaction, tenantId: string, entryId: string, key: string): Promise<void> {
  const other = await trx
    .selectFrom('answer_library')
    .select('retired_at')
    .where('tenant_id', '=', tenantId)
    .where('question_key', '=', key)
    .where('id', '<>', entryId)
    .executeTakeFirst();
  if (!other) return;
  const message = other.retired_at
    ? 'A retired entry of the library already holds this question. Restore and edit that one, or word this question differently.'
    : 'Another entry of the library already answers this question. Edit that one, or retire it first.';
  throw new ApiError(409, 'duplicate_question', message, { question: [message] });
}

/** Saves the fields given (a null verdict or an empty topic clears it) and approves the entry again; 409 when another entry holds the question. */
export function editEntry(trx: TenantTransaction, actor: ChangeActor, entryId: string, body: UpdateAnswerLibraryEntryRequest) {
  const { tenantId, userId } = actor.principal;
  return changeEntry(trx, actor, entryId, 'update', async (entry) => {
    const key = body.question === undefined ? undefined : questionKey(body.question);
    if (key !== undefined) await refuseTakenQuestion(trx, tenantId, entry.id, key);
    await trx
      .updateTable('answer_library')
      .set({
        ...(body.question !== undefined && { question: body.question, question_key: key }),
        ...(body.answer !== undefined && { answer: body.answer }),
        ...(body.verdict !== undefined && { verdict: body.verdict }),
        ...(body.topic !== undefined && { topic: body.topic || null }),
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', entry.id)
      .execute();
    await reapproveEntries(trx, tenantId, [entry.id], userId);
  });
}

/** Approves the entry again as it is: its sources count at their current versions; 409 for a retired entry. */
export function reapproveEntry(trx: TenantTransaction, actor: ChangeActor, entryId: string) {
  const { tenantId, userId } = actor.principal;
  return changeEntry(trx, actor, entryId, 'reapprove', async (entry) => {
    if (entry.retired_at) throw new ApiError(409, 'retired', 'This entry is retired. Restore it before approving it again.');
    await reapproveEntries(trx, tenantId, [entry.id], userId);
  });
}

/** Retires the entry: it is never suggested again until restored; 409 when it is retired already. */
export function retireEntry(trx: TenantTransaction, actor: ChangeActor, entryId: string) {
  const { tenantId, userId } = actor.principal;
  return changeEntry(trx, actor, entryId, 'retire', async (entry) => {
    if (entry.retired_at) throw new ApiError(409, 'retired', 'This entry is retired already.');
    await trx
      .updateTable('answer_library')
      .set({ retired_at: sql<Date>`now()`, retired_by: userId })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', entry.id)
      .execute();
  });
}

/** Restores a retired entry as it was retired; 409 when it is not retired. */
export function restoreEntry(trx: TenantTransaction, actor: ChangeActor, entryId: string) {
  const { tenantId } = actor.principal;
  return changeEntry(trx, actor, entryId, 'restore', async (entry) => {
    if (!entry.retired_at) throw new ApiError(409, 'not_retired', 'This entry is not retired.');
    await trx.updateTable('answer_library').set({ retired_at: null, retired_by: null }).where('tenant_id', '=', tenantId).where('id', '=', entry.id).execute();
  });
}
