import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { verifyAuditChain } from '../src/auditlog/verify-audit-chain.ts';
import { writeAudit } from '../src/auditlog/write-audit.ts';
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
    assert.deepEqual(rows.map((row) => [row.seq, row.action]), [[1, 'create'], [2, 'first'], [3, 'second']]);
    assert.equal(rows[1]!.prev_hash, rows[0]!.hash);
    assert.deepEqual(rows[1]!.after, { nested: { b: 1, a: [1, 'two', null] }, when: '1970-01-01T00:00:00.000Z' });
    assert.deepEqual(await verifyAuditChain(db(), acme.id), { valid: true, entries: 3 });
    assert.deepEqual(await verifyAuditChain(db(), globex.id), { valid: true, entries: 2 });
  });

  test('concurrent writers of one tenant never fork the chain', async () => {
    const tenant = await createTenant(db(), { slug: 'busy-audit', name: 'Busy' });
    await Promise.all(Array.from({ length: 12 }, (_, index) => record(tenant.id, `parallel-${index}`)));
    assert.deepEqual(await verifyAuditChain(db(), tenant.id), { valid: true, entries: 13 });
  });

  test('entries cannot be changed or deleted through the application', async () => {
    const tenant = await createTenant(db(), { slug: 'locked-audit', name: 'Locked' });
    await assert.rejects(
      db().updateTable('audit_entries').set({ action: 'edited' }).where('tenant_id', '=', tenant.id).execute(),
      /append-only/,
    );
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
      brokenAtSeq: 2,
      reason: 'The entry was changed after it was written.',
    });
  });
});
