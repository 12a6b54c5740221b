// The bulk invitation as a spreadsheet: the template (headings, drop-downs, the organisation's role
// groups and active clients to choose from), its rows read back, and the rows invited all or none:
// any bad row refuses the whole file, naming every bad row.
import ExcelJS from 'exceljs';
import { BULK_UPLOAD_COLUMNS, BULK_UPLOAD_MAX_ROWS, INVITE_USER_TYPE_NAMES, inviteEmailSchema, type InviteUserType } from '@app/shared/contract';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { openOfficePackage } from '../questionnaires/formats/office-container.ts';
import { QuestionnaireFileError } from '../questionnaires/formats/questionnaire-file-error.ts';
import { checkInvitation, sendInvitation, type CheckedInvitation } from './invitation-sending.ts';

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

export async function tenantNames(trx: TenantTransaction, tenantId: string) {
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
export async function templateWorkbook(names: Awaited<ReturnType<typeof tenantNames>>): Promise<Buffer> {
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

export interface SheetRow {
  row: number;
  email: string;
  accountType: string;
  roleGroup: string;
  client: string;
}

/** The filled rows of the first sheet, after checking its headings; a 400 for a file that is not the template. */
export async function readRows(data: Buffer): Promise<SheetRow[]> {
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

/** Checks every row as the invite form does, then invites them all; answers how many were invited. */
export async function inviteRows(trx: TenantTransaction, sender: Parameters<typeof sendInvitation>[1], rows: readonly SheetRow[]): Promise<number> {
  const { principal } = sender.request;
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
    else if (row.client && !entityId) problems.push(`There is no active client "${row.client}". Leave it empty for a new client the invitee names at sign-up.`);
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
  for (const invitation of checked) await sendInvitation(trx, sender, invitation, 'bulk_upload');
  return checked.length;
}
