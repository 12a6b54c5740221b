// Subscriptions (/api/v1/subscription/): plans, assigning a plan to a client (from a date, after the
// current term, or now in place of it), the list's filters and paging, status by dates, overlaps,
// cancelling and moving the end date, the entity-subscription lookup, audit entries, and who may read
// or change them.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  entitySubscriptionSchema,
  SUBSCRIPTION_PATHS,
  subscriptionPlanSchema,
  subscriptionSchema,
  type CreateSubscriptionPlanRequest,
  type Subscription,
  type SubscriptionPlan,
} from '@app/shared/contract';
import { withTenant } from '../src/db/tenant-scope.ts';
import { describeEachDatabase } from './support/databases.ts';
import { addPerson, assertRefused, projectCalls, startProjectsHarness, type Person, type ProjectsHarness } from './support/project-fixtures.ts';

const day = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);
/** The spec's filter format, YYYY-M-DD. */
const filterDay = (iso: string) => `${iso.slice(0, 4)}-${Number(iso.slice(5, 7))}-${iso.slice(8, 10)}`;

describeEachDatabase('subscriptions', (db) => {
  let h: ProjectsHarness;
  let viewer: Person;
  let manager: Person;
  let otherTenantManager: Person;
  let thirdClientId: string;
  before(async () => {
    h = await startProjectsHarness(db());
    viewer = await addPerson(h.app, h.db, { email: 'billing-viewer@demo.test', firstName: 'Vic', permissions: ['view_subscriptions'] });
    manager = await addPerson(h.app, h.db, { email: 'billing@demo.test', firstName: 'Bea', permissions: ['view_subscriptions', 'manage_subscriptions'] });
    otherTenantManager = await addPerson(h.app, h.db, {
      slug: 'globex',
      email: 'billing@globex.test',
      firstName: 'Gil',
      permissions: ['view_subscriptions', 'manage_subscriptions'],
    });
    const { tenant_id: tenantId } = await db().selectFrom('entities').select('tenant_id').where('id', '=', h.demoClientId).executeTakeFirstOrThrow();
    thirdClientId = (await db().insertInto('entities').values({ tenant_id: tenantId, name: 'Third Client' }).returning('id').executeTakeFirstOrThrow()).id;
  });
  after(() => h?.stop());
  const { get, send } = projectCalls(() => h);

  async function createPlan(body: Partial<CreateSubscriptionPlanRequest> = {}, as: Person = manager): Promise<SubscriptionPlan> {
    const response = await send(
      'POST',
      SUBSCRIPTION_PATHS.plans,
      { name: 'Gold', price: 99.5, currency: 'EUR', billing_period: 'monthly', duration_months: 6, ...body },
      as,
    );
    assert.equal(response.statusCode, 201, response.body);
    return subscriptionPlanSchema.parse(response.json().data);
  }

  async function assign(entityId: string, planId: string, startDate: string, as: Person = manager): Promise<Subscription> {
    const response = await send('POST', SUBSCRIPTION_PATHS.subscriptions, { entity_id: entityId, subscription_id: planId, start_date: startDate }, as);
    assert.equal(response.statusCode, 201, response.body);
    return subscriptionSchema.parse(response.json().data);
  }

  async function list(query = '', as: Person = manager) {
    const response = await get(`${SUBSCRIPTION_PATHS.subscriptions}${query ? `?${query}` : ''}`, as);
    assert.equal(response.statusCode, 200, response.body);
    const data = response.json().data as { count: number; next: string | null; previous: string | null; results: unknown[] };
    return { ...data, results: data.results.map((row) => subscriptionSchema.parse(row)) };
  }

  async function auditEntries(targetId: string) {
    return db()
      .selectFrom('audit_entries')
      .select(['category', 'action', 'actor_user_id', 'entity_id', 'before', 'after'])
      .where('target_id', '=', targetId)
      .orderBy('seq')
      .execute();
  }

  test('the demo organisation starts with its plans and Demo Client on Professional; a new organisation has no plans', async () => {
    const plans = (await get(SUBSCRIPTION_PATHS.planLookup, viewer)).json().data as { name: string }[];
    assert.deepEqual(
      plans.map((plan) => plan.name),
      ['Enterprise', 'Professional', 'Starter'],
    );
    const { results } = await list('', viewer);
    assert.equal(results.length, 1);
    assert.deepEqual([results[0]!.entity.name, results[0]!.plan.name, results[0]!.status], ['Demo Client', 'Professional', 'active']);
    assert.deepEqual((await get(SUBSCRIPTION_PATHS.plans, otherTenantManager)).json().data, []);
    assert.equal((await list('', otherTenantManager)).count, 0);
  });

  test('plans: create, list, edit, archive and bring back, audited; names unique whatever their case', async () => {
    const plan = await createPlan({ name: 'Silver', description: ' For small teams ', duration_months: null, billing_period: 'yearly', price: 1200 });
    assert.deepEqual(
      { ...plan, id: undefined, created_at: undefined, updated_at: undefined },
      {
        id: undefined,
        name: 'Silver',
        description: 'For small teams',
        price: 1200,
        currency: 'EUR',
        billing_period: 'yearly',
        duration_months: null,
        archived: false,
        current_subscriptions: 0,
        created_at: undefined,
        updated_at: undefined,
      },
    );
    const duplicate = await send('POST', SUBSCRIPTION_PATHS.plans, { name: 'silver', price: 1, currency: 'USD', billing_period: 'monthly' }, manager);
    assertRefused(duplicate, 409, /A plan named silver already exists/);

    const edited = await send('PATCH', SUBSCRIPTION_PATHS.plan(plan.id), { price: 1300, duration_months: 24 }, manager);
    assert.equal(edited.statusCode, 200, edited.body);
    assert.deepEqual([edited.json().data.price, edited.json().data.duration_months], [1300, 24]);
    assertRefused(await send('PATCH', SUBSCRIPTION_PATHS.plan(plan.id), { name: 'PROFESSIONAL' }, manager), 409, /already exists/);

    const archived = await send('PATCH', SUBSCRIPTION_PATHS.plan(plan.id), { archived: true }, manager);
    assert.equal(archived.statusCode, 200, archived.body);
    assert.match(archived.json().message, /archived/);
    const lookup = (await get(SUBSCRIPTION_PATHS.planLookup, manager)).json().data as { id: string }[];
    assert.ok(!lookup.some((item) => item.id === plan.id), 'an archived plan is not offered');
    const all = (await get(SUBSCRIPTION_PATHS.plans, viewer)).json().data as SubscriptionPlan[];
    assert.equal(all.at(-1)!.id, plan.id, 'archived plans come last');
    const refused = await send('POST', SUBSCRIPTION_PATHS.subscriptions, { entity_id: thirdClientId, subscription_id: plan.id, start_date: day(0) }, manager);
    assertRefused(refused, 400, /Silver plan is archived/);
    assert.equal((await send('PATCH', SUBSCRIPTION_PATHS.plan(plan.id), { archived: false }, manager)).json().data.archived, false);

    assert.deepEqual(
      (await auditEntries(plan.id)).map((entry) => [entry.category, entry.action, entry.actor_user_id]),
      [
        ['subscription', 'create_plan', manager.id],
        ['subscription', 'update_plan', manager.id],
        ['subscription', 'archive_plan', manager.id],
        ['subscription', 'restore_plan', manager.id],
      ],
    );
    const [, update] = await auditEntries(plan.id);
    assert.deepEqual(
      [update!.before, update!.after],
      [
        { price: 1200, duration_months: null },
        { price: 1300, duration_months: 24 },
      ],
    );
  });

  test('bad plans are refused with messages for people', async () => {
    const bad = async (body: object, message: RegExp) =>
      assertRefused(
        await send('POST', SUBSCRIPTION_PATHS.plans, { name: 'Bad', price: 1, currency: 'USD', billing_period: 'monthly', ...body }, manager),
        400,
        message,
      );
    await bad({ name: '  ' }, /Enter a plan name/);
    await bad({ price: -1 }, /cannot be negative/);
    await bad({ price: 1.234 }, /two decimals/);
    await bad({ currency: 'XYZ' }, /Choose a currency/);
    await bad({ billing_period: 'weekly' }, /monthly or yearly/);
    await bad({ duration_months: 0 }, /at least 1 month/);
    await bad({ duration_months: 1.5 }, /whole months/);
    assertRefused(await send('PATCH', SUBSCRIPTION_PATHS.plan(h.demoClientId), { archived: true }, manager), 404);
    assertRefused(await send('PATCH', SUBSCRIPTION_PATHS.plan('not-an-id'), { archived: true }, manager), 400);
  });

  test('assigning a plan: the end date follows from its term, the status from the dates; audited', async () => {
    const plan = await createPlan({ name: 'Quarterly', duration_months: 3, price: 300, currency: 'USD' });
    const expired = await assign(thirdClientId, plan.id, '2024-01-15');
    assert.deepEqual([expired.start_date, expired.end_date, expired.status], ['2024-01-15', '2024-04-15', 'expired']);
    const active = await assign(thirdClientId, plan.id, filterDay(day(-10)));
    assert.deepEqual([active.start_date, active.status, active.price, active.currency, active.billing_period], [day(-10), 'active', 300, 'USD', 'monthly']);
    const scheduled = await assign(thirdClientId, plan.id, day(200));
    assert.equal(scheduled.status, 'scheduled');

    // A later price change does not reach subscriptions already sold.
    await send('PATCH', SUBSCRIPTION_PATHS.plan(plan.id), { price: 450 }, manager);
    assert.equal((await list(`client=${thirdClientId}&status=active`)).results[0]!.price, 300);

    const [entry] = await auditEntries(active.id);
    assert.deepEqual([entry!.category, entry!.action, entry!.actor_user_id, entry!.entity_id], ['subscription', 'create', manager.id, thirdClientId]);
    assert.equal((entry!.after as { plan: string }).plan, 'Quarterly');

    const lookup = entitySubscriptionSchema.array().parse((await get(SUBSCRIPTION_PATHS.entitySubscriptions, viewer)).json().data);
    const third = lookup.find((entity) => entity.id === thirdClientId)!;
    assert.deepEqual([third.subscription?.id, third.subscription?.status], [active.id, 'active'], 'the active one is the current one');
    assert.equal(lookup.find((entity) => entity.name === 'Demo Client')!.subscription?.plan.name, 'Professional');
    assert.deepEqual(
      lookup.map((entity) => entity.name),
      [...lookup.map((entity) => entity.name)].sort(),
      'by name',
    );
  });

  test('a client never holds two subscriptions on the same day', async () => {
    const plan = await createPlan({ name: 'Yearly', duration_months: 12 });
    const open = await createPlan({ name: 'Open-ended', duration_months: null });
    // Demo Client is on Professional since the seed: a start inside it is refused, with its dates.
    const clash = await send('POST', SUBSCRIPTION_PATHS.subscriptions, { entity_id: h.demoClientId, subscription_id: plan.id, start_date: day(0) }, manager);
    assertRefused(clash, 409, /^Demo Client already has the Professional plan from \d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4}\. Cancel it/);

    const first = await assign(h.otherClientId, open.id, day(30));
    const before = await send('POST', SUBSCRIPTION_PATHS.subscriptions, { entity_id: h.otherClientId, subscription_id: plan.id, start_date: day(0) }, manager);
    assertRefused(before, 409, /Other Client already has the Open-ended plan from .* until cancelled/);
    // Once the first is cancelled, the days are free again.
    assert.equal((await send('PATCH', SUBSCRIPTION_PATHS.subscription(first.id), { status: 'cancelled' }, manager)).statusCode, 200);
    await assign(h.otherClientId, plan.id, day(0));
  });

  /** A new client of the demo organisation, with nothing assigned yet. */
  async function newClient(name: string): Promise<string> {
    const { tenant_id } = await db().selectFrom('entities').select('tenant_id').where('id', '=', thirdClientId).executeTakeFirstOrThrow();
    return (await db().insertInto('entities').values({ tenant_id, name }).returning('id').executeTakeFirstOrThrow()).id;
  }

  const change = (entityId: string, planId: string, mode: string, as: Person | null = manager) =>
    send('POST', SUBSCRIPTION_PATHS.subscriptions, { entity_id: entityId, subscription_id: planId, change: mode }, as);

  test('one term ends on the day the next starts, and they do not share it', async () => {
    const client = await newClient('Back-to-back Client');
    const plan = await createPlan({ name: 'Back to back', duration_months: 1 });
    const first = await assign(client, plan.id, '2025-01-31');
    assert.equal(first.end_date, '2025-02-28', 'a month from the 31st of January ends on the last day of February');
    const second = await assign(client, plan.id, first.end_date!);
    assert.equal(second.start_date, '2025-02-28');
    const clash = await send('POST', SUBSCRIPTION_PATHS.subscriptions, { entity_id: client, subscription_id: plan.id, start_date: '2025-02-27' }, manager);
    assertRefused(clash, 409, /already has the Back to back plan from 01\/31\/2025 to 02\/28\/2025/);
  });

  test('changing plan now ends the current subscription today and starts the new one today, no overlap; both audited', async () => {
    const client = await newClient('Changing Client');
    const old = await createPlan({ name: 'Old plan', duration_months: 6 });
    const next = await createPlan({ name: 'New plan', duration_months: 12, price: 10, currency: 'USD' });
    const current = await assign(client, old.id, day(-20));
    assert.equal(current.status, 'active');

    const response = await change(client, next.id, 'now');
    assert.equal(response.statusCode, 201, response.body);
    assert.match(
      response.json().message,
      /^Changing Client has the New plan plan from \d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4}\. The Old plan plan ended today\.$/,
    );
    const created = subscriptionSchema.parse(response.json().data);
    assert.deepEqual([created.plan.id, created.start_date, created.status], [next.id, day(0), 'active']);

    const rows = (await list(`client=${client}`)).results;
    const ended = rows.find((row) => row.id === current.id)!;
    assert.deepEqual([ended.start_date, ended.end_date, ended.status], [day(-20), day(0), 'expired']);
    assert.equal(ended.end_date, created.start_date, 'the old one ends on the day the new one starts');
    assert.deepEqual(
      (await list(`client=${client}&status=active`)).results.map((row) => row.id),
      [created.id],
      'one active subscription today',
    );
    const lookup = entitySubscriptionSchema.array().parse((await get(SUBSCRIPTION_PATHS.entitySubscriptions, manager)).json().data);
    assert.equal(lookup.find((entity) => entity.id === client)!.subscription?.id, created.id);

    assert.deepEqual(
      (await auditEntries(current.id)).map((entry) => [entry.action, entry.actor_user_id, entry.entity_id, entry.before, entry.after]),
      [
        ['create', manager.id, client, null, (await auditEntries(current.id))[0]!.after],
        ['update', manager.id, client, { end_date: current.end_date }, { end_date: day(0), replaced_by: created.id, replaced_by_plan: 'New plan' }],
      ],
    );
    const [createdEntry] = await auditEntries(created.id);
    assert.equal(createdEntry!.action, 'create');
    assert.deepEqual(createdEntry!.before, null);
    assert.deepEqual(
      { ...(createdEntry!.after as object), end_date: undefined },
      {
        entity_id: client,
        plan_id: next.id,
        plan: 'New plan',
        start_date: day(0),
        end_date: undefined,
        price: 10,
        currency: 'USD',
        replaces: current.id,
        replaces_plan: 'Old plan',
      },
    );

    // Changed again the same day: the one started today ends today, having covered no day.
    const again = await change(client, old.id, 'now');
    assert.equal(again.statusCode, 201, again.body);
    const replacedToday = (await list(`client=${client}`)).results.find((row) => row.id === created.id)!;
    assert.deepEqual([replacedToday.start_date, replacedToday.end_date, replacedToday.status], [day(0), day(0), 'expired']);
  });

  test('after the current term starts the new plan on the day the current one ends', async () => {
    const client = await newClient('Following Client');
    const plan = await createPlan({ name: 'Following', duration_months: 3 });
    const current = await assign(client, plan.id, day(-5));
    const response = await change(client, plan.id, 'after_current');
    assert.equal(response.statusCode, 201, response.body);
    const next = subscriptionSchema.parse(response.json().data);
    assert.deepEqual([next.start_date, next.status], [current.end_date, 'scheduled']);
    assert.equal((await list(`client=${client}&status=active`)).results[0]!.end_date, current.end_date, 'the current one is left as it was');
  });

  test('a change is refused with a message when there is nothing to change or the body is unclear', async () => {
    const client = await newClient('Plain Client');
    const plan = await createPlan({ name: 'Plain', duration_months: 1 });
    const open = await createPlan({ name: 'Open plan', duration_months: null });
    assertRefused(await change(client, plan.id, 'now'), 409, /^Plain Client has no active subscription to change: choose a start date instead\.$/);
    assertRefused(await change(client, plan.id, 'after_current'), 409, /no active subscription/);
    await assign(client, plan.id, day(30));
    assertRefused(await change(client, plan.id, 'now'), 409, /no active subscription/);

    const openClient = await newClient('Open Client');
    await assign(openClient, open.id, day(-3));
    assertRefused(
      await change(openClient, plan.id, 'after_current'),
      409,
      /^Open Client has Open plan until cancelled, so there is no end of term to start after/,
    );

    // Now would end the current month today and start three months reaching into the one scheduled after it.
    const busyClient = await newClient('Busy Client');
    const current = await assign(busyClient, plan.id, day(-3));
    await assign(busyClient, plan.id, current.end_date!);
    const longer = await createPlan({ name: 'Longer', duration_months: 3 });
    assertRefused(await change(busyClient, longer.id, 'now'), 409, /^Busy Client already has the Plain plan from/);
    const unchanged = (await list(`client=${busyClient}&status=active`)).results[0]!;
    assert.deepEqual([unchanged.id, unchanged.end_date], [current.id, current.end_date], 'a refused change leaves the current one as it was');

    const both = await send(
      'POST',
      SUBSCRIPTION_PATHS.subscriptions,
      { entity_id: client, subscription_id: plan.id, start_date: day(0), change: 'now' },
      manager,
    );
    assertRefused(both, 400, /Give a start date or a change, not both/);
    assert.equal(both.json().errors.start_date.length, 1);
    assertRefused(
      await send('POST', SUBSCRIPTION_PATHS.subscriptions, { entity_id: client, subscription_id: plan.id }, manager),
      400,
      /^Choose a start date\.$/,
    );
    assertRefused(await change(client, plan.id, 'tomorrow'), 400, /Choose whether the new plan starts after the current term or now/);
  });

  test('changing now needs manage_subscriptions and a client of this organisation; nothing is ended when refused', async () => {
    const client = await newClient('Guarded Change Client');
    const plan = await createPlan({ name: 'Guarded change', duration_months: 2 });
    const current = await assign(client, plan.id, day(-1));
    for (const as of [viewer, h.viewer, h.client]) assertRefused(await change(client, plan.id, 'now', as), 403);
    assertRefused(await change(client, plan.id, 'now', null), 401);
    assertRefused(await change(client, plan.id, 'now', otherTenantManager), 400, /Choose a client from the list/);
    assertRefused(await send('PATCH', SUBSCRIPTION_PATHS.subscription(current.id), { end_date: day(5) }, otherTenantManager), 404);
    assertRefused(await send('PATCH', SUBSCRIPTION_PATHS.subscription(current.id), { end_date: day(5) }, viewer), 403);
    const after = (await list(`client=${client}`)).results;
    assert.deepEqual(
      after.map((row) => [row.id, row.end_date, row.status]),
      [[current.id, current.end_date, 'active']],
    );
    assert.deepEqual(
      (await auditEntries(current.id)).map((entry) => entry.action),
      ['create'],
    );
  });

  test('moving the end date: not before the start nor into the next subscription, up to the next one or to today; audited with before and after', async () => {
    const client = await newClient('End Date Client');
    const plan = await createPlan({ name: 'Movable', duration_months: 3 });
    const sub = await assign(client, plan.id, day(-10));
    const patch = (body: object) => send('PATCH', SUBSCRIPTION_PATHS.subscription(sub.id), body, manager);
    const early = await patch({ end_date: day(-11) });
    assertRefused(early, 400, /^The end date cannot be before the start date \(\d\d\/\d\d\/\d{4}\)\.$/);
    assert.deepEqual(Object.keys(early.json().errors), ['end_date']);
    assertRefused(await patch({ end_date: '2025-13-01' }), 400, /Enter a date as YYYY-MM-DD/);
    assertRefused(await patch({ end_date: 12 }), 400);
    await assign(client, plan.id, day(200));
    const intoNext = await patch({ end_date: day(201) });
    assertRefused(intoNext, 409, /^End Date Client already has the Movable plan from /);
    assert.deepEqual(Object.keys(intoNext.json().errors), ['end_date']);
    assertRefused(await patch({ end_date: null }), 409, /already has the Movable plan/);

    const open = await patch({ end_date: day(200) });
    assert.equal(open.statusCode, 200, open.body);
    assert.match(open.json().message, /now ends on/);
    const today = await patch({ end_date: day(0) });
    assert.equal(today.statusCode, 200, today.body);
    assert.deepEqual([today.json().data.end_date, today.json().data.status], [day(0), 'expired']);
    assert.match(today.json().message, /now ends on \d\d\/\d\d\/\d{4}/);
    assert.deepEqual(
      (await auditEntries(sub.id)).slice(1).map((entry) => [entry.action, entry.before, entry.after]),
      [
        ['update', { end_date: sub.end_date }, { end_date: day(200) }],
        ['update', { end_date: day(200) }, { end_date: day(0) }],
      ],
    );
  });

  test('bad assignments are refused with messages for people', async () => {
    const plan = await createPlan({ name: 'Checks' });
    const bad = async (body: object, status: number, message: RegExp) =>
      assertRefused(
        await send('POST', SUBSCRIPTION_PATHS.subscriptions, { entity_id: thirdClientId, subscription_id: plan.id, start_date: day(500), ...body }, manager),
        status,
        message,
      );
    await bad({ entity_id: plan.id }, 400, /Choose a client from the list/);
    await bad({ entity_id: h.otherTenantClientId }, 400, /Choose a client from the list/);
    await bad({ subscription_id: thirdClientId }, 400, /Choose a plan from the list/);
    await bad({ entity_id: 'nope' }, 400, /Choose a client/);
    await bad({ start_date: '2025-02-30' }, 400, /Enter a date as YYYY-MM-DD/);
    await bad({ start_date: '' }, 400, /Choose a start date/);
    const globexPlan = await createPlan({ name: 'Globex plan' }, otherTenantManager);
    await bad({ subscription_id: globexPlan.id }, 400, /Choose a plan from the list/);
  });

  test('cancelling and moving the end date; an ended or cancelled subscription stays as it is', async () => {
    const plan = await createPlan({ name: 'Cancellable', duration_months: 2 });
    const sub = await assign(thirdClientId, plan.id, day(400));
    const endBeforeStart = await send('PATCH', SUBSCRIPTION_PATHS.subscription(sub.id), { end_date: day(399) }, manager);
    assertRefused(endBeforeStart, 400, /The end date cannot be before the start date/);
    assert.deepEqual(endBeforeStart.json().errors.end_date.length, 1);
    assertRefused(await send('PATCH', SUBSCRIPTION_PATHS.subscription(sub.id), {}, manager), 400, /Say what to change/);
    assertRefused(await send('PATCH', SUBSCRIPTION_PATHS.subscription(sub.id), { status: 'active' }, manager), 400, /can only be set to cancelled/);

    const moved = await send('PATCH', SUBSCRIPTION_PATHS.subscription(sub.id), { end_date: filterDay(day(480)) }, manager);
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(moved.json().data.end_date, day(480));

    const cancelled = await send('PATCH', SUBSCRIPTION_PATHS.subscription(sub.id), { status: 'cancelled' }, manager);
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    const data = subscriptionSchema.parse(cancelled.json().data);
    assert.equal(data.status, 'cancelled');
    assert.deepEqual(data.cancelled_by, { id: manager.id, full_name: 'Bea Tester' });
    assert.match(cancelled.json().message, /was cancelled/);
    assertRefused(await send('PATCH', SUBSCRIPTION_PATHS.subscription(sub.id), { status: 'cancelled' }, manager), 409, /already cancelled/);

    const ended = await assign(thirdClientId, plan.id, '2023-01-01');
    assertRefused(await send('PATCH', SUBSCRIPTION_PATHS.subscription(ended.id), { status: 'cancelled' }, manager), 409, /already ended/);

    assert.deepEqual(
      (await auditEntries(sub.id)).map((entry) => [entry.action, entry.before, entry.after]),
      [
        ['create', null, (await auditEntries(sub.id))[0]!.after],
        ['update', { end_date: sub.end_date }, { end_date: day(480) }],
        ['cancel', { status: 'scheduled' }, { status: 'cancelled' }],
      ],
    );
    assertRefused(await send('PATCH', SUBSCRIPTION_PATHS.subscription(h.demoClientId), { status: 'cancelled' }, manager), 404);
  });

  test('the list filters by client, plan, dates and status, and pages', async () => {
    const plan = await createPlan({ name: 'Filtered', duration_months: 1 });
    const client = (
      await db()
        .insertInto('entities')
        .values({
          tenant_id: (await db().selectFrom('entities').select('tenant_id').where('id', '=', thirdClientId).executeTakeFirstOrThrow()).tenant_id,
          name: 'Paged Client',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const starts = ['2021-01-01', '2021-03-01', '2021-05-01', '2021-07-01', '2021-09-01'];
    for (const start of starts) await assign(client, plan.id, start);

    const byClient = await list(`client=${client}`);
    assert.equal(byClient.count, 5);
    assert.deepEqual(
      byClient.results.map((row) => row.start_date),
      [...starts].reverse(),
      'latest start first',
    );
    assert.ok(byClient.results.every((row) => row.status === 'expired' && row.plan.id === plan.id));
    assert.equal((await list(`subscription=${plan.id}`)).count, 5);

    assert.deepEqual(
      (await list(`client=${client}&start_date=2021-3-01`)).results.map((row) => row.start_date),
      ['2021-09-01', '2021-07-01', '2021-05-01', '2021-03-01'],
    );
    assert.deepEqual(
      (await list(`client=${client}&end_date=2021-6-01`)).results.map((row) => row.end_date),
      ['2021-06-01', '2021-04-01', '2021-02-01'],
    );
    assert.equal((await list(`client=${client}&status=active`)).count, 0);
    assert.equal((await list(`client=${client}&status=expired`)).count, 5);

    const page1 = await list(`client=${client}&page_size=2`);
    const page3 = await list(`client=${client}&page_size=2&page=3`);
    assert.deepEqual([page1.count, page1.results.length, page3.results.length], [5, 2, 1]);
    assert.match(page1.next!, /page=2/);
    assert.equal(page1.previous, null);
    assert.equal(page3.next, null);

    assertRefused(await get(`${SUBSCRIPTION_PATHS.subscriptions}?start_date=yesterday`, manager), 400, /Enter a date/);
    assertRefused(await get(`${SUBSCRIPTION_PATHS.subscriptions}?status=paused`, manager), 400, /Choose one of/);
    assertRefused(await get(`${SUBSCRIPTION_PATHS.subscriptions}?client=42`, manager), 400);
  });

  test("another organisation sees none of this organisation's subscriptions or plans", async () => {
    const plan = await createPlan({ name: 'Private' });
    const sub = await assign(thirdClientId, plan.id, day(700));
    assert.ok(!(await list('', otherTenantManager)).results.some((row) => row.id === sub.id));
    assertRefused(await send('PATCH', SUBSCRIPTION_PATHS.subscription(sub.id), { status: 'cancelled' }, otherTenantManager), 404);
    assertRefused(await send('PATCH', SUBSCRIPTION_PATHS.plan(plan.id), { archived: true }, otherTenantManager), 404);
    const assignHere = await send(
      'POST',
      SUBSCRIPTION_PATHS.subscriptions,
      { entity_id: thirdClientId, subscription_id: plan.id, start_date: day(0) },
      otherTenantManager,
    );
    assertRefused(assignHere, 400, /Choose a client from the list/);
    const globexLookup = (await get(SUBSCRIPTION_PATHS.entitySubscriptions, otherTenantManager)).json().data as { name: string }[];
    assert.deepEqual(
      globexLookup.map((entity) => entity.name),
      ['Globex Client'],
    );
    assert.ok(!((await get(SUBSCRIPTION_PATHS.plans, otherTenantManager)).json().data as { id: string }[]).some((item) => item.id === plan.id));

    // Row-level security, the second wall: a query that forgets its tenant filter sees only its own rows.
    const globex = await db().selectFrom('tenants').select('id').where('slug', '=', 'globex').executeTakeFirstOrThrow();
    const seen = await withTenant(db(), globex.id, async (trx) => ({
      plans: await trx.selectFrom('subscription_plans').select('tenant_id').execute(),
      subscriptions: await trx.selectFrom('subscriptions').select('tenant_id').execute(),
    }));
    assert.ok([...seen.plans, ...seen.subscriptions].every((row) => row.tenant_id === globex.id));
    assert.ok(seen.plans.length > 0, "globex's own plan is seen");
    await assert.rejects(
      withTenant(db(), globex.id, (trx) =>
        trx
          .updateTable('subscriptions')
          .set({ cancelled_at: new Date() })
          .where('id', '=', sub.id)
          .executeTakeFirstOrThrow()
          .then((result) => {
            if (result.numUpdatedRows === 0n) throw new Error('no row');
          }),
      ),
      /no row/,
    );
  });

  test('reading needs view_subscriptions, changing also manage_subscriptions; no token, 401', async () => {
    const plan = await createPlan({ name: 'Guarded' });
    const sub = await assign(thirdClientId, plan.id, day(900));
    for (const as of [viewer, h.viewer, h.client, null]) {
      const status = as === null ? 401 : 403;
      assertRefused(await send('POST', SUBSCRIPTION_PATHS.plans, { name: 'Nope', price: 1, currency: 'USD', billing_period: 'monthly' }, as), status);
      assertRefused(await send('PATCH', SUBSCRIPTION_PATHS.plan(plan.id), { archived: true }, as), status);
      assertRefused(
        await send('POST', SUBSCRIPTION_PATHS.subscriptions, { entity_id: thirdClientId, subscription_id: plan.id, start_date: day(1200) }, as),
        status,
      );
      assertRefused(await send('PATCH', SUBSCRIPTION_PATHS.subscription(sub.id), { status: 'cancelled' }, as), status);
    }
    assert.match((await send('PATCH', SUBSCRIPTION_PATHS.subscription(sub.id), { status: 'cancelled' }, viewer)).json().message, /manage subscriptions/);
    for (const as of [h.viewer, h.client, null]) {
      const status = as === null ? 401 : 403;
      for (const path of [SUBSCRIPTION_PATHS.subscriptions, SUBSCRIPTION_PATHS.plans, SUBSCRIPTION_PATHS.planLookup, SUBSCRIPTION_PATHS.entitySubscriptions]) {
        assertRefused(await get(path, as), status);
      }
    }
    // A viewer reads everything.
    for (const path of [SUBSCRIPTION_PATHS.subscriptions, SUBSCRIPTION_PATHS.plans, SUBSCRIPTION_PATHS.planLookup, SUBSCRIPTION_PATHS.entitySubscriptions]) {
      assert.equal((await get(path, viewer)).statusCode, 200, path);
    }
    // The seeded administrator holds both permissions.
    assert.equal((await send('PATCH', SUBSCRIPTION_PATHS.subscription(sub.id), { status: 'cancelled' }, h.admin)).statusCode, 200);
  });

  test("a client user with view_subscriptions sees its own client's subscriptions only, and changes none", async () => {
    const clientViewer = await addPerson(h.app, h.db, {
      email: 'client-billing@demo.test',
      firstName: 'Cleo',
      permissions: ['view_subscriptions', 'manage_subscriptions'],
      entityId: h.demoClientId,
    });
    const { results } = await list('', clientViewer);
    assert.ok(results.length > 0);
    assert.ok(results.every((row) => row.entity.id === h.demoClientId));
    const lookup = (await get(SUBSCRIPTION_PATHS.entitySubscriptions, clientViewer)).json().data as { id: string }[];
    assert.deepEqual(
      lookup.map((entity) => entity.id),
      [h.demoClientId],
    );
    assertRefused(await send('PATCH', SUBSCRIPTION_PATHS.subscription(results[0]!.id), { status: 'cancelled' }, clientViewer), 403, /staff/);
  });
});
