// GET /api/v1/accounts/download-file/ (the bulk-invitation template, an xlsx) and
// POST /api/v1/accounts/user-bulk-upload/ (a filled template: one invitation per row). All or nothing:
// any bad row answers 400 naming every bad row, and nobody is invited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import {
  BULK_UPLOAD_COLUMNS,
  BULK_UPLOAD_FILE_NAME,
  BULK_UPLOAD_MAX_ROWS,
  bulkUploadResultSchema,
  INVITE_USER_TYPE_NAMES,
  inviteEmailSchema,
  type InviteUserType,
} from '@app/shared/contract';
import { assertStaff } from '../access/staff-rights.ts';
import { withTenant, type TenantTransaction } from '../db/tenant-scope.ts';
import { contentDisposition } from '../files/send-stored-file.ts';
import { multipartError } from '../files/receive-upload.ts';
import { ApiError } from '../http/api-error.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { openOfficePackage } from '../questionnaires/formats/office-container.ts';
import { QuestionnaireFileError } from '../questionnaires/formats/questionnaire-file-error.ts';
import type { AccountsOptions } from './accounts-options.ts';
import { checkInvitation, sendInvitation, type CheckedInvitation } from './invitation-sending.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_FILE_BYTES = 2 * 1024 * 1024;
const MAX_UNCOMPRESSED_BYTES = 20 * 1024 * 1024;
const SHEET = 'Invitations';
const LISTS_SHEET = 'Role groups and clients';

/** What a person may type in "Account type", by kind (any case). */
const ACCOUNT_TYPE_WORDS: Record<string, InviteUserType> = {
  staff: 'user',
  user: 'user',
  'client user': 'entity',
  client: 'entity',
  entity: 'entity',
};

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

async function tenantNames(trx: TenantTransaction, tenantId: string) {
  const roleGroups = await trx.selectFrom('role_groups').select(['id', 'name']).where('tenant_id', '=', tenantId).orderBy('name').execute();
  const clients = await trx
    .selectFrom('entities')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'active')
    .orderBy('name')
    .execute();
  return { roleGroups, clients };
}

