// Projects: create, list (every filter, ordering, paging, progress), details, change, delete, the
// status lookup and the people lookups; who may do what, and other clients and organisations.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { z } from 'zod';
import { entityMemberSchema, namedRefSchema, PROJECT_PATHS, PROJECT_STATUSES, projectDetailSchema, projectSchema } from '@app/shared/contract';
import { describeEachDatabase } from './support/databases.ts';
import { addPerson, assertRefused, insertQuestionnaire, projectCalls, startProjectsHarness, type ProjectsHarness } from './support/project-fixtures.ts';

const pageSchema = z.object({ count: z.number(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(projectSchema) });

describeEachDatabase('projects', (db) => {
  let h: ProjectsHarness;
  before(async () => {
    h = await startProjectsHarness(db());
  });
  after(() => h?.stop());
  const { get, send, createProject } = projectCalls(() => h);

  async function list(query: string, as = h.admin) {
    const response = await get(`${PROJECT_PATHS.projects}?${query}`, as);
    assert.equal(response.statusCode, 200, response.body);
    return pageSchema.parse(response.json().data);
  }

  test('creating a project records it, its assignees and deadline, audits it and notifies the assignees', async () => {
    const project = await createProject({
      name: '  Vendor assessment 2026 ',
      description: 'Annual review',
      assigned_to: [h.reviewer.id, h.client.id, h.reviewer.id],
      deadline: '2026-3-5',
    });
    assert.equal(project.name, 'Vendor assessment 2026');
    assert.equal(project.entity.name, 'Demo Client');
    assert.equal(project.deadline, '2026-03-05');
    assert.deepEqual(project.status, { code: 'not_started', name: 'Not started' });
    assert.equal(project.created_by?.full_name, 'Avery Admin');
    assert.deepEqual(project.assignees.map((person) => person.id).sort(), [h.reviewer.id, h.client.id].sort());
    assert.equal(project.documents_count, 0);
    assert.equal(project.progress.total, 0);

    const audit = await db().selectFrom('audit_entries').selectAll().where('target_id', '=', project.id).executeTakeFirstOrThrow();
    assert.equal(audit.category, 'projects');
    assert.equal(audit.action, 'create');
    assert.equal(audit.actor_user_id, h.admin.id);
    const notes = await db()
      .selectFrom('notifications')
      .selectAll()
      .where('kind', '=', 'project_assigned')
      .where('link', '=', `/project/project-details/${project.id}`)
      .execute();
    assert.deepEqual(notes.map((note) => note.recipient_id).sort(), [h.reviewer.id, h.client.id].sort());
    assert.match(notes[0]!.title, /Vendor assessment 2026/);
  });

  test('bad project input answers 400 with a message per field', async () => {
    const empty = await send('POST', PROJECT_PATHS.projects, { entity_id: h.demoClientId, name: '   ' });
    assertRefused(empty, 400, /Enter a project name/);
    const badDate = await send('POST', PROJECT_PATHS.projects, { entity_id: h.demoClientId, name: 'X', deadline: '2026-02-30' });
    assertRefused(badDate, 400, /YYYY-MM-DD/);
    assert.deepEqual(Object.keys(badDate.json().errors), ['deadline']);
    const otherTenantsClient = await send('POST', PROJECT_PATHS.projects, { entity_id: h.otherTenantClientId, name: 'X' });
    assertRefused(otherTenantsClient, 400, /Choose a client/);
    const clientOfOtherClient = await send('POST', PROJECT_PATHS.projects, { entity_id: h.demoClientId, name: 'X', assigned_to: [h.otherClient.id] });
    assertRefused(clientOfOtherClient, 400, /Choose people from the list/);
    const otherTenantPerson = await send('POST', PROJECT_PATHS.projects, { entity_id: h.demoClientId, name: 'X', assigned_to: [h.otherTenantAdmin.id] });
    assertRefused(otherTenantPerson, 400);
    const notJson = await h.app.inject({
      method: 'POST',
      url: PROJECT_PATHS.projects,
      headers: { authorization: `Bearer ${h.admin.token}`, 'content-type': 'application/json' },
      payload: '{',
    });
    assertRefused(notJson, 400);
  });

  test('only staff who manage projects create, change and delete them', async () => {
    const project = await createProject({ name: 'Guarded' });
    for (const person of [h.viewer, h.client]) {
      assertRefused(await send('POST', PROJECT_PATHS.projects, { entity_id: h.demoClientId, name: 'Nope' }, person), 403, /permission to manage projects/);
      assertRefused(await send('PATCH', PROJECT_PATHS.projectDetails(project.id), { name: 'Nope' }, person), 403);
      assertRefused(await send('DELETE', PROJECT_PATHS.projectDetails(project.id), undefined, person), 403);
    }
    assertRefused(await get(PROJECT_PATHS.projects, null), 401);
    // The reviewer role manages projects.
    assert.equal((await send('PATCH', PROJECT_PATHS.projectDetails(project.id), { description: 'ok' }, h.reviewer)).statusCode, 200);
  });

  test("another client's project and another organisation's project answer 404", async () => {
    const own = await createProject({ name: 'Own client project' });
    const other = await createProject({ name: 'Other client project', entity_id: h.otherClientId });
    assert.equal((await get(PROJECT_PATHS.projectDetails(own.id), h.client)).statusCode, 200);
    assertRefused(await get(PROJECT_PATHS.projectDetails(other.id), h.client), 404);
    assertRefused(await get(PROJECT_PATHS.projectDetails(own.id), h.otherClient), 404);
    assertRefused(await get(PROJECT_PATHS.projectDetails(own.id), h.otherTenantAdmin), 404);
    assertRefused(await send('PATCH', PROJECT_PATHS.projectDetails(own.id), { name: 'Hijack' }, h.otherTenantAdmin), 404);
    assertRefused(await send('DELETE', PROJECT_PATHS.projectDetails(own.id), undefined, h.otherTenantAdmin), 404);
    // The client's list holds only its own client's projects; the other organisation's list none of ours.
    const clientList = await list('page_size=200', h.client);
    assert.ok(clientList.results.every((project) => project.entity.id === h.demoClientId));
    assert.ok(clientList.results.some((project) => project.id === own.id));
    assert.equal((await list('page_size=200', h.otherTenantAdmin)).count, 0);
    assertRefused(await get(PROJECT_PATHS.projectDetails('not-a-uuid')), 400);
  });

  test('the details list the documents; PATCH changes fields, replaces assignees and puts a project on hold', async () => {
    const project = await createProject({ name: 'Changing', assigned_to: [h.reviewer.id] });
    const detail = projectDetailSchema.parse((await get(PROJECT_PATHS.projectDetails(project.id))).json().data);
    assert.equal(detail.project.id, project.id);
    assert.deepEqual(detail.documents, []);

    const response = await send('PATCH', PROJECT_PATHS.projectDetails(project.id), {
      name: 'Changed',
      deadline: null,
      assigned_to: [h.client.id],
      on_hold: true,
    });
    assert.equal(response.statusCode, 200, response.body);
    const changed = projectSchema.parse(response.json().data);
    assert.equal(changed.name, 'Changed');
    assert.equal(changed.deadline, null);
    assert.deepEqual(
      changed.assignees.map((person) => person.id),
      [h.client.id],
    );
    assert.deepEqual(changed.status, { code: 'on_hold', name: 'On hold' });
    const resumed = projectSchema.parse((await send('PATCH', PROJECT_PATHS.projectDetails(project.id), { on_hold: false })).json().data);
    assert.equal(resumed.status.code, 'not_started');

    const audit = await db()
      .selectFrom('audit_entries')
      .selectAll()
      .where('target_id', '=', project.id)
      .where('action', '=', 'update')
      .orderBy('seq')
      .executeTakeFirstOrThrow();
    assert.deepEqual((audit.before as { assigned_to: string[] }).assigned_to, [h.reviewer.id]);
    assert.deepEqual((audit.after as { assigned_to: string[]; name: string }).name, 'Changed');
    const newAssigneeNotes = await db()
      .selectFrom('notifications')
      .select('recipient_id')
      .where('link', '=', `/project/project-details/${project.id}`)
      .execute();
    assert.deepEqual(newAssigneeNotes.map((note) => note.recipient_id).sort(), [h.reviewer.id, h.client.id].sort());
  });

  test('deleting a project removes it and audits it', async () => {
    const project = await createProject({ name: 'Short-lived' });
    const response = await send('DELETE', PROJECT_PATHS.projectDetails(project.id));
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { message: 'The project Short-lived was deleted.', data: null });
    assertRefused(await get(PROJECT_PATHS.projectDetails(project.id)), 404);
    const audit = await db().selectFrom('audit_entries').select('action').where('target_id', '=', project.id).orderBy('seq', 'desc').executeTakeFirstOrThrow();
    assert.equal(audit.action, 'delete');
  });

  test('the list filters by every field of the spec, orders and pages', async () => {
    const tag = `F${Date.now()}`;
    const alpha = await createProject({ name: `${tag} Alpha`, deadline: '2030-01-10', assigned_to: [h.reviewer.id] });
    const beta = await createProject({ name: `${tag} Beta`, deadline: '2030-02-20' }, h.reviewer);
    const gamma = await createProject({ name: `${tag} Gamma 100%_done`, entity_id: h.otherClientId });
    await send('PATCH', PROJECT_PATHS.projectDetails(gamma.id), { on_hold: true });
    const names = (page: z.infer<typeof pageSchema>) => page.results.map((project) => project.name.replace(`${tag} `, ''));

    assert.deepEqual(names(await list(`project_name=${tag}&ordering=name`)), ['Alpha', 'Beta', 'Gamma 100%_done']);
    assert.deepEqual(names(await list(`project_name=${encodeURIComponent('100%_')}`)), ['Gamma 100%_done']);
    assert.deepEqual(names(await list(`project_name=${encodeURIComponent('%')}&ordering=name`)).filter((name) => !name.includes(' ')).length, 0);
    assert.deepEqual(names(await list(`project_name=${tag}&created_by=${h.reviewer.id}`)), ['Beta']);
    assert.deepEqual(names(await list(`project_name=${tag}&assigned_to=${h.reviewer.id}`)), ['Alpha']);
    assert.deepEqual(names(await list(`project_name=${tag}&deadline=2030-1-31`)), ['Alpha']);
    assert.deepEqual(names(await list(`project_name=${tag}&status=on_hold`)), ['Gamma 100%_done']);
    assert.deepEqual(names(await list(`project_name=${tag}&status=not_started&ordering=-name`)), ['Beta', 'Alpha']);
    assert.deepEqual(names(await list(`project_name=${tag}&entity=${h.otherClientId}`)), ['Gamma 100%_done']);
    assert.deepEqual(names(await list(`project_name=${tag}&ordering=-deadline`)), ['Beta', 'Alpha', 'Gamma 100%_done']);
    const today = new Date().toISOString().slice(0, 10);
    assert.equal((await list(`project_name=${tag}&created_after=${today}&created_before=${today}`)).count, 3);
    assert.equal((await list(`project_name=${tag}&created_before=2020-1-1`)).count, 0);
    assertRefused(await get(`${PROJECT_PATHS.projects}?created_after=yesterday`), 400, /YYYY-MM-DD/);
    assertRefused(await get(`${PROJECT_PATHS.projects}?status=lost`), 400);
    assertRefused(await get(`${PROJECT_PATHS.projects}?ordering=owner`), 400);

    const first = await list(`project_name=${tag}&ordering=name&page_size=2`);
    assert.equal(first.count, 3);
    assert.deepEqual(names(first), ['Alpha', 'Beta']);
    assert.equal(first.previous, null);
    assert.ok(first.next?.includes('page=2'));
    const second = await list(new URL(first.next!, 'http://x').search.slice(1));
    assert.deepEqual(names(second), ['Gamma 100%_done']);
    assert.equal(second.next, null);
    assert.ok(second.previous?.includes('page=1'));
    // A page past the end has no row to carry the count (the list counts with a window function).
    const beyond = await list(`project_name=${tag}&ordering=name&page_size=2&page=5`);
    assert.deepEqual([beyond.count, beyond.results.length, beyond.next], [3, 0, null]);
    assert.ok(beyond.previous?.includes('page=2'));
    assert.ok([alpha, beta].every((project) => project.progress.percent === 0));
    for (const ordering of ['status', '-status', 'progress', '-progress', 'created_at']) {
      assert.equal((await list(`project_name=${tag}&ordering=${ordering}`)).count, 3);
    }
  });

  test('status=open and the due filter list the projects the dashboard counts as open, overdue and due soon', async () => {
    const tag = `D${Date.now()}`;
    const day = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);
    await createProject({ name: `${tag} late`, deadline: day(-3) });
    const finished = await createProject({ name: `${tag} late but completed`, deadline: day(-3) });
    await db().updateTable('projects').set({ status: 'completed' }).where('id', '=', finished.id).execute();
    await createProject({ name: `${tag} this week`, deadline: day(3) });
    await createProject({ name: `${tag} next month`, deadline: day(30) });
    const names = async (query: string) => (await list(`project_name=${tag}&${query}`)).results.map((project) => project.name.replace(`${tag} `, ''));

    assert.deepEqual(await names('due=overdue'), ['late']);
    assert.deepEqual(await names('due=soon'), ['this week']);
    assert.deepEqual(await names('status=open&ordering=name'), ['late', 'next month', 'this week']);
    const dashboard = await get(PROJECT_PATHS.dashboard);
    const { kpis } = dashboard.json().data as { kpis: { open_projects: number; overdue: number; due_this_week: number } };
    assert.equal((await list('due=overdue')).count, kpis.overdue, 'the overdue card opens a list of its length');
    assert.equal((await list('due=soon')).count, kpis.due_this_week, 'so does the due-this-week card');
    assert.equal((await list('status=open')).count, kpis.open_projects, 'and the open-projects card');
    assertRefused(await get(`${PROJECT_PATHS.projects}?due=someday`), 400);
  });

  test('status=awaiting_review lists the projects holding the answers the dashboard counts as awaiting review', async () => {
    const tag = `R${Date.now()}`;
    const suggested = await createProject({ name: `${tag} suggested` });
    await insertQuestionnaire(db(), suggested.id, [
      { answer: 'Yes', status: 'suggested' },
      { answer: '', status: 'unanswered' },
    ]);
    const edited = await createProject({ name: `${tag} edited` });
    await insertQuestionnaire(db(), edited.id, [{ answer: 'We do.', status: 'edited' }]);
    const reviewed = await createProject({ name: `${tag} reviewed` });
    await insertQuestionnaire(db(), reviewed.id, [
      { answer: 'Yes', status: 'approved' },
      { answer: '', status: 'unanswered' },
    ]);
    await createProject({ name: `${tag} empty` });

    const listed = await list(`project_name=${tag}&status=awaiting_review&ordering=name`);
    assert.deepEqual(
      listed.results.map((project) => project.name.replace(`${tag} `, '')),
      ['edited', 'suggested'],
    );
    const { kpis } = (await get(PROJECT_PATHS.dashboard)).json().data as { kpis: { answers_awaiting_review: number } };
    assert.ok(kpis.answers_awaiting_review >= 2);
  });

  test("a client's dashboard counts the answers awaiting review in its own projects only; not applicable counts apart from approved", async () => {
    const awaiting = async (as: typeof h.admin) =>
      ((await get(PROJECT_PATHS.dashboard, as)).json().data as { kpis: { answers_awaiting_review: number } }).kpis.answers_awaiting_review;
    const before = { client: await awaiting(h.client), otherClient: await awaiting(h.otherClient), staff: await awaiting(h.admin) };
    const own = await createProject({ name: 'Own client project' });
    const ids = await insertQuestionnaire(db(), own.id, [
      { answer: 'Yes', status: 'suggested' },
      { answer: 'We do.', status: 'edited' },
      { answer: 'Yes', status: 'approved' },
      { answer: '', status: 'unanswered' },
    ]);
    await db().updateTable('questions').set({ status: 'not_applicable' }).where('id', '=', ids[3]!).execute();
    const other = await createProject({ name: 'Other client project', entity_id: h.otherClientId });
    await insertQuestionnaire(db(), other.id, [
      { answer: 'Yes', status: 'suggested' },
      { answer: 'Yes', status: 'suggested' },
      { answer: 'Yes', status: 'suggested' },
    ]);

    assert.equal(await awaiting(h.client), before.client + 2);
    assert.equal(await awaiting(h.otherClient), before.otherClient + 3);
    assert.equal(await awaiting(h.admin), before.staff + 5);
    const { progress } = projectDetailSchema.parse((await get(PROJECT_PATHS.projectDetails(own.id), h.client)).json().data).project;
    assert.deepEqual([progress.total, progress.approved, progress.not_applicable, progress.percent], [4, 1, 1, 50]);
    const listed = (await list('page_size=200', h.client)).results.find((project) => project.id === own.id);
    assert.deepEqual(listed?.progress, progress, 'the list reads the same progress in its one query');
  });

  test('staff narrow the client dashboard to one client; a client user only to its own, and nobody to a client they cannot see', async () => {
    const tag = `C${Date.now()}`;
    const open = async (query: string, as = h.admin) => {
      const answer = await get(`${PROJECT_PATHS.dashboard}${query}`, as);
      assert.equal(answer.statusCode, 200, answer.body);
      const { kpis, projects } = answer.json().data as { kpis: { open_projects: number }; projects: { entity: { id: string } }[] };
      return { count: kpis.open_projects, clients: new Set(projects.map((project) => project.entity.id)) };
    };
    await createProject({ name: `${tag} own` });
    await createProject({ name: `${tag} other`, entity_id: h.otherClientId });
    const everyone = await open('');
    const other = await open(`?entity=${h.otherClientId}`);
    const demo = await open(`?entity=${h.demoClientId}`);
    assert.equal(other.count, (await list(`status=open&entity=${h.otherClientId}`)).count, "the card counts that client's list");
    assert.equal(other.count + demo.count, everyone.count);
    assert.deepEqual([...other.clients], [h.otherClientId]);
    // A client user's own client is its dashboard already; another client is not there to see.
    assert.equal((await open(`?entity=${h.demoClientId}`, h.client)).count, (await open('', h.client)).count);
    assertRefused(await get(`${PROJECT_PATHS.dashboard}?entity=${h.otherClientId}`, h.client), 404);
    assertRefused(await get(`${PROJECT_PATHS.dashboard}?entity=${h.otherTenantClientId}`), 404);
    assertRefused(await get(`${PROJECT_PATHS.dashboard}?entity=not-a-client`), 400, /Choose a client/);
  });

  test('the project-status lookup lists every status in workflow order', async () => {
    const response = await get(PROJECT_PATHS.projectStatuses, h.client);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(
      response.json().data.map((status: { code: string }) => status.code),
      [...PROJECT_STATUSES],
    );
    assertRefused(await get(PROJECT_PATHS.projectStatuses, null), 401);
  });

  test('entity-members lists the staff who work on projects and the users of the client', async () => {
    const members = z.array(entityMemberSchema).parse((await get(`${PROJECT_PATHS.entityMembers}?entity_id=${h.demoClientId}`)).json().data);
    const ids = members.map((member) => member.id);
    assert.ok(ids.includes(h.admin.id) && ids.includes(h.reviewer.id) && ids.includes(h.viewer.id) && ids.includes(h.client.id));
    assert.ok(!ids.includes(h.otherClient.id) && !ids.includes(h.otherTenantAdmin.id));
    assert.equal(members.find((member) => member.id === h.client.id)?.kind, 'entity');
    assert.equal(members.find((member) => member.id === h.reviewer.id)?.full_name, 'Riley Tester');

    const staffOnly = z.array(entityMemberSchema).parse((await get(PROJECT_PATHS.entityMembers)).json().data);
    assert.ok(staffOnly.every((member) => member.kind === 'staff'));
    // A client user may look at its own client only.
    assert.equal((await get(`${PROJECT_PATHS.entityMembers}?entity_id=${h.demoClientId}`, h.client)).statusCode, 200);
    assertRefused(await get(`${PROJECT_PATHS.entityMembers}?entity_id=${h.otherClientId}`, h.client), 404);
    assertRefused(await get(`${PROJECT_PATHS.entityMembers}?entity_id=${h.otherTenantClientId}`), 404);
    assertRefused(await get(`${PROJECT_PATHS.entityMembers}?entity_id=nope`), 400);
  });

  test('the entity lookup lists the clients; a client user sees its own', async () => {
    const all = z.array(namedRefSchema).parse((await get(PROJECT_PATHS.entities)).json().data);
    assert.deepEqual(
      all.map((entity) => entity.name),
      ['Demo Client', 'Other Client'],
    );
    const own = z.array(namedRefSchema).parse((await get(PROJECT_PATHS.entities, h.client)).json().data);
    assert.deepEqual(own, [{ id: h.demoClientId, name: 'Demo Client' }]);
    assertRefused(await get(PROJECT_PATHS.entities, null), 401);
    const bare = await addPerson(h.app, h.db, { email: 'bare-staff@demo.test', firstName: 'Bare', permissions: [] });
    assertRefused(await get(PROJECT_PATHS.entities, bare), 403, /permission to see the list of clients/);
    const inviter = await addPerson(h.app, h.db, { email: 'inviter@demo.test', firstName: 'Ivy', permissions: ['invite_users'] });
    assert.equal((await get(PROJECT_PATHS.entities, inviter)).json().data.length, 2);
  });
});
