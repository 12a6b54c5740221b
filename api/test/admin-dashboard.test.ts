// The admin dashboard (GET /api/v1/entity/dashboard/): its figures over the organisation's projects,
// questions and repository, the per-week approvals, and who may see it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  ADMIN_DASHBOARD_WEEKS,
  adminDashboardSchema,
  ENTITY_PATHS,
  PROJECT_PATHS,
  PROJECT_STATUSES,
  SUBSCRIPTION_PATHS,
  type AdminDashboard,
} from '@app/shared/contract';
import { describeEachDatabase } from './support/databases.ts';
import {
  addPerson,
  assertRefused,
  insertQuestionnaire,
  projectCalls,
  startProjectsHarness,
  type Person,
  type ProjectsHarness,
  type QuestionnaireAnswer,
} from './support/project-fixtures.ts';

const day = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);

/** Monday of this ISO week (UTC), YYYY-MM-DD. */
function thisMonday(): string {
  const today = new Date();
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - sinceMonday)).toISOString().slice(0, 10);
}

describeEachDatabase('admin dashboard', (db) => {
  let h: ProjectsHarness;
  let otherTenantStaff: Person;
  before(async () => {
    h = await startProjectsHarness(db());
    otherTenantStaff = await addPerson(h.app, h.db, { slug: 'globex', email: 'staff@globex.test', firstName: 'Gwen', permissions: ['view_admin_dashboard'] });
  });
  after(() => h?.stop());
  const { get, send, createProject } = projectCalls(() => h);

  async function dashboard(as: Person = h.admin): Promise<AdminDashboard> {
    const response = await get(ENTITY_PATHS.dashboard, as);
    assert.equal(response.statusCode, 200, response.body);
    return adminDashboardSchema.parse(response.json().data);
  }

  const byStatus = (data: AdminDashboard) => Object.fromEntries(data.projects_by_status.map((entry) => [entry.code, entry.count]));

  const questionnaire = (projectId: string, answers: QuestionnaireAnswer[]) => insertQuestionnaire(db(), projectId, answers);

  test('counts open, due this week, overdue, completed and awaiting-review the way the project list filters them', async () => {
    const before = await dashboard();
    assert.deepEqual(
      before.projects_by_status.map((entry) => entry.code),
      [...PROJECT_STATUSES],
    );
    await createProject({ name: 'Late', deadline: day(-3) });
    await createProject({ name: 'This week', deadline: day(3) });
    await createProject({ name: 'Next month', deadline: day(30) });
    const finished = await createProject({ name: 'Finished late', deadline: day(-3) });
    await db().updateTable('projects').set({ status: 'completed' }).where('id', '=', finished.id).execute();
    const held = await createProject({ name: 'Held' });
    await db().updateTable('projects').set({ on_hold: true }).where('id', '=', held.id).execute();
    await questionnaire(held.id, [
      { answer: 'Yes', status: 'suggested' },
      { answer: 'No', status: 'edited' },
      { answer: '', status: 'unanswered' },
    ]);

    const now = await dashboard();
    const grew = (name: keyof AdminDashboard['kpis']) => now.kpis[name] - before.kpis[name];
    assert.deepEqual(
      {
        open: grew('open_projects'),
        soon: grew('due_this_week'),
        overdue: grew('overdue'),
        completed: grew('completed_projects'),
        awaiting: grew('answers_awaiting_review'),
      },
      { open: 4, soon: 1, overdue: 1, completed: 1, awaiting: 2 },
    );
    const [was, is] = [byStatus(before), byStatus(now)];
    assert.equal(is.not_started! - was.not_started!, 3, 'the three untouched open projects');
    assert.equal(is.completed! - was.completed!, 1);
    assert.equal(is.on_hold! - was.on_hold!, 1, 'on hold counts as its own status');

    // Each card's number is the length of the list it opens.
    const count = async (query: string) => (await get(`${PROJECT_PATHS.projects}?${query}`)).json().data.count as number;
    assert.equal(await count('status=open'), now.kpis.open_projects);
    assert.equal(await count('due=overdue'), now.kpis.overdue);
    assert.equal(await count('due=soon'), now.kpis.due_this_week);
    assert.equal(await count('status=completed'), now.kpis.completed_projects);
  });

  test('counts the documents in the repository, not those in the bin', async () => {
    const before = (await dashboard()).kpis.repository_documents;
    const { tenant_id: tenantId } = await db().selectFrom('users').select('tenant_id').where('id', '=', h.admin.id).executeTakeFirstOrThrow();
    const item = (name: string, kind: 'document' | 'folder') => ({
      tenant_id: tenantId,
      kind,
      name,
      parent_id: null,
      document_type_id: null,
      owner_id: null,
      current_version_id: null,
      deleted_at: null,
      deleted_root_id: null,
      deleted_by: null,
    });
    const [, binned] = await db()
      .insertInto('repository_items')
      .values([item('Policy.pdf', 'document'), item('Old policy.pdf', 'document'), item('Policies', 'folder')])
      .returning('id')
      .execute();
    await db().updateTable('repository_items').set({ deleted_at: new Date(), deleted_root_id: binned!.id }).where('id', '=', binned!.id).execute();
    assert.equal((await dashboard()).kpis.repository_documents - before, 1);
  });

  test(`counts approvals per ISO week, ${ADMIN_DASHBOARD_WEEKS} weeks oldest first, once per answer`, async () => {
    const project = await createProject({ name: 'Approvals' });
    const [first, second] = await questionnaire(project.id, [
      { answer: 'Yes', status: 'suggested' },
      { answer: 'No', status: 'suggested' },
    ]);
    const before = await dashboard();
    const weeks = before.answers_approved_per_week.map((week) => week.week_start);
    assert.equal(weeks.length, ADMIN_DASHBOARD_WEEKS);
    assert.equal(weeks.at(-1), thisMonday());
    assert.deepEqual([...weeks].sort(), weeks, 'oldest first');
    assert.equal(new Date(`${weeks[1]}T00:00:00Z`).getTime() - new Date(`${weeks[0]}T00:00:00Z`).getTime(), 7 * 86_400_000);

    const approve = async (id: string) => assert.equal((await send('PATCH', PROJECT_PATHS.answer(id), { status: 'approved' })).statusCode, 200);
    await approve(first!);
    await approve(second!);
    await approve(first!); // approved again: still one approval
    const after = await dashboard();
    assert.equal(after.answers_approved_per_week.at(-1)!.count - before.answers_approved_per_week.at(-1)!.count, 2);
    assert.deepEqual(after.answers_approved_per_week.slice(0, -1), before.answers_approved_per_week.slice(0, -1), 'earlier weeks do not change');
    assert.equal(after.kpis.answers_awaiting_review - before.kpis.answers_awaiting_review, -2);

    // An approval taken back no longer counts.
    assert.equal((await send('PATCH', PROJECT_PATHS.answer(second!), { status: 'rejected' })).statusCode, 200);
    assert.equal((await dashboard()).answers_approved_per_week.at(-1)!.count - before.answers_approved_per_week.at(-1)!.count, 1);
  });

  test("counts the subscriptions active today, as the subscription list's status=active filter does", async () => {
    const before = (await dashboard()).kpis.active_subscriptions;
    assert.equal(before, 1, "the demo's Demo Client on Professional");
    const plan = await send('POST', SUBSCRIPTION_PATHS.plans, {
      name: 'Dashboard plan',
      price: 10,
      currency: 'USD',
      billing_period: 'monthly',
      duration_months: 1,
    });
    assert.equal(plan.statusCode, 201, plan.body);
    const assign = (start: string) =>
      send('POST', SUBSCRIPTION_PATHS.subscriptions, { entity_id: h.otherClientId, subscription_id: plan.json().data.id, start_date: start });
    const expired = await assign(day(-90));
    const scheduled = await assign(day(40));
    assert.deepEqual([expired.statusCode, scheduled.statusCode], [201, 201]);
    assert.equal((await dashboard()).kpis.active_subscriptions, before, 'expired and scheduled ones do not count');
    const active = await assign(day(0));
    assert.equal(active.statusCode, 201, active.body);
    const now = (await dashboard()).kpis.active_subscriptions;
    assert.equal(now, before + 1);
    const listed = await get(`${SUBSCRIPTION_PATHS.subscriptions}?status=active`);
    assert.equal(listed.json().data.count, now, "the card's number is its list's length");

    assert.equal((await send('PATCH', SUBSCRIPTION_PATHS.subscription(active.json().data.id), { status: 'cancelled' })).statusCode, 200);
    assert.equal((await dashboard()).kpis.active_subscriptions, before, 'a cancelled one no longer counts');
  });

  test("another organisation's staff see only their own organisation's figures", async () => {
    const empty = await dashboard(otherTenantStaff);
    assert.deepEqual(empty.kpis, {
      open_projects: 0,
      due_this_week: 0,
      overdue: 0,
      answers_awaiting_review: 0,
      completed_projects: 0,
      repository_documents: 0,
      active_subscriptions: 0,
    });
    assert.ok(empty.answers_approved_per_week.every((week) => week.count === 0));

    await createProject({ entity_id: h.otherTenantClientId, name: 'Globex review', deadline: day(-1) }, h.otherTenantAdmin);
    const globex = await dashboard(otherTenantStaff);
    assert.deepEqual([globex.kpis.open_projects, globex.kpis.overdue], [1, 1]);
    assert.equal(byStatus(globex).not_started, 1);
    assert.equal(
      globex.projects_by_status.reduce((sum, entry) => sum + entry.count, 0),
      1,
    );
    assert.ok((await dashboard()).kpis.open_projects > 1, "the demo organisation's figures are its own");
  });

  test('only people with view_admin_dashboard may see it', async () => {
    assertRefused(await get(ENTITY_PATHS.dashboard, h.client), 403);
    assertRefused(await get(ENTITY_PATHS.dashboard, h.viewer), 403);
    assertRefused(await get(ENTITY_PATHS.dashboard, null), 401);
  });
});
