// /api/v1/projects/details/files/: upload a project's questionnaires and supporting files (one per
// request, streamed into the storage), list them, delete them. A questionnaire is read before it is
// accepted, so a damaged, protected or question-less file is refused at once with the reason; a
// refused or failed upload leaves no row and no file behind. Accepted questionnaires go through the
// pipeline (extraction, then suggestions).
import { readFile } from 'node:fs/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginationQuerySchema, PROJECT_FILE_FIELDS, projectDocumentSchema, type ProjectDocument } from '@app/shared/contract';
import type { Principal } from '../auth/access-tokens.ts';
import { writeAudit } from '../auditlog/write-audit.ts';
import { withTenant, type TenantTransaction } from '../db/tenant-scope.ts';
import { multipartError, tooLarge, uploadedFileName } from '../documents/file-upload.ts';
import { deleteFileIfUnheld, holdFileBlob, lockFileBlob } from '../files/file-blobs.ts';
import type { StagedFile } from '../files/file-storage.ts';
import { detectFileType, UnsupportedFileTypeError, type DetectedFileType } from '../files/file-types.ts';
import { ApiError } from '../http/api-error.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import {
  detectQuestionnaireFormat,
  extractQuestions,
  QUESTIONNAIRE_MIME_TYPES,
  QuestionnaireFileError,
  type QuestionnaireFormat,
} from '../questionnaires/formats/index.ts';
import { EXTRACT_QUESTIONS, PIPELINE_ATTEMPTS } from '../questionnaires/pipeline/extraction-job.ts';
import { pageLinks, pageOffset } from '../http/paging.ts';
import { clientScope, findReachableProject, isClientUser, requirePermissionOf, type ProjectRef } from '../access/project-access.ts';
import { loadProjectDocument, loadProjectDocuments } from './project-document-views.ts';
import { PROJECT_DOCUMENTS_HOLDER, releaseUnusedFiles, removeUnheldFiles } from './project-file-holds.ts';
import { lockProject, refreshProjectStatus } from './project-status.ts';

const fieldsSchema = z.object({
  project_id: z.string({ error: 'Choose the project to upload to.' }).uuid('Choose the project to upload to.'),
  document_type_id: z.string().uuid().optional(),
  category_id: z.string().uuid().optional(),
});
type ProjectFileFields = z.infer<typeof fieldsSchema>;

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

/** The text fields sent before the file; empty values count as absent. */
function projectFileFields(part: MultipartFile): ProjectFileFields {
  const values: Record<string, string> = {};
  for (const name of PROJECT_FILE_FIELDS) {
    const field = part.fields[name];
    const value = field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : '';
    if (value !== '') values[name] = value;
  }
  const parsed = fieldsSchema.safeParse(values);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  const fields = Object.keys(errors);
  throw new ApiError(400, 'invalid', fields.length === 1 ? errors[fields[0]!]![0]! : `Please check these fields: ${fields.join(', ')}.`, errors);
}