/** The template: the headings, a drop-down per column, and the organisation's role groups and clients to choose from. */
async function templateWorkbook(names: Awaited<ReturnType<typeof tenantNames>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET);
  sheet.columns = BULK_UPLOAD_COLUMNS.map((header) => ({ header, width: header === 'Email' ? 36 : 24 }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const lists = workbook.addWorksheet(LISTS_SHEET);
  lists.columns = [
    { header: 'Role groups', width: 30 },
    { header: 'Clients', width: 30 },
  ];
  lists.getRow(1).font = { bold: true };
  names.roleGroups.forEach((group, index) => (lists.getCell(index + 2, 1).value = group.name));
  names.clients.forEach((client, index) => (lists.getCell(index + 2, 2).value = client.name));
  const range = (column: string, count: number) => `'${LISTS_SHEET}'!$${column}$2:$${column}$${Math.max(2, count + 1)}`;
  const note = (title: string, prompt: string) => ({ showInputMessage: true, promptTitle: title, prompt });
  for (let row = 2; row <= BULK_UPLOAD_MAX_ROWS + 1; row += 1) {
    sheet.getCell(row, 2).dataValidation = {
      type: 'list',
      allowBlank: false,
      formulae: [`"${Object.values(INVITE_USER_TYPE_NAMES).join(',')}"`],
      ...note('Account type', 'Staff, or Client user for a user of a client.'),
    };
    sheet.getCell(row, 3).dataValidation = { type: 'list', allowBlank: false, formulae: [range('A', names.roleGroups.length)] };
    sheet.getCell(row, 4).dataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: [range('B', names.clients.length)],
      ...note('Client', 'Client users only. Leave empty for a new client, named by the invitee when they sign up.'),
    };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

interface SheetRow {
  row: number;
  email: string;
  accountType: string;
  roleGroup: string;
  client: string;
}

/** The filled rows of the first sheet, after checking its headings; a 400 for a file that is not the template. */
async function readRows(data: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await openOfficePackage(data, 'spreadsheet', MAX_UNCOMPRESSED_BYTES);
    await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch (error) {
    if (error instanceof QuestionnaireFileError) throw new ApiError(400, error.code, error.message);
    throw new ApiError(400, 'unreadable', 'The file could not be read as an xlsx workbook. Fill in the template and upload it again.');
  }
  const sheet = workbook.getWorksheet(SHEET) ?? workbook.worksheets[0];
  if (!sheet) throw new ApiError(400, 'invalid', 'The workbook has no sheet. Fill in the template and upload it again.');
  const text = (row: ExcelJS.Row, column: number) => {
    try {
      return row.getCell(column).text.trim();
    } catch {
      return '';
    }
  };
  const headings = BULK_UPLOAD_COLUMNS.map((_, index) => normalised(text(sheet.getRow(1), index + 1)));
  if (headings.some((heading, index) => heading !== normalised(BULK_UPLOAD_COLUMNS[index]!))) {
    throw new ApiError(
      400,
      'invalid',
      `The first row must hold the template's headings: ${BULK_UPLOAD_COLUMNS.join(', ')}. Download the template and fill it in.`,
    );
  }
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const [email, accountType, roleGroup, client] = BULK_UPLOAD_COLUMNS.map((_, index) => text(row, index + 1));
    if (email || accountType || roleGroup || client)
      rows.push({ row: rowNumber, email: email!, accountType: accountType!, roleGroup: roleGroup!, client: client! });
  });
  if (rows.length === 0) throw new ApiError(400, 'invalid', 'The file has no invitations: fill in one row per person under the headings.');
  if (rows.length > BULK_UPLOAD_MAX_ROWS) {
    throw new ApiError(400, 'invalid', `The file has ${rows.length} rows; upload at most ${BULK_UPLOAD_MAX_ROWS} at a time.`);
  }
  return rows;
}

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

      const invited = await withTenant(app.db, principal.tenantId, async (trx) => {
        const names = await tenantNames(trx, principal.tenantId);
        const roleByName = new Map(names.roleGroups.map((group) => [normalised(group.name), group.id]));
        const clientByName = new Map(names.clients.map((client) => [normalised(client.name), client.id]));
        const errors: Record<string, string[]> = {};
        const firstRowOf = new Map<string, number>();
        const checked: CheckedInvitation[] = [];
        for (const row of rows) {
          const problems: string[] = [];
          const email = inviteEmailSchema.safeParse(row.email);
          if (!email.success) problems.push(email.error.issues[0]!.message);
          const userType = ACCOUNT_TYPE_WORDS[normalised(row.accountType)];
          if (!userType) problems.push('Choose the account type Staff or Client user.');
          const roleGroupId = roleByName.get(normalised(row.roleGroup));
          if (!roleGroupId) {
            problems.push(
              row.roleGroup
                ? `There is no role group "${row.roleGroup}". Choose one of: ${names.roleGroups.map((group) => group.name).join(', ')}.`
                : 'Choose a role group.',
            );
          }
          const entityId = row.client ? clientByName.get(normalised(row.client)) : null;
          if (row.client && userType === 'user') problems.push('A staff member belongs to no client: leave the client empty.');
          else if (row.client && !entityId)
            problems.push(`There is no active client "${row.client}". Leave it empty for a new client the invitee names at sign-up.`);
          if (email.success) {
            const earlier = firstRowOf.get(email.data.toLowerCase());
            if (earlier) problems.push(`${email.data} is already on row ${earlier}.`);
            else firstRowOf.set(email.data.toLowerCase(), row.row);
          }
          if (problems.length === 0) {
            const result = await checkInvitation(trx, principal, {
              email: email.data!,
              user_type: userType!,
              role_group_id: roleGroupId!,
              entity_id: entityId,
            });
            if (result.ok) checked.push(result.invitation);
            else problems.push(result.problem.message);
          }
          if (problems.length > 0) errors[`row ${row.row}`] = problems;
        }
        const bad = Object.entries(errors);
        if (bad.length > 0) {
          const shown = bad.slice(0, 3).map(([row, problems]) => `${row.replace('row', 'Row')}: ${problems.join(' ')}`);
          const more = bad.length > 3 ? ` And ${bad.length - 3} more.` : '';
          throw new ApiError(
            400,
            'invalid_rows',
            `${bad.length} of ${rows.length} rows ${bad.length === 1 ? 'has a problem' : 'have problems'}; nobody was invited. ${shown.join(' ')}${more}`,
            errors,
          );
        }
        for (const invitation of checked) await sendInvitation(trx, { app, request, publicUrl }, invitation, 'bulk_upload');
        return checked.length;
      });
      reply.status(201);
      return { message: `${invited} invitation${invited === 1 ? '' : 's'} sent.`, data: { invited } };
    },
  );
};
