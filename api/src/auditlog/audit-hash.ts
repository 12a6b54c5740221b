// The hash chain of the audit log: each entry's hash covers the previous entry's hash and the entry's
// own fields in canonical JSON (RFC 8785), so changing, removing or reordering entries is detectable.
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { Selectable } from 'kysely';
import type { AuditEntriesTable } from '../db/schema.ts';

export const GENESIS_HASH = '0'.repeat(64);

/** Exactly the fields the hash covers, named as stored. Adding a column does not change old hashes. */
export type HashedAuditFields = Omit<Selectable<AuditEntriesTable>, 'id' | 'prev_hash' | 'hash' | 'search_text'>;

function hashedFields(row: HashedAuditFields): HashedAuditFields {
  const { tenant_id, seq, actor_user_id, entity_id, category, action, target_type, target_id } = row;
  const { before, after, ip, user_agent, created_at } = row;
  return { tenant_id, seq, actor_user_id, entity_id, category, action, target_type, target_id, before, after, ip, user_agent, created_at };
}

export function auditEntryHash(prevHash: string, fields: HashedAuditFields): string {
  const canonical = canonicalize({ ...hashedFields(fields), created_at: fields.created_at.toISOString() });
  return createHash('sha256').update(prevHash).update(canonical!).digest('hex');
}
