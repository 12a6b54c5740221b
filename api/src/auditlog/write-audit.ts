import { sql } from 'kysely';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { auditEntryHash, GENESIS_HASH, type HashedAuditFields } from './audit-hash.ts';
import { CHECKPOINT_INTERVAL, signAuditStatement } from './audit-signing.ts';

export interface AuditEntry {
  tenantId: string;
  /** Null for the system and for anonymous callers (a failed sign-in). */
  actorUserId?: string | null;
  entityId?: string | null;
  category: string;
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
  userAgent?: string | null;
}

/** A value as it will read back from jsonb (dates become strings, undefined members disappear). */
function asStoredJson(value: unknown): unknown {
  return value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));
}

/**
 * Appends an entry to its tenant's chain inside the caller's transaction, so the entry commits or rolls
 * back together with the change it records.
 */
export async function writeAudit(trx: TenantTransaction, entry: AuditEntry): Promise<void> {
  // One writer per tenant at a time, so sequence numbers never repeat and the chain never forks.
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`audit:${entry.tenantId}`}))`.execute(trx);
  const last = await trx
    .selectFrom('audit_entries')
    .select(['seq', 'hash'])
    .where('tenant_id', '=', entry.tenantId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  const fields: HashedAuditFields = {
    tenant_id: entry.tenantId,
    seq: (last?.seq ?? 0) + 1,
    actor_user_id: entry.actorUserId ?? null,
    entity_id: entry.entityId ?? null,
    category: entry.category,
    action: entry.action,
    target_type: entry.targetType ?? null,
    target_id: entry.targetId ?? null,
    before: asStoredJson(entry.before),
    after: asStoredJson(entry.after),
    ip: entry.ip ?? null,
    user_agent: entry.userAgent ?? null,
    created_at: new Date(),
  };
  const prevHash = last?.hash ?? GENESIS_HASH;
  const hash = auditEntryHash(prevHash, fields);
  await trx
    .insertInto('audit_entries')
    .values({
      ...fields,
      before: fields.before === null ? null : JSON.stringify(fields.before),
      after: fields.after === null ? null : JSON.stringify(fields.after),
      prev_hash: prevHash,
      hash,
    })
    .execute();
  await sealNewestEntry(trx, entry.tenantId, fields.seq, hash);
}

/** Signs the new entry as the tenant's newest, and as a checkpoint every CHECKPOINT_INTERVAL entries. */
async function sealNewestEntry(trx: TenantTransaction, tenantId: string, seq: number, hash: string): Promise<void> {
  const seal = { seq, hash, signature: signAuditStatement('seal', tenantId, seq, hash), sealed_at: new Date() };
  await trx
    .insertInto('audit_seals')
    .values({ tenant_id: tenantId, ...seal })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet(seal))
    .execute();
  if (seq % CHECKPOINT_INTERVAL === 0) {
    await trx
      .insertInto('audit_checkpoints')
      .values({ tenant_id: tenantId, seq, hash, signature: signAuditStatement('checkpoint', tenantId, seq, hash) })
      .execute();
  }
}
