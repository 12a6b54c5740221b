// The organisation's document lookups: repository document types, and the project document types and
// categories the projects domain uses. Every organisation starts with defaults (migration 0003).
import type { LookupItem } from '@app/shared/contract';
import type { DocumentLookupsTable } from '../db/schema.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';

export type LookupKind = DocumentLookupsTable['kind'];

/** One lookup's items in display order. */
export function loadLookup(trx: TenantTransaction, tenantId: string, kind: LookupKind): Promise<LookupItem[]> {
  return trx
    .selectFrom('document_lookups')
    .select(['id', 'name', 'code'])
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .orderBy('position')
    .orderBy('name')
    .execute();
}

/** A 400 on `document_type_id` unless it is one of the organisation's repository document types. */
export async function requireDocumentType(trx: TenantTransaction, tenantId: string, id: string): Promise<void> {
  const found = await trx
    .selectFrom('document_lookups')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', 'repository_document_type')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) {
    const message = 'Choose a document type from the list.';
    throw new ApiError(400, 'invalid', message, { document_type_id: [message] });
  }
}