interface UploadTarget {
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
async function resolveTarget(trx: TenantTransaction, principal: Principal, fields: ProjectFileFields): Promise<UploadTarget> {
  const project = await findReachableProject(trx, principal, fields.project_id);
  if (!isClientUser(principal)) requirePermissionOf(principal, 'manage_projects');
  const type = fields.document_type_id ? await lookupId(trx, principal.tenantId, 'project_document_type', fields.document_type_id, 'document_type_id') : null;
  if (type && type.code !== 'questionnaire' && isClientUser(principal)) throw new ApiError(403, 'permission_denied', CLIENTS_UPLOAD_QUESTIONNAIRES);
  const category = fields.category_id ? await lookupId(trx, principal.tenantId, 'project_document_category', fields.category_id, 'category_id') : null;
  return { project, typeCode: type?.code ?? null, typeId: type?.id ?? null, categoryId: category?.id ?? null };
}

type ClassifiedFile = { questionnaire: true; format: QuestionnaireFormat; type: DetectedFileType } | { questionnaire: false; type: DetectedFileType };

function refusal(error: unknown): unknown {
  if (error instanceof QuestionnaireFileError) return new ApiError(QUESTIONNAIRE_ERROR_STATUS[error.code], error.code, error.message);
  if (error instanceof UnsupportedFileTypeError) return new ApiError(415, 'unsupported_file_type', error.message);
  return error;
}

/**
 * A questionnaire (the type chosen, or no type and a questionnaire format) must yield questions; a
 * supporting file may be anything the repository accepts. Without a type, a file that is no
 * questionnaire format is a supporting file (staff only).
 */
async function classify(staged: StagedFile, name: string, target: UploadTarget, principal: Principal, maxQuestions: number): Promise<ClassifiedFile> {
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
    await extractQuestions(format, data, { limits: { maxQuestions } });
  } catch (error) {
    // Any text reads as csv, so an untyped text file without questions (notes.txt) travels with the project
    // as a supporting file; a .csv, an office file or a pdf without questions is a questionnaire gone wrong.
    const textNotCsv = format === 'csv' && !/\.(csv|tsv)$/i.test(name);
    if (error instanceof QuestionnaireFileError && error.code === 'no_questions' && textNotCsv && mayBeSupporting) return supporting();
    throw error;
  }
  return { questionnaire: true, format, type: { fileType: format, mimeType: QUESTIONNAIRE_MIME_TYPES[format] } };
}

