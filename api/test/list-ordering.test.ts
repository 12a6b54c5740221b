// Server-side ordering (`ordering=field`, `-field`, several comma-separated) of the audit log,
// subscriptions, invitations, users, clients and projects: each direction, two fields, the id as the
// last tie-breaker (pages never overlap), an unknown field refused with 400, and no wider reach.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { AUDITLOG_PATHS, INVITE_USERS_PATHS, PROJECT_PATHS, SUBSCRIPTION_PATHS } from '@app/shared/contract';
import { describeEachDatabase } from './support/databases.ts';
import { addPerson, projectCalls, startProjectsHarness, type Person, type ProjectsHarness } from './support/project-fixtures.ts';

type Row = Record<string, unknown> & { id: string };
type Value = string | number | boolean | null;
/** How a test reads one ordering field of a row; text is compared in lower case, as the API sorts it. */
type Key = [read: (row: Row) => Value, descending: boolean];

/** Nulls last in either direction, as `nullable` sort columns sort them. */
function compareValues(a: Value, b: Value, descending: boolean): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const [x, y] = typeof a === 'string' && typeof b === 'string' ? [a.toLowerCase(), b.toLowerCase()] : [a, b];
  return (x < y ? -1 : x > y ? 1 : 0) * (descending ? -1 : 1);
}

/**
 * Every neighbour pair in order by `keys` (the fields asked for, then those of the list's usual order),
 * ties broken by `tie` (the id) in the direction of the last key.
 */
function assertOrdered(rows: Row[], keys: Key[], tie: (row: Row) => Value = (row) => row.id) {
  assert.ok(rows.length >= 3, `too few rows (${rows.length}) to tell an order`);
  const tieDescending = keys.at(-1)![1];
  for (let index = 1; index < rows.length; index += 1) {
    const [previous, current] = [rows[index - 1]!, rows[index]!];
    let order = 0;
    for (const [read, descending] of keys) {
      order = compareValues(read(previous), read(current), descending);
      if (order !== 0) break;
    }
    if (order === 0) order = compareValues(tie(previous), tie(current), tieDescending);
    assert.ok(order < 0, `rows ${index - 1} and ${index} out of order: ${JSON.stringify([previous, current].map((row) => keys.map(([read]) => read(row))))}`);
  }
}

const ids = (rows: Row[]) => rows.map((row) => row.id);

