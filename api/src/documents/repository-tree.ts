// The rules of the folder tree: where an item may go and under which name.
import { sql } from 'kysely';
import type { RepositoryItemKind } from '@app/shared/contract';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';

const UNIQUE_VIOLATION = '23505';
const LIVE_NAME_INDEX = 'repository_items_live_name_key';

/** A folder that exists and is not in the bin, or a 400 naming `field`. */
export async function requireLiveFolder(trx: TenantTransaction, tenantId: string, folderId: string, field: string): Promise<{ id: string; name: string }> {
  const folder = await trx
    .selectFrom('repository_items')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', folderId)
    .where('kind', '=', 'folder')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!folder) {
    const message = 'This folder does not exist (it may have been deleted).';
    throw new ApiError(400, 'invalid', message, { [field]: [message] });
  }
  return folder;
}

export function nameTaken(name: string, kind: RepositoryItemKind | 'upload'): ApiError {
  const message =
    kind === 'upload'
      ? `A document named "${name}" already exists in this folder. Upload it as a new version of that document, or rename the file.`
      : `Something named "${name}" already exists in this folder. Choose another name.`;
  return new ApiError(409, 'name_taken', message, kind === 'upload' ? undefined : { name: [message] });
}

/** A 409 when a live item of the folder (null: the root) already has this name, ignoring case. */
export async function requireFreeName(
  trx: TenantTransaction,
  tenantId: string,
  parentId: string | null,
  name: string,
  kind: RepositoryItemKind | 'upload',
  exceptId?: string,
): Promise<void> {
  let query = trx
    .selectFrom('repository_items')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('deleted_at', 'is', null)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .where('parent_id', parentId === null ? 'is' : '=', parentId);
  if (exceptId) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw nameTaken(name, kind);
}

/** The live-name unique index caught a race the checks above could not see. */
export function isNameTakenViolation(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === UNIQUE_VIOLATION && constraint === LIVE_NAME_INDEX;
}

/** Whether `folderId` is `candidateId` itself or one of its ancestors (moving it there makes a cycle). */
export async function isSelfOrAncestorOf(trx: TenantTransaction, tenantId: string, folderId: string, candidateId: string): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    WITH RECURSIVE up (id, parent_id, depth) AS (
      SELECT id, parent_id, 0 FROM repository_items WHERE tenant_id = ${tenantId} AND id = ${candidateId}
      UNION ALL
      SELECT p.id, p.parent_id, up.depth + 1 FROM up JOIN repository_items p ON p.tenant_id = ${tenantId} AND p.id = up.parent_id
      WHERE up.depth < 100
    )
    SELECT EXISTS (SELECT 1 FROM up WHERE id = ${folderId}) AS found`.execute(trx);
  return rows[0]?.found ?? false;
}

/** The item and everything below it that is not in the bin yet. */
export async function liveSubtreeIds(trx: TenantTransaction, tenantId: string, rootId: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    WITH RECURSIVE down (id, depth) AS (
      SELECT id, 0 FROM repository_items WHERE tenant_id = ${tenantId} AND id = ${rootId} AND deleted_at IS NULL
      UNION ALL
      SELECT c.id, down.depth + 1 FROM down
      JOIN repository_items c ON c.tenant_id = ${tenantId} AND c.parent_id = down.id AND c.deleted_at IS NULL
      WHERE down.depth < 100
    )
    SELECT id FROM down`.execute(trx);
  return rows.map((row) => row.id);
}
