import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql, type Transaction } from 'kysely';
import { auditEntryHash, GENESIS_HASH } from '../src/auditlog/audit-hash.ts';
import { CHECKPOINT_INTERVAL } from '../src/auditlog/audit-signing.ts';
import { verifyAuditChain } from '../src/auditlog/verify-audit-chain.ts';
import { writeAudit } from '../src/auditlog/write-audit.ts';
import type { Database } from '../src/db/schema.ts';
import { withTenant } from '../src/db/tenant-scope.ts';
import { createTenant } from '../src/tenancy/create-tenant.ts';
import { describeEachDatabase } from './support/databases.ts';

describeEachDatabase('audit log', (db) => {
  const record = (tenantId: string, action: string, after?: unknown) =>
    withTenant(db(), tenantId, (trx) =>
      writeAudit(trx, { tenantId, category: 'test', action, targetType: 'thing', targetId: action, after, ip: '203.0.113.7' }),
    );

  test('entries are numbered and chained per tenant, and the chain verifies', async () => {
    const acme = await createTenant(db(), { slug: 'acme-audit', name: 'Acme' });
    const globex = await createTenant(db(), { slug: 'globex-audit', name: 'Globex' });
    await record(acme.id, 'first', { nested: { b: 1, a: [1, 'two', null] }, when: new Date(0) });
    await record(globex.id, 'other');
    await record(acme.id, 'second');

    const rows = await db().selectFrom('audit_entries').selectAll().where('tenant_id', '=', acme.id).orderBy('seq').execute();
    assert.deepEqual(
      rows.map((row) => [row.seq, row.action]),
      [
        [1, 'create'],
        [2, 'first'],
        [3, 'second'],
      ],
    );
    assert.equal(rows[1]!.prev_hash, rows[0]!.hash);
    assert.deepEqual(rows[1]!.after, { nested: { b: 1, a: [1, 'two', null] }, when: '1970-01-01T00:00:00.000Z' });
    assert.deepEqual(await verifyAuditChain(db(), acme.id), { valid: true, entries: 3, rehashed: 3 });
    assert.deepEqual(await verifyAuditChain(db(), globex.id), { valid: true, entries: 2, rehashed: 2 });
  });

  test('concurrent writers of one tenant never fork the chain', async () => {
    const tenant = await createTenant(db(), { slug: 'busy-audit', name: 'Busy' });
    await Promise.all(Array.from({ length: 12 }, (_, index) => record(tenant.id, `parallel-${index}`)));
    assert.deepEqual(await verifyAuditChain(db(), tenant.id), { valid: true, entries: 13, rehashed: 13 });
  });

  test('entries cannot be changed or deleted through the application', async () => {
    const tenant = await createTenant(db(), { slug: 'locked-audit', name: 'Locked' });
    await assert.rejects(db().updateTable('audit_entries').set({ action: 'edited' }).where('tenant_id', '=', tenant.id).execute(), /append-only/);
    await assert.rejects(db().deleteFrom('audit_entries').where('tenant_id', '=', tenant.id).execute(), /append-only/);
  });

  test('a tampered entry is detected', async () => {
    const tenant = await createTenant(db(), { slug: 'tampered-audit', name: 'Tampered' });
    await record(tenant.id, 'grant', { role: 'Reviewer' });
    await record(tenant.id, 'later');
    // Only a superuser who switches the append-only trigger off can do this.
    await db()
      .transaction()
      .execute(async (trx) => {
        await sql`SET LOCAL session_replication_role = replica`.execute(trx);
        await trx
          .updateTable('audit_entries')
          .set({ after: JSON.stringify({ role: 'Administrator' }) })
          .where('tenant_id', '=', tenant.id)
          .where('seq', '=', 2)
          .execute();
      });
    assert.deepEqual(await verifyAuditChain(db(), tenant.id), {
      valid: false,
      entries: 1,
      rehashed: 2,
      brokenAtSeq: 2,
      reason: 'The entry was changed after it was written.',
    });
  });

  // The attacks below need what only a database superuser has: the append-only trigger switched off.
  const asSuperuser = (work: (trx: Transaction<Database>) => Promise<unknown>) =>
    db()
      .transaction()
      .execute(async (trx) => {
        await sql`SET LOCAL session_replication_role = replica`.execute(trx);
        await work(trx);
      });

  test('deleting the newest entries is detected, though the shorter chain is consistent', async () => {
    const tenant = await createTenant(db(), { slug: 'tail-audit', name: 'Tail' });
    for (const action of ['a', 'b', 'c', 'd']) await record(tenant.id, action);
    await asSuperuser((trx) => trx.deleteFrom('audit_entries').where('tenant_id', '=', tenant.id).where('seq', '>=', 4).execute());
    assert.deepEqual(await verifyAuditChain(db(), tenant.id), {
      valid: false,
      entries: 3,
      rehashed: 3,
      brokenAtSeq: 4,
      reason: 'Entries 4 to 5, which were written, are missing: the newest entries were removed.',
    });
  });

  test('a chain rewritten with recomputed hashes is detected: the key that signs it is not in the database', async () => {
    const tenant = await createTenant(db(), { slug: 'rewrite-audit', name: 'Rewrite' });
    await record(tenant.id, 'grant', { role: 'Reviewer' });
    await record(tenant.id, 'later');
    await asSuperuser(async (trx) => {
      const rows = await trx.selectFrom('audit_entries').selectAll().where('tenant_id', '=', tenant.id).orderBy('seq').execute();
      let prevHash = GENESIS_HASH;
      for (const row of rows) {
        const after = row.seq === 2 ? { role: 'Administrator' } : row.after;
        const hash = auditEntryHash(prevHash, { ...row, after });
        await trx
          .updateTable('audit_entries')
          .set({ after: after === null ? null : JSON.stringify(after), prev_hash: prevHash, hash })
          .where('id', '=', row.id)
          .execute();
        prevHash = hash;
      }
    });
    assert.deepEqual(await verifyAuditChain(db(), tenant.id, { full: true }), {
      valid: false,
      entries: 3,
      rehashed: 3,
      brokenAtSeq: 3,
      reason: 'The newest entry differs from the one signed when it was written: the chain was rewritten.',
    });
  });

  test('a seal or checkpoint made up in SQL, or an entry added behind the product, is detected', async () => {
    const tenant = await createTenant(db(), { slug: 'forged-audit', name: 'Forged' });
    await record(tenant.id, 'real');
    const entry = (seq: number) =>
      db().selectFrom('audit_entries').selectAll().where('tenant_id', '=', tenant.id).where('seq', '=', seq).executeTakeFirstOrThrow();
    const second = await entry(2);
    // An extra entry, correctly chained with the public hash function.
    const fields = { ...second, seq: 3, action: 'added', created_at: new Date() };
    const { id: _id, ...extra } = {
      ...fields,
      before: null,
      after: null,
      prev_hash: second.hash,
      hash: auditEntryHash(second.hash, { ...fields, before: null, after: null }),
    };
    await db().insertInto('audit_entries').values(extra).execute();
    assert.equal((await verifyAuditChain(db(), tenant.id)).valid, false);
    assert.match(((await verifyAuditChain(db(), tenant.id)) as { reason: string }).reason, /not written by the product/);

    await db().updateTable('audit_seals').set({ seq: 3, hash: extra.hash }).where('tenant_id', '=', tenant.id).execute();
    assert.match(((await verifyAuditChain(db(), tenant.id)) as { reason: string }).reason, /newest entry does not match its signature/);

    await db().deleteFrom('audit_seals').where('tenant_id', '=', tenant.id).execute();
    assert.match(((await verifyAuditChain(db(), tenant.id)) as { reason: string }).reason, /signed record of the newest entry is missing/);
  });

  test(`a check re-hashes only the entries after the newest checkpoint (one every ${CHECKPOINT_INTERVAL})`, async () => {
    const tenant = await createTenant(db(), { slug: 'checkpoint-audit', name: 'Checkpoint' });
    await withTenant(db(), tenant.id, async (trx) => {
      for (let index = 0; index < CHECKPOINT_INTERVAL + 4; index += 1) {
        await writeAudit(trx, { tenantId: tenant.id, category: 'test', action: `bulk-${index}` });
      }
    });
    const checkpoints = await db().selectFrom('audit_checkpoints').select('seq').where('tenant_id', '=', tenant.id).execute();
    assert.deepEqual(
      checkpoints.map((cp) => cp.seq),
      [CHECKPOINT_INTERVAL],
    );
    const total = CHECKPOINT_INTERVAL + 5;
    assert.deepEqual(await verifyAuditChain(db(), tenant.id), { valid: true, entries: total, rehashed: 6 });
    assert.deepEqual(await verifyAuditChain(db(), tenant.id, { full: true }), { valid: true, entries: total, rehashed: total });

    // Rewriting the chain up to the checkpoint changes the entry the checkpoint signed.
    await asSuperuser((trx) =>
      trx
        .updateTable('audit_entries')
        .set({ hash: 'f'.repeat(64) })
        .where('tenant_id', '=', tenant.id)
        .where('seq', '=', CHECKPOINT_INTERVAL)
        .execute(),
    );
    const report = await verifyAuditChain(db(), tenant.id);
    assert.deepEqual([report.valid, !report.valid && report.brokenAtSeq], [false, CHECKPOINT_INTERVAL]);
  });
});