const listQuery = paginationQuerySchema.extend({ project_id: z.string().uuid() });
const pagedDocuments = z.object({
  count: z.number(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(projectDocumentSchema),
});

export const projectFilesRoute: FastifyPluginAsyncZod<{ maxUploadBytes: number; maxQuestions: number }> = async (app, { maxUploadBytes, maxQuestions }) => {
  app.post(
    '/details/files/',
    {
      onRequest: app.requirePermission('view_project'),
      schema: {
        tags: ['projects'],
        summary: 'Upload one file to a project: a questionnaire or a supporting file',
        description:
          'multipart/form-data; the text fields (`project_id`, `document_type_id`, `category_id`) come before the file. ' +
          'Questionnaires (xlsx, csv, docx, pdf) are read at once: a file that is damaged, password-protected or holds no ' +
          'question is refused with the reason. Staff need manage_projects; client users may upload questionnaires to ' +
          "their own client's projects.",
        consumes: ['multipart/form-data'],
        response: { 201: envelope(projectDocumentSchema), ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const part = await request
        .file({ limits: { fileSize: maxUploadBytes, files: 1, fields: PROJECT_FILE_FIELDS.length, fieldSize: 1024 } })
        .catch((error: unknown) => {
          throw multipartError(error, maxUploadBytes);
        });
      if (!part) throw new ApiError(400, 'invalid', 'Choose a file to upload.');

      let staged: StagedFile | undefined;
      try {
        const fields = projectFileFields(part);
        const name = uploadedFileName(part.filename);
        // Refuse before reading a byte of the file when the answer is known already.
        await withTenant(app.db, principal.tenantId, (trx) => resolveTarget(trx, principal, fields));
        staged = await app.fileStorage.stage(part.file).catch((error: unknown) => {
          throw multipartError(error, maxUploadBytes);
        });
        if (part.file.truncated) throw tooLarge(maxUploadBytes);
        if (staged.size === 0) throw new ApiError(400, 'empty_file', `"${name}" is empty.`);
        const target = await withTenant(app.db, principal.tenantId, (trx) => resolveTarget(trx, principal, fields));
        const classified = await classify(staged, name, target, principal, maxQuestions).catch((error: unknown) => {
          throw refusal(error);
        });
        const document = await recordUpload(staged, { fields, name, classified, request });
        return reply.status(201).send({
          message: document.is_questionnaire
            ? `"${document.name}" uploaded. Its questions are being extracted.`
            : `"${document.name}" uploaded.`,
          data: document,
        });
      } finally {
        // Stop reading a refused upload: its remaining bytes are discarded, not stored.
        if (!part.file.readableEnded) part.file.resume();
        await staged?.discard();
      }
    },
  );

  /** Commits the staged file and records it, under the file's lock; undoes the file if recording fails. */
  async function recordUpload(
    staged: StagedFile,
    upload: { fields: ProjectFileFields; name: string; classified: ClassifiedFile; request: FastifyRequest },
  ): Promise<ProjectDocument> {
    const { fields, name, classified, request } = upload;
    const { principal } = request;
    const tenantId = principal.tenantId;
    let committed = false;
    try {
      return await withTenant(app.db, tenantId, async (trx) => {
        const target = await resolveTarget(trx, principal, fields);
        await lockProject(trx, tenantId, target.project.id);
        const typeId = target.typeId ?? (await defaultTypeId(trx, tenantId, classified.questionnaire));
        await lockFileBlob(trx, staged.sha256);
        await staged.commit();
        committed = true;
        await holdFileBlob(trx, tenantId, PROJECT_DOCUMENTS_HOLDER, staged);
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
    } catch (error) {
      if (committed) await withTenant(app.db, tenantId, (trx) => deleteFileIfUnheld(trx, app.fileStorage, staged.sha256));
      throw error;
    }
  }

  app.get(
    '/details/files/',
    {
      onRequest: app.requirePermission('view_project'),
      schema: {
        tags: ['projects'],
        summary: "A project's documents, oldest first, with their workflow state and progress",
        querystring: listQuery,
        response: { 200: envelope(pagedDocuments), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const data = await withTenant(app.db, principal.tenantId, async (trx) => {
        const project = await findReachableProject(trx, principal, query.project_id);
        const all = await loadProjectDocuments(trx, principal.tenantId, { projectId: project.id });
        const offset = pageOffset(query);
        return { count: all.length, ...pageLinks(request, all.length, query), results: all.slice(offset, offset + query.page_size) };
      });
      return { message: `${data.count} document${data.count === 1 ? '' : 's'}.`, data };
    },
  );

  app.delete(
    '/details/files/:id/',
    {
      onRequest: app.requirePermission('view_project', 'manage_projects'),
      schema: {
        tags: ['projects'],
        summary: 'Delete a project document with its questions and answers',
        description: 'Approved answers stay in the answer library.',
        params: z.object({ id: z.string().uuid() }),
        response: { 200: envelope(z.null()), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { principal } = request;
      const tenantId = principal.tenantId;
      const entityId = clientScope(principal);
      const { name, released } = await withTenant(app.db, tenantId, async (trx) => {
        const document = await trx
          .selectFrom('project_documents as d')
          .innerJoin('projects as p', (join) => join.onRef('p.id', '=', 'd.project_id').onRef('p.tenant_id', '=', 'd.tenant_id'))
          .select(['d.id', 'd.name', 'd.sha256', 'd.project_id', 'd.is_questionnaire', 'p.entity_id'])
          .where('d.tenant_id', '=', tenantId)
          .where('d.id', '=', request.params.id)
          .$if(entityId !== null, (query) => query.where('p.entity_id', '=', entityId!))
          .executeTakeFirst();
        if (!document) throw new ApiError(404, 'not_found', 'This document does not exist.');
        await lockProject(trx, tenantId, document.project_id);
        await trx.deleteFrom('project_documents').where('tenant_id', '=', tenantId).where('id', '=', document.id).execute();
        await writeAudit(trx, {
          tenantId,
          actorUserId: principal.userId,
          entityId: document.entity_id,
          category: 'projects',
          action: 'delete_document',
          targetType: 'project_document',
          targetId: document.id,
          before: { project_id: document.project_id, name: document.name, sha256: document.sha256, questionnaire: document.is_questionnaire },
          ...requestOrigin(request),
        });
        await refreshProjectStatus(trx, document.project_id, { tenantId, actorUserId: principal.userId });
        return { name: document.name, released: await releaseUnusedFiles(trx, tenantId, { documents: [document.sha256] }) };
      });
      await removeUnheldFiles({ db: app.db, storage: app.fileStorage, log: request.log }, tenantId, released);
      return { message: `"${name}" was deleted.`, data: null };
    },
  );
};

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
