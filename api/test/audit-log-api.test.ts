// The audit log's API (GET /api/v1/auditlog/...): entries written by real actions, read back with their
// names; filters, paging and counts; the lookups; the hash-chain check; the CSV export; and who may read.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { AUDITLOG_PATHS, auditChainStatusSchema, auditCodeSchema, auditListSchema, type AuditList } from '@app/shared/contract';
import { COUNT_CAP, withAuditQueryLimit } from '../src/auditlog/audit-query.ts';
import { writeAudit } from '../src/auditlog/write-audit.ts';
import { postgresUrlOf } from '../src/db/database.ts';
import type { ApiError } from '../src/http/api-error.ts';
import { withTenant } from '../src/db/tenant-scope.ts';
import { createTenant } from '../src/tenancy/create-tenant.ts';
import { addPerson, assertRefused, projectCalls, startProjectsHarness, type Person, type ProjectsHarness } from './support/project-fixtures.ts';
// After the app's modules: its PostgreSQL probe then runs on an idle event loop (it gives up after 2 s).
import { describeEachDatabase } from './support/databases.ts';

const today = () => new Date().toISOString().slice(0, 10);
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describeEachDatabase('audit log API', (db) => {
  let h: ProjectsHarness;
  let globexAuditor: Person;
  before(async () => {
    h = await startProjectsHarness(db());
    globexAuditor = await addPerson(h.app, h.db, { slug: 'globex', email: 'auditor@globex.test', firstName: 'Greta', permissions: ['view_audit_log'] });
  });
  after(() => h?.stop());
  const { get, createProject } = projectCalls(() => h);

  async function entries(query = '', as: Person = h.admin): Promise<AuditList> {
    const response = await get(`${AUDITLOG_PATHS.entries}?${query}`, as);
    assert.equal(response.statusCode, 200, response.body);
    return auditListSchema.parse(response.json().data);
  }

  test('a project created through the API reads back with who, which client, what and from where', async () => {
    const project = await createProject({ name: 'Audited vendor review', description: 'Yearly' });
    const list = await entries('category=projects&action=create&search=Audited vendor');
    assert.equal(list.count, 1);
    const [entry] = list.results;
    assert.deepEqual(
      { actor: entry!.actor, entity: entry!.entity, category: entry!.category, action: entry!.action, target: entry!.target },
      {
        actor: { id: h.admin.id, name: 'Avery Admin', email: 'admin@demo.test' },
        entity: { id: h.demoClientId, name: 'Demo Client' },
        category: { code: 'projects', name: 'Projects' },
        action: { code: 'create', name: 'Created' },
        target: { type: 'project', type_name: 'Project', id: project.id, label: 'Audited vendor review' },
      },
    );
    assert.equal(entry!.before, null);
    assert.deepEqual((entry!.after as Record<string, unknown>).name, 'Audited vendor review');
    assert.equal(entry!.ip, '127.0.0.1');
    assert.equal(entry!.user_agent, 'lightMyRequest');
    assert.ok(Math.abs(Date.parse(entry!.created_at) - Date.now()) < 60_000);
  });

  test('sign-ins and failed sign-ins are listed; a failed one has no actor and names the email tried', async () => {
    const signedIn = await entries(`category=auth&action=login&search=admin@demo.test`);
    assert.ok(signedIn.count >= 1);
    assert.deepEqual(signedIn.results[0]!.action, { code: 'login', name: 'Signed in' });
    assert.equal(signedIn.results[0]!.actor?.email, 'admin@demo.test');

    const failed = await h.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/login/',
      headers: { host: 'localhost', 'user-agent': 'Auditor test agent' },
      payload: { email: 'nobody@demo.test', password: 'wrong password' },
    });
    assert.equal(failed.statusCode, 400);
    const list = await entries('action=login_failed&search=nobody@demo');
    assert.equal(list.count, 1);
    const [entry] = list.results;
    assert.equal(entry!.actor, null);
    assert.equal(entry!.target?.label, 'nobody@demo.test');
    assert.equal(entry!.user_agent, 'Auditor test agent');
    assert.deepEqual(entry!.category, { code: 'auth', name: 'Sign-in and security' });
  });

  test('filters by client, category, action and day, searches, pages newest first and counts', async () => {
    const names = ['Paging alpha', 'Paging beta', 'Paging gamma'];
    for (const name of names) await createProject({ name });
    await createProject({ name: 'Paging other client', entity_id: h.otherClientId });

    const all = await entries('search=Paging');
    assert.equal(all.count, 4);
    assert.deepEqual(
      all.results.map((entry) => entry.target?.label),
      ['Paging other client', ...names.toReversed()],
      'newest first',
    );

    const first = await entries('search=Paging&page_size=3');
    assert.equal(first.results.length, 3);
    assert.equal(first.count, 4);
    assert.ok(first.next?.includes('page=2'));
    assert.equal(first.previous, null);
    const second = await entries('search=Paging&page_size=3&page=2');
    assert.deepEqual(
      second.results.map((entry) => entry.target?.label),
      ['Paging alpha'],
    );
    assert.equal(second.next, null);
    assert.ok(second.previous);

    const otherClient = await entries(`search=Paging&entity=${h.otherClientId}`);
    assert.deepEqual(
      otherClient.results.map((entry) => entry.target?.label),
      ['Paging other client'],
    );
    assert.equal((await entries(`search=Paging&entity=${h.demoClientId}`)).count, 3);

    assert.equal((await entries('search=Paging&category=auth')).count, 0);
    assert.equal((await entries('search=Paging&category=projects&action=create')).count, 4);
    assert.equal((await entries('search=Paging&action=delete')).count, 0);

    assert.equal((await entries(`search=Paging&start_date=${today()}&end_date=${today()}`)).count, 4, 'both days are included');
    assert.equal((await entries(`search=Paging&start_date=${dayFromToday(1)}`)).count, 0);
    assert.equal((await entries(`search=Paging&end_date=${dayFromToday(-1)}`)).count, 0);
    const [year, month, day] = today().split('-');
    assert.equal((await entries(`search=Paging&start_date=${year}-${Number(month)}-${day}`)).count, 4, "the spec's YYYY-M-DD");

    // The actor's name is searched too.
    assert.ok((await entries('search=Avery Admin&category=projects')).count >= 4);
  });

  test('past 10,000 matching entries the count stops and says so; a search keeps the name as it was written', async () => {
    const tenant = await createTenant(db(), { slug: 'busy-log', name: 'Busy Log' });
    const auditor = await addPerson(h.app, h.db, { slug: 'busy-log', email: 'auditor@busy-log.test', firstName: 'Bea', permissions: ['view_audit_log'] });
    // Rows as a superuser loads them (their hashes do not matter here); the trigger fills the search text.
    await sql`
      INSERT INTO audit_entries (tenant_id, seq, category, action, target_type, target_id, after, created_at, prev_hash, hash)
      SELECT ${tenant.id}, 100 + n, 'projects', 'update', 'project', gen_random_uuid()::text,
             jsonb_build_object('name', 'Bulk project ' || n), now() - make_interval(secs => n), '', ''
      FROM generate_series(1, ${COUNT_CAP + 5}) AS n`.execute(db());
    const listed = await entries('category=projects', auditor);
    assert.deepEqual([listed.count, listed.count_capped, listed.results.length], [COUNT_CAP, true, 20]);
    const response = await get(`${AUDITLOG_PATHS.entries}?category=projects`, auditor);
    assert.equal(response.json().message, 'More than 10,000 audit entries found.');
    // A text in more than 10,000 entries: alone, the index look-up has counted them; with a filter they are counted.
    const common = await entries('search=Bulk project', auditor);
    assert.deepEqual([common.count, common.count_capped, common.results[0]?.target?.label], [COUNT_CAP, true, 'Bulk project 1']);
    const filtered = await entries('search=Bulk project&action=update', auditor);
    assert.deepEqual([filtered.count, filtered.count_capped], [COUNT_CAP, true]);
    assert.equal((await entries('search=Bulk project&action=create', auditor)).count, 0);
    const one = await entries('search=Bulk project 4321', auditor);
    assert.deepEqual([one.count, one.count_capped, one.results[0]?.target?.label], [1, false, 'Bulk project 4321']);
  });

  test('a request query that runs past the limit is refused with 400 and how to narrow it (PostgreSQL)', async (t) => {
    if (!postgresUrlOf(db())) return t.skip('PGlite cannot interrupt a running query');
    const demo = await db().selectFrom('tenants').select('id').where('slug', '=', 'demo').executeTakeFirstOrThrow();
    await assert.rejects(
      withAuditQueryLimit(db(), demo.id, (trx) => sql`SELECT pg_sleep(5)`.execute(trx)),
      (error: ApiError) => error.statusCode === 400 && error.code === 'search_too_broad' && /Narrow it/.test(error.message),
    );
  });

  test('bad filters are refused with a message for people', async () => {
    assertRefused(await get(`${AUDITLOG_PATHS.entries}?start_date=2026-03-10&end_date=2026-03-09`), 400, /end date is before the start date/);
    assertRefused(await get(`${AUDITLOG_PATHS.entries}?start_date=2026-02-30`), 400, /YYYY-MM-DD/);
    assertRefused(await get(`${AUDITLOG_PATHS.entries}?end_date=yesterday`), 400, /YYYY-MM-DD/);
    assertRefused(await get(`${AUDITLOG_PATHS.entries}?entity=not-an-id`), 400);
    assertRefused(await get(`${AUDITLOG_PATHS.entries}?page=0`), 400);
    assertRefused(await get(`${AUDITLOG_PATHS.export}?start_date=2026-03-10&end_date=2026-03-09`), 400, /end date is before the start date/);
    // Another organisation's client is no client here.
    assertRefused(await get(`${AUDITLOG_PATHS.entries}?entity=${h.otherTenantClientId}`), 404);
    assertRefused(await get(`${AUDITLOG_PATHS.export}?entity=${h.otherTenantClientId}`), 404);
  });

  test("another organisation's entries are never visible, and its auditor sees only its own", async () => {
    await createProject({ name: 'Globex secret plan', entity_id: h.otherTenantClientId }, h.otherTenantAdmin);
    await createProject({ name: 'Demo secret plan' });
    assert.equal((await entries('search=Globex secret plan')).count, 0);
    assert.equal((await entries('search=Demo secret plan', globexAuditor)).count, 0);
    const globex = await entries('page_size=200', globexAuditor);
    assert.ok(globex.results.some((entry) => entry.target?.label === 'Globex secret plan'));
    const demoPeople = new Set([h.admin.id, h.client.id, h.reviewer.id, h.viewer.id]);
    assert.ok(globex.results.every((entry) => !entry.actor || !demoPeople.has(entry.actor.id)));
  });

  test('only people with view_audit_log may read the log, its lookups, its check and its export', async () => {
    const paths = [AUDITLOG_PATHS.entries, AUDITLOG_PATHS.categories, AUDITLOG_PATHS.actions, AUDITLOG_PATHS.verify, AUDITLOG_PATHS.export];
    for (const path of paths) {
      assertRefused(await get(path, h.viewer), 403);
      assertRefused(await get(path, h.client), 403);
      assertRefused(await get(path, null), 401);
    }
  });

  test("a client user who may read the log sees only its own client's entries", async () => {
    const clientAuditor = await addPerson(h.app, h.db, {
      email: 'client-auditor@demo.test',
      firstName: 'Cleo',
      permissions: ['view_audit_log'],
      entityId: h.demoClientId,
    });
    await createProject({ name: 'Scoped own project' });
    await createProject({ name: 'Scoped other project', entity_id: h.otherClientId });
    const seen = await entries('search=Scoped', clientAuditor);
    assert.deepEqual(
      seen.results.map((entry) => entry.target?.label),
      ['Scoped own project'],
    );
    assert.ok((await entries('page_size=200', clientAuditor)).results.every((entry) => entry.entity?.id === h.demoClientId));
    assertRefused(await get(`${AUDITLOG_PATHS.entries}?entity=${h.otherClientId}`, clientAuditor), 404);
  });

  test('the OpenAPI description lists the audit log routes', async () => {
    const document = (await h.app.inject({ url: '/api/docs/json' })).json();
    for (const path of Object.values(AUDITLOG_PATHS)) assert.ok(document.paths[path]?.get, path);
    assert.ok(document.paths[AUDITLOG_PATHS.export].get.responses['200'].content['text/csv']);
  });

  test('the lookups name every category and action written, the actions of one category apart', async () => {
    const categories = auditCodeSchema.array().parse((await get(AUDITLOG_PATHS.categories)).json().data);
    const categoryNames = Object.fromEntries(categories.map((category) => [category.code, category.name]));
    assert.equal(categoryNames.projects, 'Projects');
    assert.equal(categoryNames.auth, 'Sign-in and security');
    assert.equal(categoryNames.repository, 'Repository');

    const projectActions = auditCodeSchema.array().parse((await get(`${AUDITLOG_PATHS.actions}?category=projects`)).json().data);
    const codes = projectActions.map((action) => action.code);
    assert.ok(codes.includes('create') && codes.includes('status_change'));
    assert.ok(!codes.includes('login'), 'only the actions of that category');
    const allActions = auditCodeSchema.array().parse((await get(AUDITLOG_PATHS.actions)).json().data);
    assert.ok(allActions.some((action) => action.code === 'login' && action.name === 'Signed in'));
    assert.equal(allActions.filter((action) => action.code === 'create').length, 1, 'each code once');

    // A code written without a name of its own still shows, spelled out.
    const { tenant_id: tenantId } = await db().selectFrom('users').select('tenant_id').where('id', '=', h.admin.id).executeTakeFirstOrThrow();
    await withTenant(db(), tenantId, (trx) => writeAudit(trx, { tenantId, category: 'billing_plans', action: 'plan_renewed' }));
    const later = auditCodeSchema.array().parse((await get(AUDITLOG_PATHS.categories)).json().data);
    assert.ok(later.some((category) => category.code === 'billing_plans' && category.name === 'Billing plans'));
    const renewed = auditCodeSchema.array().parse((await get(`${AUDITLOG_PATHS.actions}?category=billing_plans`)).json().data);
    assert.deepEqual(renewed, [{ code: 'plan_renewed', name: 'Plan renewed' }]);
  });

  test('the check says the chain is intact, and where it breaks once a row is changed in SQL', async () => {
    const tenant = await createTenant(db(), { slug: 'tamper', name: 'Tamper Inc' });
    const auditor = await addPerson(h.app, h.db, { slug: 'tamper', email: 'auditor@tamper.test', firstName: 'Tess', permissions: ['view_audit_log'] });
    const verify = async () => {
      const response = await get(AUDITLOG_PATHS.verify, auditor);
      assert.equal(response.statusCode, 200, response.body);
      return { message: response.json().message as string, status: auditChainStatusSchema.parse(response.json().data) };
    };
    const intact = await verify();
    assert.equal(intact.status.valid, true);
    assert.equal(intact.status.entries, 2, 'the organisation created, the auditor signed in');
    assert.match(intact.message, /intact/);

    // Only a superuser who switches the append-only trigger off can do this.
    await db()
      .transaction()
      .execute(async (trx) => {
        await sql`SET LOCAL session_replication_role = replica`.execute(trx);
        await trx.updateTable('audit_entries').set({ ip: '198.51.100.66' }).where('tenant_id', '=', tenant.id).where('seq', '=', 2).execute();
      });
    const broken = await verify();
    assert.deepEqual(
      { valid: broken.status.valid, entries: broken.status.entries, at: broken.status.broken_at_seq, reason: broken.status.reason },
      { valid: false, entries: 1, at: 2, reason: 'The entry was changed after it was written.' },
    );
    assert.ok(broken.status.broken_at);
    assert.match(broken.message, /altered at entry 2/);
    // Other organisations' chains are their own.
    assert.equal((await get(AUDITLOG_PATHS.verify)).json().data.valid, true);
  });

  test('the CSV export holds the filtered entries, and is itself recorded', async () => {
    const project = await createProject({ name: 'Exported, "quoted" =review' });
    const response = await get(`${AUDITLOG_PATHS.export}?search=quoted&category=projects`);
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /^text\/csv/);
    assert.match(String(response.headers['content-disposition']), /attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = response.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    assert.equal(lines[0], 'Entry,Date,Time (UTC),Actor,Actor email,Client,Category,Action,Target type,Target,Target ID,IP address,User agent,Before,After');
    assert.equal(lines.length, 2);
    const [year, month, day] = today().split('-');
    const cells = lines[1]!.split(',');
    assert.equal(cells[1], `${year}-${Number(month)}-${day}`, 'dates as YYYY-M-DD');
    assert.match(cells[2]!, /^\d{2}:\d{2}:\d{2}$/);
    assert.deepEqual(cells.slice(3, 9), ['Avery Admin', 'admin@demo.test', 'Demo Client', 'Projects', 'Created', 'Project']);
    assert.ok(lines[1]!.includes(`"Exported, ""quoted"" =review",${project.id},127.0.0.1,lightMyRequest`), lines[1]);

    const recorded = await entries('category=auditlog&action=export');
    assert.ok(recorded.count >= 1);
    const [entry] = recorded.results;
    assert.deepEqual(entry!.action, { code: 'export', name: 'Exported' });
    assert.equal(entry!.actor?.id, h.admin.id);
    assert.deepEqual(entry!.after, { filters: { search: 'quoted', category: 'projects' }, entries: 1 });

    // A formula is kept as text in a spreadsheet.
    await createProject({ name: '=HYPERLINK("http://evil.test")' });
    const formula = await get(`${AUDITLOG_PATHS.export}?search=HYPERLINK`);
    assert.ok(formula.body.includes(`"'=HYPERLINK(""http://evil.test"")"`), formula.body);
  });
});
