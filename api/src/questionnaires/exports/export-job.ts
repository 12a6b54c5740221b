// Builds an export in the background: one document → that file with its answers written back; several
// → a zip streamed into the storage one document at a time (memory stays flat however large the
// project), with `done` counting the documents finished so the page can show progress.
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { writeAudit } from '../../auditlog/write-audit.ts';
import type { Database } from '../../db/schema.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import { holdFileBlob, lockFileBlob } from '../../files/file-blobs.ts';
import type { FileStorage, StagedFile } from '../../files/file-storage.ts';
import type { JobHandler } from '../../jobs/job-registry.ts';
import { PROJECT_EXPORTS_HOLDER } from '../../projects/project-file-holds.ts';
import { QuestionnaireFileError } from '../formats/index.ts';
import { answeredContent, contentStream, finalAnswers, safeFileName, type AnsweredContent, type ExportedDocument } from './answered-files.ts';

export const EXPORT_DOCUMENTS = 'questionnaire.export';
export const EXPORT_ATTEMPTS = 3;
export const exportPayload = z.object({ exportId: z.string().uuid() });

const ZIP_MIME_TYPE = 'application/zip';
const FAILED_ON_OUR_SIDE = 'The export could not be built because of a problem on our side. Please start it again.';

interface ExportDeps {
  db: Kysely<Database>;
  storage: FileStorage;
}

/** Names inside a zip are unique: a second "answers.xlsx" becomes "answers (2).xlsx". */
function uniqueNamer(): (name: string) => string {
  const taken = new Set<string>();
  return (name) => {
    let candidate = name;
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1) candidate = name.replace(/(\.[^.]+)?$/, ` (${copy})$1`);
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}

export function exportJob(deps: ExportDeps): JobHandler {
  const { db, storage } = deps;

  const setProgress = (tenantId: string, exportId: string, done: number) =>
    withTenant(db, tenantId, (trx) => trx.updateTable('project_exports').set({ done }).where('tenant_id', '=', tenantId).where('id', '=', exportId).execute());

  async function contentOf(tenantId: string, document: ExportedDocument, includeSources: boolean): Promise<AnsweredContent> {
    const answers = document.format ? await withTenant(db, tenantId, (trx) => finalAnswers(trx, tenantId, document.id, { includeSources })) : [];
    return answeredContent(storage, document, answers);
  }

  /** Streams every document into a zip in the storage's staging area. */
  async function stageZip(tenantId: string, exportId: string, documents: readonly ExportedDocument[], includeSources: boolean): Promise<StagedFile> {
    const archive = new ZipArchive({ zlib: { level: 6 } });
    const staging = storage.stage(archive);
    const uniqueName = uniqueNamer();
    try {
      for (const [index, document] of documents.entries()) {
        const content = await contentOf(tenantId, document, includeSources);
        const added = once(archive, 'entry');
        archive.append(await contentStream(storage, content), { name: uniqueName(content.name) });
        await added;
        await setProgress(tenantId, exportId, index + 1);
      }
      await archive.finalize();
    } catch (error) {
      archive.destroy(error as Error);
      await staging.catch(() => undefined); // the staging file is removed on the error
      throw error;
    }
    return staging;
  }

  return async (job, { log }) => {
    const tenantId = job.tenantId!;
    const { exportId } = exportPayload.parse(job.payload);
    const started = await withTenant(db, tenantId, async (trx) => {
      const row = await trx
        .updateTable('project_exports')
        .set({ state: 'running', done: 0 })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', exportId)
        .where('state', 'in', ['queued', 'running'])
        .returning(['id', 'project_id', 'document_ids', 'file_name', 'include_sources'])
        .executeTakeFirst();
      if (!row) return null;
      const documents = await trx
        .selectFrom('project_documents')
        .select(['id', 'name', 'sha256', 'size', 'mime_type', 'format'])
        .where('tenant_id', '=', tenantId)
        .where('project_id', '=', row.project_id)
        .where('id', 'in', row.document_ids)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return { ...row, documents };
    });
    if (!started) return; // gone, or finished by an earlier run

    const fail = (error: string) =>
      withTenant(db, tenantId, async (trx) => {
        await trx.updateTable('project_exports').set({ state: 'failed', error }).where('tenant_id', '=', tenantId).where('id', '=', exportId).execute();
        await writeAudit(trx, { tenantId, category: 'projects', action: 'export_failed', targetType: 'project_export', targetId: exportId, after: { error } });
      });
    if (started.documents.length === 0) return fail('The documents of this export were deleted before it was built.');

    let staged: StagedFile | undefined;
    try {
      const single = started.documents.length === 1 ? await contentOf(tenantId, started.documents[0]!, started.include_sources) : null;
      if (single?.kind === 'stored') {
        await record(tenantId, exportId, { sha256: single.sha256, size: single.size, mimeType: single.mimeType });
        return;
      }
      staged = single
        ? await storage.stage(Readable.from(Buffer.from(single.data)))
        : await stageZip(tenantId, exportId, started.documents, started.include_sources);
      // A pdf's answered format is known for sure once written (a form, or an answer sheet).
      const fileName = single ? safeFileName(single.name) : undefined;
      await record(tenantId, exportId, { sha256: staged.sha256, size: staged.size, mimeType: single?.mimeType ?? ZIP_MIME_TYPE, fileName }, staged);
    } catch (error) {
      const ours = !(error instanceof QuestionnaireFileError);
      if (ours && job.attempt < EXPORT_ATTEMPTS) throw error; // retried by the worker
      if (ours) log.error({ err: error }, 'An export failed for good');
      await fail(ours ? FAILED_ON_OUR_SIDE : `The answers could not be written back: ${(error as Error).message}`);
    } finally {
      await staged?.discard();
    }
  };

  /** Holds the file for the export (committing it when staged) and marks the export ready. */
  async function record(
    tenantId: string,
    exportId: string,
    file: { sha256: string; size: number; mimeType: string; fileName?: string | undefined },
    staged?: StagedFile,
  ) {
    await withTenant(db, tenantId, async (trx) => {
      await lockFileBlob(trx, file.sha256);
      if (staged) await staged.commit();
      await holdFileBlob(trx, tenantId, PROJECT_EXPORTS_HOLDER, file);
      await trx
        .updateTable('project_exports')
        .set((eb) => ({
          state: 'ready',
          done: eb.ref('total'),
          sha256: file.sha256,
          size: file.size,
          mime_type: file.mimeType,
          error: null,
          ...(file.fileName ? { file_name: file.fileName } : {}),
        }))
        .where('tenant_id', '=', tenantId)
        .where('id', '=', exportId)
        .execute();
    });
  }
}
