// GET /api/v1/accounts/download-file/ (the bulk-invitation template, an xlsx) and
// POST /api/v1/accounts/user-bulk-upload/ (a filled template: one invitation per row). All or nothing:
// any bad row answers 400 naming every bad row, and nobody is invited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BULK_UPLOAD_COLUMNS, BULK_UPLOAD_FILE_NAME, BULK_UPLOAD_MAX_ROWS, bulkUploadResultSchema } from '@app/shared/contract';
import { assertStaff } from '../access/staff-rights.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { contentDisposition } from '../files/send-stored-file.ts';
import { multipartError } from '../files/receive-upload.ts';
import { ApiError } from '../http/api-error.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import type { AccountsOptions } from './accounts-options.ts';
import { inviteRows, readRows, templateWorkbook, tenantNames } from './bulk-invitations.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_FILE_BYTES = 2 * 1024 * 1024;

export const bulkInviteRoutes: FastifyPluginAsyncZod<Pick<AccountsOptions, 'publicUrl'>> = async (app, { publicUrl }) => {
  const guard = app.requirePermission('invite_users');

  app.get(
    '/download-file/',
    {
      onRequest: guard,
      schema: {
        tags: ['accounts'],
        summary: 'The bulk-invitation template (xlsx)',
        description: `Columns ${BULK_UPLOAD_COLUMNS.join(', ')}, with drop-downs of the organisation's role groups and active clients.`,
        response: { 200: { description: 'The xlsx template', content: { [XLSX_TYPE]: { schema: z.string() } } }, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      assertStaff(principal);
      const names = await withTenant(app.db, principal.tenantId, (trx) => tenantNames(trx, principal.tenantId));
      return (
        reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', contentDisposition('attachment', BULK_UPLOAD_FILE_NAME))
          // A buffer is sent as is; the schema above only documents the file.
          .send((await templateWorkbook(names)) as unknown as string)
      );
    },
  );

  app.post(
    '/user-bulk-upload/',
    {
      onRequest: guard,
      schema: {
        tags: ['accounts'],
        summary: 'Invite everyone in a filled template: one invitation per row, all or none',
        description:
          `multipart/form-data with the xlsx as \`file\` (at most ${BULK_UPLOAD_MAX_ROWS} rows, 2 MB). Each row is checked as the invite form is; ` +
          'if any row is wrong the answer is 400 with `errors` by row ("row 3": [...]) and nobody is invited.',
        consumes: ['multipart/form-data'],
        response: { 201: envelope(bulkUploadResultSchema), ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      assertStaff(principal);
      const part = await request.file({ limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 0 } }).catch((error: unknown) => {
        throw multipartError(error, MAX_FILE_BYTES);
      });
      if (!part) throw new ApiError(400, 'invalid', 'Choose the filled template to upload.');
      const data = await part.toBuffer().catch((error: unknown) => {
        throw multipartError(error, MAX_FILE_BYTES);
      });
      const rows = await readRows(data);

      const invited = await withTenant(app.db, principal.tenantId, (trx) => inviteRows(trx, { app, request, publicUrl }, rows));
      reply.status(201);
      return { message: `${invited} invitation${invited === 1 ? '' : 's'} sent.`, data: { invited } };
    },
  );
};
