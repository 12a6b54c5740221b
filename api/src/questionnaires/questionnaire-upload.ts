// Recording an upload into a project: a questionnaire (the way into the questionnaire feature) or a
// supporting file. Who may send what is checked before the file is read and again when it is
// recorded; a questionnaire is read before it is accepted, so a damaged, protected or question-less
// file is refused at once with the reason.
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ProjectDocument } from '@app/shared/contract';
import { findReachableProject, type ProjectRef } from '../access/project-access.ts';
import { isClientUser, requirePermissionOf } from '../access/principal.ts';
import type { Principal } from '../auth/access-tokens.ts';
import { writeAudit } from '../auditlog/write-audit.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import type { StagedFile } from '../files/file-storage.ts';
import { detectFileType, UnsupportedFileTypeError, type DetectedFileType } from '../files/file-types.ts';
import { recordStagedFile } from '../files/receive-upload.ts';
import { ApiError } from '../http/api-error.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { loadProjectDocument } from '../projects/project-document-views.ts';
import { PROJECT_DOCUMENTS_HOLDER } from '../projects/project-file-holds.ts';
import { lockProject, refreshProjectStatus } from '../projects/project-status.ts';
import { detectQuestionnaireFormat, QUESTIONNAIRE_MIME_TYPES, QuestionnaireFileError, type QuestionnaireFormat } from './formats/index.ts';
import { EXTRACT_QUESTIONS, PIPELINE_ATTEMPTS } from './pipeline/extraction-job.ts';
import type { QuestionnaireReader } from './reading/questionnaire-reader.ts';

export const projectFileFieldsSchema = z.object({
  project_id: z.string({ error: 'Choose the project to upload to.' }).uuid('Choose the project to upload to.'),
  document_type_id: z.string().uuid().optional(),
  category_id: z.string().uuid().optional(),
});
export type ProjectFileFields = z.infer<typeof projectFileFieldsSchema>;

/** HTTP statuses of the questionnaire library's refusals. */
const QUESTIONNAIRE_ERROR_STATUS: Record<QuestionnaireFileError['code'], number> = {
  unsupported: 415,
  too_large: 413,
  password_protected: 422,
  unreadable: 422,
  no_questions: 422,
  location_not_found: 422,
};

const CLIENTS_UPLOAD_QUESTIONNAIRES = 'Client users can upload questionnaires only.';

export interface UploadTarget {
  project: ProjectRef;
  /** The chosen type's code (`questionnaire`, `supporting_document`), or null when none was chosen. */
  typeCode: string | null;
  typeId: string | null;
  categoryId: string | null;
}

async function lookupId(trx: TenantTransaction, tenantId: string, kind: 'project_document_type' | 'project_document_category', id: string, field: string) {
  const found = await trx
    .selectFrom('document_lookups')
    .select(['id', 'code'])
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) {
    const message = `Choose a ${kind === 'project_document_type' ? 'document type' : 'category'} from the list.`;
    throw new ApiError(400, 'invalid', message, { [field]: [message] });
  }
  return found;
}

/**
 * Checks where the file goes and who sends it: staff who manage projects, or a user of the project's
 * client (questionnaires only). Run before the file is read, and again when it is recorded.
 */
export async function resolveProjectUploadTarget(trx: TenantTransaction, principal: Principal, fields: ProjectFileFields): Promise<UploadTarget> {
  const project = await findReachableProject(trx, principal, fields.project_id);
  if (!isClientUser(principal)) requirePermissionOf(principal, 'manage_projects');
  const type = fields.document_type_id ? await lookupId(trx, principal.tenantId, 'project_document_type', fields.document_type_id, 'document_type_id') : null;
  if (type && type.code !== 'questionnaire' && isClientUser(principal)) throw new ApiError(403, 'permission_denied', CLIENTS_UPLOAD_QUESTIONNAIRES);
  const category = fields.category_id ? await lookupId(trx, principal.tenantId, 'project_document_category', fields.category_id, 'category_id') : null;
  return { project, typeCode: type?.code ?? null, typeId: type?.id ?? null, categoryId: category?.id ?? null };
}

export type ClassifiedFile = { questionnaire: true; format: QuestionnaireFormat; type: DetectedFileType } | { questionnaire: false; type: DetectedFileType };

export function refusal(error: unknown): unknown {
  if (error instanceof QuestionnaireFileError) return new ApiError(QUESTIONNAIRE_ERROR_STATUS[error.code], error.code, error.message);
  if (error instanceof UnsupportedFileTypeError) return new ApiError(415, 'unsupported_file_type', error.message);
  return error;
}