describeEachDatabase('list ordering', (db) => {
  let h: ProjectsHarness;
  let noAdmin: Person;
  before(async () => {
    h = await startProjectsHarness(db());
    noAdmin = await addPerson(h.app, h.db, { email: 'no-admin@demo.test', firstName: 'Nora', permissions: ['view_project'] });
    const { tenant_id: tenant } = await db().selectFrom('entities').select('tenant_id').where('id', '=', h.demoClientId).executeTakeFirstOrThrow();
    const clients = await db()
      .insertInto('entities')
      .values(['Zephyr', 'acme', 'Acme', 'Beacon'].map((name, index) => ({ tenant_id: tenant, name, status: index % 2 ? 'inactive' : 'active' })))
      .returning('id')
      .execute();
    const plans = await db().selectFrom('subscription_plans').select(['id', 'price']).where('tenant_id', '=', tenant).execute();
    await db()
      .insertInto('subscriptions')
      .values(
        clients.map((client, index) => ({
          tenant_id: tenant,
          entity_id: client.id,
          plan_id: plans[index % plans.length]!.id,
          start_date: `2026-0${index + 1}-01`,
          end_date: index === 0 ? null : `2027-0${index + 1}-01`,
          price: Number(plans[index % plans.length]!.price),
          currency: 'EUR',
          billing_period: 'monthly',
        })),
      )
      .execute();
    const role = await db().selectFrom('role_groups').select('id').where('tenant_id', '=', tenant).executeTakeFirstOrThrow();
    await db()
      .insertInto('invitations')
      .values(
        ['delta@demo.test', 'Alpha@demo.test', 'charlie@demo.test', 'bravo@demo.test'].map((email, index) => ({
          tenant_id: tenant,
          token_hash: randomUUID(),
          email,
          user_type: 'user' as const,
          role_group_id: role.id,
          entity_id: null,
          invited_by: h.admin.id,
          sent_at: new Date(Date.UTC(2026, 0, 1 + index)),
          expires_at: new Date(Date.now() + (index % 2 ? -1 : 1) * 86_400_000),
          used_at: null,
          revoked_at: null,
        })),
      )
      .execute();
    // Projects with equal names, so the id decides between them.
    for (const name of ['Same name', 'same name', 'Another', 'Third']) {
      await projectCalls(() => h).createProject({ name });
    }
  });
  after(() => h?.stop());
  const { get } = projectCalls(() => h);

  async function list(path: string, ordering: string, as: Person = h.admin, extra = ''): Promise<Row[]> {
    const response = await get(`${path}?page_size=200&ordering=${encodeURIComponent(ordering)}${extra}`, as);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data.results as Row[];
  }

  async function refused(path: string, ordering: string, field: string) {
    const response = await get(`${path}?ordering=${encodeURIComponent(ordering)}`);
    assert.equal(response.statusCode, 400, response.body);
    const { message, errors } = response.json() as { message: string; errors: Record<string, string[]> };
    assert.match(message, new RegExp(`cannot be ordered by "${field}"`));
    assert.ok(errors.ordering, 'the error names the ordering parameter');
  }

  /** Pages of 2 follow one another without a row twice or left out. */
  async function assertPagesMeet(path: string, ordering: string) {
    const whole = ids(await list(path, ordering));
    const paged: string[] = [];
    for (let page = 1; paged.length < whole.length; page += 1) {
      const response = await get(`${path}?page_size=2&page=${page}&ordering=${encodeURIComponent(ordering)}`);
      assert.equal(response.statusCode, 200, response.body);
      paged.push(...ids(response.json().data.results as Row[]));
    }
    assert.deepEqual(paged, whole);
  }

  test('audit log: by time both ways, by category then newest, seq breaking ties; unknown field 400', async () => {
    const path = AUDITLOG_PATHS.entries;
    const time = (row: Row) => String(row.created_at);
    const seq = (row: Row) => Number(row.seq);
    const oldest = await list(path, 'created_at');
    assertOrdered(oldest, [[time, false]], seq);
    const newest = await list(path, '-created_at');
    assertOrdered(newest, [[time, true]], seq);
    assert.deepEqual(ids(newest), ids(oldest).reverse());
    // No ordering: newest first, as before.
    assert.deepEqual(ids(await list(path, '')), ids(newest));
    const category = (row: Row) => (row.category as { code: string }).code;
    const byCategory = await list(path, 'category,-created_at');
    assertOrdered(
      byCategory,
      [
        [category, false],
        [time, true],
      ],
      seq,
    );
    assert.ok(new Set(byCategory.map(category)).size > 1, 'entries of several categories');
    // One field named: the usual order (newest first) within it, as the (category, created_at, seq) index reads it.
    assert.deepEqual(ids(await list(path, 'category')), ids(byCategory));
    await assertPagesMeet(path, 'category');
    await refused(path, '-seq', 'seq');
    await refused(path, 'created_at,ip', 'ip');
    // The export keeps its own order (newest first) and ignores no filter because of it.
    const exported = await get(`${AUDITLOG_PATHS.export}?ordering=created_at`);
    assert.equal(exported.statusCode, 200, exported.body);
    const seqs = exported.body
      .split('\r\n')
      .slice(1, -1)
      .map((line) => Number(line.split(',')[0]));
    assert.deepEqual(
      seqs,
      [...seqs].sort((a, b) => b - a),
    );
  });

  test('subscriptions: by start date both ways, by plan then latest start, open-ended last; unknown field 400', async () => {
    const path = SUBSCRIPTION_PATHS.subscriptions;
    const start = (row: Row) => String(row.start_date);
    const end = (row: Row) => row.end_date as string | null;
    const plan = (row: Row) => (row.plan as { name: string }).name;
    const created = (row: Row) => String(row.created_at);
    assertOrdered(await list(path, 'start_date'), [
      [start, false],
      [created, true],
    ]);
    assertOrdered(await list(path, '-start_date'), [
      [start, true],
      [created, true],
    ]);
    assertOrdered(await list(path, 'plan,-start_date'), [
      [plan, false],
      [start, true],
      [created, true],
    ]);
    const byEnd = await list(path, '-end_date');
    assertOrdered(byEnd, [
      [end, true],
      [start, true],
      [created, true],
    ]);
    assert.equal(byEnd.at(-1)!.end_date, null, 'no end date sorts last, descending too');
    await refused(path, 'client', 'client');
  });

  test('invitations: by email both ways, by status then latest sent; unknown field 400', async () => {
    const path = INVITE_USERS_PATHS.inviteList;
    const email = (row: Row) => String(row.email);
    const status = (row: Row) => String(row.status);
    const sent = (row: Row) => String(row.sent_at);
    const ascending = await list(path, 'email');
    assertOrdered(ascending, [
      [email, false],
      [sent, true],
    ]);
    // Every email differs: the reverse order, exactly.
    assert.deepEqual(ids(await list(path, '-email')), ids(ascending).reverse());
    const byStatus = await list(path, 'status,-sent_at');
    assertOrdered(byStatus, [
      [status, false],
      [sent, true],
    ]);
    assert.deepEqual(new Set(byStatus.map(status)), new Set(['expired', 'pending']));
    await assertPagesMeet(path, 'status');
    await refused(path, 'token_hash', 'token_hash');
  });

  test('users: by creation both ways, by kind then name; unknown field 400', async () => {
    const path = INVITE_USERS_PATHS.users;
    const created = (row: Row) => String(row.created_at);
    const kind = (row: Row) => String(row.kind);
    const name = (row: Row) => String(row.full_name);
    const email = (row: Row) => String(row.email);
    // Then by name and email, the list's usual order.
    assertOrdered(await list(path, 'created_at'), [
      [created, false],
      [name, false],
      [email, false],
    ]);
    assertOrdered(await list(path, '-created_at'), [
      [created, true],
      [name, false],
      [email, false],
    ]);
    const byKind = await list(path, '-kind,full_name');
    assertOrdered(byKind, [
      [kind, true],
      [name, false],
      [email, false],
    ]);
    assert.deepEqual([byKind[0]!.kind, byKind.at(-1)!.kind], ['staff', 'entity']);
    // A client's users (the clients tab's dialog) take the same ordering.
    const clientUsers = await list(INVITE_USERS_PATHS.entityUsers, '-full_name', h.admin, `&entity_id=${h.otherClientId}`);
    assert.deepEqual(
      clientUsers.map((row) => row.email),
      ['other-client@demo.test'],
    );
    await refused(path, 'password_hash', 'password_hash');
  });

  test('clients: by name both ways (same names by id), by status then most users; unknown field 400', async () => {
    const path = INVITE_USERS_PATHS.entities;
    const name = (row: Row) => String(row.name);
    const ascending = await list(path, 'name');
    assertOrdered(ascending, [[name, false]]);
    const descending = await list(path, '-name');
    assertOrdered(descending, [[name, true]]);
    assert.deepEqual(ids(descending), ids(ascending).reverse());
    assertOrdered(await list(path, 'status,-users_count'), [
      [(row) => String(row.status), false],
      [(row) => Number(row.users_count), true],
      [name, false],
    ]);
    await assertPagesMeet(path, 'name');
    await refused(path, '-name,country', 'country');
    const twice = await get(`${path}?ordering=name,-name`);
    assert.equal(twice.statusCode, 400, twice.body);
    assert.match(twice.json().message, /Order by "name" once only/);
  });

  test('projects: one field as before (equal names newest first), now also two; unknown field 400', async () => {
    const path = PROJECT_PATHS.projects;
    const name = (row: Row) => String(row.name);
    const created = (row: Row) => String(row.created_at);
    const ascending = await list(path, 'name');
    assertOrdered(ascending, [
      [name, false],
      [created, true],
    ]);
    const descending = await list(path, '-name');
    assertOrdered(descending, [
      [name, true],
      [created, true],
    ]);
    const sameName = (rows: Row[]) => ids(rows.filter((row) => name(row).toLowerCase() === 'same name'));
    assert.deepEqual(sameName(descending), sameName(ascending));
    assertOrdered(await list(path, '-deadline,name'), [
      [(row) => row.deadline as string | null, true],
      [name, false],
      [created, true],
    ]);
    await assertPagesMeet(path, 'name');
    await refused(path, 'entity', 'entity');
  });

  test('ordering widens no reach: other organisations see none of these rows; without the permission 403', async () => {
    const other = h.otherTenantAdmin;
    const otherAdmin = await addPerson(h.app, h.db, {
      slug: 'globex',
      email: 'orderer@globex.test',
      firstName: 'Oda',
      permissions: ['view_audit_log', 'view_subscriptions', 'invite_users', 'view_staff_menu', 'view_project'],
    });
    const demoIds = new Set([
      ...ids(await list(INVITE_USERS_PATHS.entities, 'name')),
      ...ids(await list(INVITE_USERS_PATHS.inviteList, 'email')),
      ...ids(await list(SUBSCRIPTION_PATHS.subscriptions, 'plan')),
      ...ids(await list(INVITE_USERS_PATHS.users, 'email')),
      ...ids(await list(AUDITLOG_PATHS.entries, 'created_at')),
    ]);
    const orderings: [string, string][] = [
      [INVITE_USERS_PATHS.entities, '-created_at'],
      [INVITE_USERS_PATHS.inviteList, 'email'],
      [SUBSCRIPTION_PATHS.subscriptions, 'plan,-start_date'],
      [INVITE_USERS_PATHS.users, '-created_at'],
      [AUDITLOG_PATHS.entries, 'category'],
    ];
    for (const [path, ordering] of orderings) {
      const results = await list(path, ordering, otherAdmin);
      assert.ok(
        results.every((row) => !demoIds.has(row.id)),
        `${path} shows another organisation's rows`,
      );
    }
    for (const [path, ordering] of orderings) {
      assert.equal((await get(`${path}?ordering=${ordering}`, noAdmin)).statusCode, 403, path);
    }
    assert.equal((await get(`${PROJECT_PATHS.projects}?ordering=name`, other)).json().data.count, 0);
  });
});
