// Signatures over the audit chain with a key that is NOT in the database: whoever can write the
// database can recompute the unkeyed hash chain, but cannot sign the result. Two kinds of statement are
// signed, with different tags so one can never stand in for the other:
// - the seal: "entry <seq> with hash <h> is this tenant's newest", rewritten with every entry, so a
//   deleted tail (or an entry added behind the product's back) no longer matches it;
// - a checkpoint: "entry <seq> had hash <h>", kept every CHECKPOINT_INTERVAL entries, so a check
//   re-hashes only what came after the newest one.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Entries between two checkpoints; a check re-hashes at most this many plus the newest. */
export const CHECKPOINT_INTERVAL = 1000;

export type SignedStatement = 'seal' | 'checkpoint';

let signingKey: Buffer | undefined;

/** Sets the process's key; at start, before anything writes the audit log. At least 32 bytes. */
export function useAuditSigningKey(key: string | Buffer): void {
  const bytes = typeof key === 'string' ? Buffer.from(key, 'utf8') : key;
  if (bytes.length < 32) throw new Error('The audit signing key must be at least 32 bytes long.');
  signingKey = bytes;
}

/**
 * AUDIT_SIGNING_KEY when set (every API process sharing a database needs the same one); otherwise a
 * random key made at the first start in the data folder, beside the embedded database but not in it
 * (so a copy of a PostgreSQL database alone cannot re-sign its log).
 */
export function useConfiguredAuditSigningKey(configured: string | undefined, dataDir: string): void {
  if (configured) return useAuditSigningKey(configured);
  const file = join(dataDir, 'audit-signing.key');
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': never overwrite a key that signed an existing log.
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  useAuditSigningKey(readFileSync(file, 'utf8').trim());
}

function key(): Buffer {
  if (!signingKey) throw new Error('The audit signing key is not set: call useAuditSigningKey() at start.');
  return signingKey;
}

export function signAuditStatement(kind: SignedStatement, tenantId: string, seq: number, hash: string): string {
  return createHmac('sha256', key()).update(`audit-${kind}\n${tenantId}\n${seq}\n${hash}`).digest('hex');
}

export function auditStatementSigned(kind: SignedStatement, tenantId: string, seq: number, hash: string, signature: string): boolean {
  const expected = Buffer.from(signAuditStatement(kind, tenantId, seq, hash), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
