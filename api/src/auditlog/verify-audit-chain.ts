import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { auditEntryHash, GENESIS_HASH } from './audit-hash.ts';

export type AuditChainReport =
  | { valid: true; entries: number }
  | { valid: false; entries: number; brokenAtSeq: number; reason: string };

const BATCH_SIZE = 500;

/**
 * Walks a tenant's audit log in order and recomputes every hash. Reports the first entry that was
 * changed, removed or inserted out of order. (Dropping the newest entries leaves a valid, shorter chain:
 * compare `entries` with a count kept elsewhere to catch that.)
 */
export async function verifyAuditChain(db: Kysely<Database>, tenantId: string): Promise<AuditChainReport> {
  let prevHash = GENESIS_HASH;
  let expectedSeq = 1;
  for (;;) {
    const rows = await withTenant(db, tenantId, (trx) =>
      trx
        .selectFrom('audit_entries')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('seq', '>=', expectedSeq)
        .orderBy('seq')
        .limit(BATCH_SIZE)
        .execute(),
    );
    for (const row of rows) {
      const broken = (reason: string): AuditChainReport => ({ valid: false, entries: expectedSeq - 1, brokenAtSeq: row.seq, reason });
      if (row.seq !== expectedSeq) return broken(`Entry ${expectedSeq} is missing.`);
      if (row.prev_hash !== prevHash) return broken('The entry does not follow the one before it.');
      if (auditEntryHash(prevHash, row) !== row.hash) return broken('The entry was changed after it was written.');
      prevHash = row.hash;
      expectedSeq += 1;
    }
    if (rows.length < BATCH_SIZE) return { valid: true, entries: expectedSeq - 1 };
  }
}
