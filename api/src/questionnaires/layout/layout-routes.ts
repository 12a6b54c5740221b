// GET and PUT /api/v1/documents/questionnaire-layout/{document_id}/: how a questionnaire's sheets or
// tables are read (header row, question / ID / verdict / explanation columns, those left out, the first
// rows), and a person's correction of it, which is kept with the document and read again at once,
// keeping the answers people gave to the questions found again.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { questionnaireLayoutSchema, updateQuestionnaireLayoutRequestSchema } from '@app/shared/contract';
import type { Principal } from '../../auth/access-tokens.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import { readAll } from '../../files/read-content.ts';
import { ApiError } from '../../http/api-error.ts';
import { envelope, errorResponses } from '../../http/schemas.ts';
import { findReachableDocument, type DocumentRef } from '../../access/project-access.ts';
import { QuestionnaireFileError } from '../formats/index.ts';
import { assertNotInPipeline, queueExtraction } from '../pipeline/queue-extraction.ts';
import type { QuestionnaireReader } from '../reading/questionnaire-reader.ts';
import { confirmedLayout } from './layout-checks.ts';
import { storedLayout } from './stored-layout.ts';
import { choicesView, layoutView, type TabularFormat } from './layout-views.ts';

const params = z.object({ document_id: z.string().uuid() });

export const layoutRoutes: FastifyPluginAsyncZod<{ maxQuestions: number; reader: QuestionnaireReader }> = async (app, { maxQuestions, reader }) => {
  /** The questionnaire with its confirmed layout (null: detected), if the principal may reach it. */
  const findQuestionnaire = (principal: Principal, documentId: string) =>
    withTenant(app.db, principal.tenantId, async (trx) => {
      const document = await findReachableDocument(trx, principal, documentId);
      const stored = await storedLayout(trx, principal.tenantId, document.id);
      return { document, format: tabularFormat(document), stored };
    });

  const readFile = async (document: DocumentRef) => readAll(await app.fileStorage.open(document.sha256));

  app.get(
    '/questionnaire-layout/:document_id/',
    {
      onRequest: app.requirePermission('view_project'),
      schema: {
        tags: ['questionnaires'],
        summary: "How a questionnaire's sheets or tables are read: header row, column of each role, those left out, first rows",
        description:
          'Rows and columns count from 0. `confirmed`: a person set this layout (PUT); otherwise it is what detection finds. ' + 'A pdf has no columns (400).',
        params,
        response: { 200: envelope(questionnaireLayoutSchema), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { document, format, stored } = await findQuestionnaire(request.principal, request.params.document_id);
      const tables = await refusingFileErrors(reader.readTables(format, await readFile(document), { ...(stored && { layout: stored }) }), 422);
      const read = tables.filter((table) => table.questionCount > 0).length;
      return {
        message: `${read} of ${tables.length} ${tables.length === 1 ? 'table is' : 'tables are'} read for questions.`,
        data: layoutView(document.id, format, stored !== null, tables),
      };
    },
  );

  app.put(
    '/questionnaire-layout/:document_id/',
    {
      onRequest: app.requirePermission('view_project', 'manage_projects'),
      schema: {
        tags: ['questionnaires'],
        summary: 'Confirm or correct how a questionnaire is read, and extract its questions again with it',
        description:
          'Any role can be given another column, the header row changed, a sheet or table included or left out; the ' +
          'tables not sent stay as they are. The layout is kept for every later extraction. Questions found again keep ' +
          'their comments and reviewer, and those people edited, approved, rejected or marked not applicable keep their ' +
          'answer. 400 for an impossible layout (no question column, a column outside the table, a column with two roles, ' +
          'no questions found with it); 409 while the document is processed.',
        params,
        body: updateQuestionnaireLayoutRequestSchema,
        response: { 202: envelope(questionnaireLayoutSchema), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { document, format, stored } = await findQuestionnaire(request.principal, request.params.document_id);
      assertNotInPipeline(document);
      const data = await readFile(document);
      const current = await refusingFileErrors(reader.readTables(format, data, { ...(stored && { layout: stored }) }), 422);
      const layout = confirmedLayout(format, request.body, current, stored);
      // Read with it now: a layout that finds no question (or too many) is refused, not stored.
      const { tables } = await refusingFileErrors(reader.extractQuestions(format, data, { layout, limits: { maxQuestions } }), 400);
      await withTenant(app.db, request.principal.tenantId, (trx) =>
        queueExtraction(trx, request, document, {
          action: 'confirm_layout',
          layout,
          before: { state: document.state, layout: choicesView(stored) },
          after: { state: 'queued', layout: choicesView(layout) },
        }),
      );
      return reply.status(202).send({
        message: `"${document.name}" is read again with these columns. Answers already given to the same questions are kept.`,
        data: layoutView(document.id, format, true, tables),
      });
    },
  );
};

function tabularFormat(document: DocumentRef): TabularFormat {
  if (!document.is_questionnaire || !document.format) {
    throw new ApiError(400, 'not_a_questionnaire', `"${document.name}" is a supporting file: it has no questions to read.`);
  }
  if (document.format === 'pdf') {
    throw new ApiError(400, 'no_layout', `"${document.name}" is a PDF: its questions are read from its lines, it has no columns to check.`);
  }
  return document.format;
}

/** A file that cannot be read (or a layout that finds nothing in it) answers its message with this status. */
async function refusingFileErrors<T>(reading: Promise<T>, status: 400 | 422): Promise<T> {
  try {
    return await reading;
  } catch (error) {
    if (error instanceof QuestionnaireFileError) {
      const message =
        error.code === 'no_questions'
          ? 'No questions are found with these columns: check the question column and the header row of each sheet or table that is read.'
          : error.message;
      throw new ApiError(status, error.code, message);
    }
    throw error;
  }
}
