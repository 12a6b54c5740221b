import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { auditEntryHash, GENESIS_HASH } from './audit-hash.ts';
import { auditStatementSigned } from './audit-signing.ts';

export type AuditChainReport = { entries: number; rehashed: number } & ({ valid: true } | { valid: false; brokenAtSeq: number; reason: string });

const BATCH_SIZE = 2000;

export interface VerifyOptions {
  /** Re-hash from the first entry instead of from the newest checkpoint. */
  full?: boolean;
}

/**
 * Checks a tenant's audit log against its signatures. The newest signed checkpoint vouches for
 * everything up to it, so only the entries after it are re-hashed (all of them with `full`); the
 * chain must then end exactly at the signed seal: a changed, removed, inserted or reordered entry, a
 * deleted tail and a chain recomputed without the key are all reported, at the first entry found wrong.
 */
export async function verifyAuditChain(db: Kysely<Database>, tenantId: string, options: VerifyOptions = {}): Promise<AuditChainReport> {
  const { newest, seal, checkpoints } = await withTenant(db, tenantId, async (trx) => {
    // The newest entry is read before the seal: an entry and its seal commit together, so a seal read
    // afterwards is never older than a genuine entry.
    const newest = await trx.selectFrom('audit_entries').select('seq').where('tenant_id', '=', tenantId).orderBy('seq', 'desc').limit(1).executeTakeFirst();
    const seal = await trx.selectFrom('audit_seals').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
    const checkpoints = await trx
      .selectFrom('audit_checkpoints')
      .select(['seq', 'hash', 'signature'])
      .where('tenant_id', '=', tenantId)
      .where('seq', '<=', seal?.seq ?? 0)
      .orderBy('seq', 'desc')
      .$if(!options.full, (q) => q.limit(1))
      .execute();
    return { newest, seal, checkpoints };
  });

  let rehashed = 0;
  let verified = 0;
  const broken = (brokenAtSeq: number, reason: string): AuditChainReport => ({ valid: false, entries: verified, rehashed, brokenAtSeq, reason });

  if (!seal) return newest ? broken(1, 'The signed record of the newest entry is missing.') : { valid: true, entries: 0, rehashed };
  if (!auditStatementSigned('seal', tenantId, seal.seq, seal.hash, seal.signature)) {
    return broken(seal.seq, 'The signed record of the newest entry does not match its signature.');
  }
  const forged = checkpoints.find((cp) => !auditStatementSigned('checkpoint', tenantId, cp.seq, cp.hash, cp.signature));
  if (forged) return broken(forged.seq, 'A checkpoint does not match its signature.');
  const checkpointHash = new Map(checkpoints.map((cp) => [cp.seq, cp.hash]));

  // From the newest checkpoint's own entry (its hash must be the signed one), or from the first entry.
  const start = options.full ? undefined : checkpoints[0];
  let expectedSeq = start?.seq ?? 1;
  let prevHash: string | undefined = start ? undefined : GENESIS_HASH;
  verified = expectedSeq - 1;
  while (expectedSeq <= seal.seq) {
    const rows = await withTenant(db, tenantId, (trx) =>
      trx
        .selectFrom('audit_entries')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('seq', '>=', expectedSeq)
        .where('seq', '<=', seal.seq)
        .orderBy('seq')
        .limit(BATCH_SIZE)
        .execute(),
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      if (row.seq !== expectedSeq) return broken(expectedSeq, `Entry ${expectedSeq} is missing.`);
      if (prevHash !== undefined && row.prev_hash !== prevHash) return broken(row.seq, 'The entry does not follow the one before it.');
      rehashed += 1;
      if (auditEntryHash(row.prev_hash, row) !== row.hash) return broken(row.seq, 'The entry was changed after it was written.');
      const signed = checkpointHash.get(row.seq);
      if (signed !== undefined && signed !== row.hash) return broken(row.seq, 'The entry differs from the one its checkpoint signed: the chain was rewritten.');
      prevHash = row.hash;
      verified = row.seq;
      expectedSeq += 1;
    }
  }
  if (verified < seal.seq) {
    return broken(verified + 1, `Entries ${verified + 1} to ${seal.seq}, which were written, are missing: the newest entries were removed.`);
  }
  if (prevHash !== seal.hash) return broken(seal.seq, 'The newest entry differs from the one signed when it was written: the chain was rewritten.');
  if (newest && newest.seq > seal.seq) return broken(seal.seq + 1, 'The entries after the newest signed one were not written by the product.');
  return { valid: true, entries: verified, rehashed };
}
