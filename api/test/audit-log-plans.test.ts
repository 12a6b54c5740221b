// The plans PostgreSQL makes for the audit list's statements on a log large enough for them to matter
// (bench/audit-scale.ts measures them at a million entries): each page and count reads its range of
// an index, never a sequential scan or a sort of every matching entry. The statements are the ones
// the list sends (listEntries, recorded as they are sent), explained with the values given.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { sql, type CompiledQuery, type KyselyPlugin } from 'kysely';
import { COUNT_CAP, listEntries, withAuditQueryLimit, type AuditFilters } from '../src/auditlog/audit-query.ts';
import type { Principal } from '../src/auth/access-tokens.ts';
import { withTenant } from '../src/db/tenant-scope.ts';
import { createTenant } from '../src/tenancy/create-tenant.ts';
import { describeOnDatabase } from './support/databases.ts';

/** Entries loaded: a month of them is well past COUNT_CAP, where a count can stop early. */
const ENTRIES = 60_000;
const DAYS = 120;
const CATEGORIES = ['auth', 'projects', 'questionnaires', 'repository', 'user'];
const ACTIONS = ['approve', 'create', 'invite', 'login', 'update', 'upload'];

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)];

/** How a plan reads the audit entries: its scans of the table and its sorts, in plan order. */
function describePlan(root: PlanNode): string[] {
  return flatten(root)
    .filter((node) => node['Relation Name'] === 'audit_entries' || node['Node Type'].endsWith('Sort'))
    .map((node) => [node['Node Type'], node['Index Name']].filter(Boolean).join(' using '));
}

describeOnDatabase('PostgreSQL', 'audit log plans at scale', (db) => {
  let principal: Principal;

  before(async () => {
    const tenant = await createTenant(db(), { slug: 'long-log', name: 'Long Log' });
    principal = {
      userId: randomUUID(),
      tenantId: tenant.id,
      kind: 'staff',
      entityId: null,
      permissions: ['view_audit_log'],
      passwordExpired: false,
      sessionId: '',
    };
    // Rows as a restore loads them (hashes and the trigger's search text do not matter here): an entry
    // every three minutes, oldest first, as a log is written.
    await db()
      .transaction()
      .execute(async (trx) => {
        await sql`SET LOCAL session_replication_role = replica`.execute(trx);
        await sql`
          INSERT INTO audit_entries (tenant_id, seq, category, action, target_type, target_id, after, created_at, prev_hash, hash, search_text)
          SELECT ${tenant.id}, 100 + n, (${CATEGORIES}::text[])[1 + n % 5], (${ACTIONS}::text[])[1 + n % 6], 'project', gen_random_uuid()::text,
                 jsonb_build_object('name', 'Project ' || n), now() - make_interval(mins => 3 * (${ENTRIES} - n)), '', '', 'Project ' || n
          FROM generate_series(1, ${ENTRIES}) AS n`.execute(trx);
      });
    // As autovacuum leaves an append-only table: statistics taken, pages marked all-visible.
    await sql`VACUUM ANALYZE audit_entries`.execute(db());
  });

  /** The plans of the statements listEntries sends for the first page of `filters` in `ordering`, by statement. */
  async function plansOf(filters: AuditFilters, ordering?: string): Promise<string[][]> {
    // Kysely shows a plugin every query it builds (subqueries too); those sent are the ones with a result.
    const built = new Map<unknown, CompiledQuery>();
    const sent: CompiledQuery[] = [];
    await withAuditQueryLimit(db(), principal.tenantId, async (trx) => {
      const recorder: KyselyPlugin = {
        transformQuery: ({ node, queryId }) => {
          built.set(queryId, trx.getExecutor().compileQuery(node, queryId));
          return node;
        },
        transformResult: async ({ result, queryId }) => {
          sent.push(built.get(queryId)!);
          return result;
        },
      };
      await listEntries(trx.withPlugin(recorder), principal, filters, ordering, { limit: 20, offset: 0 });
    });
    return withTenant(db(), principal.tenantId, async (trx) => {
      const plans: string[][] = [];
      for (const statement of sent) {
        const { rows } = await trx.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>({ ...statement, sql: `EXPLAIN (FORMAT JSON) ${statement.sql}` });
        plans.push(describePlan(rows[0]!['QUERY PLAN'][0].Plan));
      }
      return plans;
    });
  }

  const month = () => {
    const end = new Date(Date.now() - 10 * 86_400_000);
    const start = new Date(end.getTime() - 30 * 86_400_000);
    return { start_date: start.toISOString().slice(0, 10), end_date: end.toISOString().slice(0, 10) };
  };

  test('a month holds more than COUNT_CAP entries (the count can stop early)', async () => {
    const { count } = await withTenant(db(), principal.tenantId, (trx) =>
      trx
        .selectFrom('audit_entries')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('created_at', '>=', new Date(`${month().start_date}T00:00:00Z`))
        .where('created_at', '<', new Date(`${month().end_date}T00:00:00Z`))
        .executeTakeFirstOrThrow(),
    );
    assert.ok(Number(count) > COUNT_CAP, `${count} entries`);
  });

  test("a month's page and its count read the month's range of the newest-first index, wherever the month lies", async () => {
    const [page, count] = await plansOf(month());
    assert.deepEqual(
      page!.filter((step) => step.includes('created_idx')),
      ['Index Only Scan using audit_entries_tenant_created_idx'],
    );
    // Unordered, the count was a sequential scan betting the month's entries were everywhere in the table.
    assert.deepEqual(count, ['Index Only Scan using audit_entries_tenant_created_idx']);
  });

  test("a category's month reads that category's range", async () => {
    const [, count] = await plansOf({ ...month(), category: 'projects' });
    assert.equal(count!.length, 1);
    assert.match(count![0]!, /^Index Only Scan using audit_entries_category_(desc_)?created_idx$/);
  });

  test("a category's action, and a category sorted by action, read the (category, action) index newest first", async () => {
    const [page, count] = await plansOf({ category: 'projects', action: 'update' });
    assert.deepEqual(count, ['Index Only Scan using audit_entries_category_action_created_idx']);
    assert.ok(page!.includes('Index Only Scan using audit_entries_category_action_created_idx'), page!.join(', '));
    const [[top, ...below]] = (await plansOf({ category: 'projects' }, 'action')) as [string[]];
    assert.equal(top, 'Sort');
    assert.deepEqual(
      below.filter((step) => !step.endsWith('tenant_seq_key')),
      ['Index Only Scan using audit_entries_category_action_created_idx'],
    );
  });

  test('the first page sorted by category or action, either way, reads an index in that order and sorts no entries', async () => {
    for (const field of ['category', 'action']) {
      for (const ordering of [field, `-${field}`]) {
        const [[top, ...below]] = (await plansOf({}, ordering)) as [string[]];
        // The page's 20 entries are put in order at the top; below, the entries are read in order.
        assert.equal(top, 'Sort', ordering);
        const reads = below.filter((step) => !step.endsWith('tenant_seq_key'));
        assert.equal(reads.length, 1, `${ordering}: ${below.join(', ')}`);
        assert.match(reads[0]!, new RegExp(`^Index (Only )?Scan( Backward)? using audit_entries_${field}_(desc_)?created_idx$`), ordering);
      }
    }
  });
});
