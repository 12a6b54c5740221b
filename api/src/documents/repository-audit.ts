import type { ChangeActor } from '../access/principal.ts';
import { writeAudit } from '../auditlog/write-audit.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';

export type RepositoryAction =
  'created_folder' | 'uploaded' | 'new_version' | 'renamed' | 'moved' | 'changed_type' | 'deleted' | 'restored' | 'restored_version' | 'purged';

export interface RepositoryChange {
  action: RepositoryAction;
  item: { id: string; kind: 'folder' | 'document' };
  before?: unknown;
  after?: unknown;
}

/** The audit entry of a change a person made to the repository, in the change's transaction. */
export function auditRepositoryChangeBy(trx: TenantTransaction, { principal, origin }: ChangeActor, change: RepositoryChange): Promise<void> {
  return writeAudit(trx, {
    tenantId: principal.tenantId,
    actorUserId: principal.userId,
    entityId: principal.entityId,
    category: 'repository',
    action: change.action,
    targetType: change.item.kind,
    targetId: change.item.id,
    before: change.before,
    after: change.after,
    ...origin,
  });
}