/**
 * A questionnaire (the type chosen, or no type and a questionnaire format) must yield questions; a
 * supporting file may be anything the repository accepts. Without a type, a file that is no
 * questionnaire format is a supporting file (staff only).
 */
export async function classify(
  staged: StagedFile,
  name: string,
  target: UploadTarget,
  principal: Principal,
  reading: { reader: QuestionnaireReader; maxQuestions: number },
): Promise<ClassifiedFile> {
  if (target.typeCode !== null && target.typeCode !== 'questionnaire') {
    return { questionnaire: false, type: await detectFileType(staged.path, name) };
  }
  const data = await readFile(staged.path);
  const mayBeSupporting = target.typeCode === null && !isClientUser(principal);
  const supporting = async (): Promise<ClassifiedFile> => ({ questionnaire: false, type: await detectFileType(staged.path, name) });
  let format: QuestionnaireFormat;
  try {
    format = await detectQuestionnaireFormat(data, name);
  } catch (error) {
    if (error instanceof QuestionnaireFileError && error.code === 'unsupported' && mayBeSupporting) return supporting();
    throw error;
  }
  try {
    await reading.reader.extractQuestions(format, data, { limits: { maxQuestions: reading.maxQuestions } });
  } catch (error) {
    // Any text reads as csv, so an untyped text file without questions (notes.txt) travels with the project
    // as a supporting file; a .csv, an office file or a pdf without questions is a questionnaire gone wrong.
    const textNotCsv = format === 'csv' && !/\.(csv|tsv)$/i.test(name);
    if (error instanceof QuestionnaireFileError && error.code === 'no_questions' && textNotCsv && mayBeSupporting) return supporting();
    throw error;
  }
  return { questionnaire: true, format, type: { fileType: format, mimeType: QUESTIONNAIRE_MIME_TYPES[format] } };
}

/** Records a staged file in its project (a questionnaire queued for extraction), audited, and refreshes the project's status. */
export async function recordProjectUpload(
  app: FastifyInstance,
  staged: StagedFile,
  upload: { fields: ProjectFileFields; name: string; classified: ClassifiedFile; request: FastifyRequest },
): Promise<ProjectDocument> {
  const { fields, name, classified, request } = upload;
  const { principal } = request;
  const tenantId = principal.tenantId;
  return recordStagedFile(app, tenantId, staged, PROJECT_DOCUMENTS_HOLDER, async (trx, keepFile) => {
    const target = await resolveProjectUploadTarget(trx, principal, fields);
    await lockProject(trx, tenantId, target.project.id);
    const typeId = target.typeId ?? (await defaultTypeId(trx, tenantId, classified.questionnaire));
    await keepFile();
    const { id } = await trx
      .insertInto('project_documents')
      .values({
        tenant_id: tenantId,
        project_id: target.project.id,
        name,
        sha256: staged.sha256,
        size: staged.size,
        mime_type: classified.type.mimeType,
        file_type: classified.type.fileType,
        is_questionnaire: classified.questionnaire,
        format: classified.questionnaire ? classified.format : null,
        document_type_id: typeId,
        category_id: target.categoryId,
        // A supporting file has nothing to go through: it is complete as it arrives.
        state: classified.questionnaire ? 'queued' : 'completed',
        uploaded_by: principal.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (classified.questionnaire) {
      await enqueueJob(trx, { tenantId, kind: EXTRACT_QUESTIONS, payload: { documentId: id }, maxAttempts: PIPELINE_ATTEMPTS });
    }
    await writeAudit(trx, {
      tenantId,
      actorUserId: principal.userId,
      entityId: target.project.entity_id,
      category: 'projects',
      action: 'upload_document',
      targetType: 'project_document',
      targetId: id,
      after: {
        project_id: target.project.id,
        name,
        size: staged.size,
        file_type: classified.type.fileType,
        questionnaire: classified.questionnaire,
        sha256: staged.sha256,
      },
      ...requestOrigin(request),
    });
    await refreshProjectStatus(trx, target.project.id, { tenantId, actorUserId: principal.userId });
    return loadProjectDocument(trx, tenantId, id);
  });
}

/** Uploads without a chosen type get the type they turned out to be. */
async function defaultTypeId(trx: TenantTransaction, tenantId: string, questionnaire: boolean): Promise<string | null> {
  const row = await trx
    .selectFrom('document_lookups')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', 'project_document_type')
    .where('code', '=', questionnaire ? 'questionnaire' : 'supporting_document')
    .executeTakeFirst();
  return row?.id ?? null;
}
