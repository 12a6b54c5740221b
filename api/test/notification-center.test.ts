// The notification centre (/api/v1/notification_center): each person's own notifications, paged and
// filtered, marked read one by one or all at once, and streamed live, also from another API process.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_PATHS, notificationChangeSchema, notificationListSchema, type Notification, type NotificationList } from '@app/shared/contract';
import { buildApp } from '../src/app.ts';
import { withTenant } from '../src/db/tenant-scope.ts';
import { notify } from '../src/notification_center/notify.ts';
import { describeEachDatabase } from './support/databases.ts';
import { assertRefused, projectCalls, startProjectsHarness, type Person, type ProjectsHarness } from './support/project-fixtures.ts';
import { JWT_SECRET, login } from './support/test-app.ts';

interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

/** An open event stream of `person` on a listening app, read event by event. */
async function openStream(port: number, person: Person, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(`http://localhost:${port}${NOTIFICATION_PATHS.stream}`, {
    headers: { authorization: `Bearer ${person.token}`, ...headers },
    signal: controller.signal,
  });
  if (response.status !== 200) assert.fail(`The stream answered ${response.status}: ${await response.text()}`);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let ended = false;
  const pending: StreamEvent[] = [];

  async function readMore(): Promise<void> {
    const { value, done } = await reader.read();
    if (done) {
      ended = true;
      return;
    }
    buffer += value;
    let boundary: number;
    while ((boundary = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      const field = (name: string) =>
        block
          .split('\n')
          .find((line) => line.startsWith(`${name}: `))
          ?.slice(name.length + 2);
      const event = field('event');
      if (event) pending.push({ event, data: JSON.parse(field('data') ?? '{}') });
    }
  }

  const withTimeout = <T>(work: Promise<T>, timeoutMs: number, what: string) =>
    Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`No ${what} within ${timeoutMs} ms`)), timeoutMs).unref())]);

  return {
    response,
    /** The next event that satisfies `matches`, skipping the others. */
    next(matches: (event: StreamEvent) => boolean, timeoutMs = 5000): Promise<StreamEvent> {
      return withTimeout(
        (async () => {
          for (;;) {
            const index = pending.findIndex(matches);
            if (index >= 0) return pending.splice(index, 1)[0]!;
            if (ended) throw new Error('The stream ended');
            await readMore();
          }
        })(),
        timeoutMs,
        'matching event',
      );
    },
    /** Resolves once the server has ended the stream. */
    ended(timeoutMs = 5000): Promise<void> {
      return withTimeout(
        (async () => {
          while (!ended) await readMore();
        })(),
        timeoutMs,
        'end of stream',
      );
    },
    close: () => controller.abort(),
  };
}

describeEachDatabase('notification centre', (db) => {
  let h: ProjectsHarness;
  let port: number;
  const apps: FastifyInstance[] = [];
  before(async () => {
    h = await startProjectsHarness(db());
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    port = (h.app.server.address() as { port: number }).port;
  });
  after(async () => {
    for (const app of apps) await app.close();
    await h?.stop();
  });
  const { get, send, createProject } = projectCalls(() => h);

  async function tenantOf(person: Person): Promise<string> {
    return (await db().selectFrom('users').select('tenant_id').where('id', '=', person.id).executeTakeFirstOrThrow()).tenant_id;
  }

  /** Notifies `person` through the product's own notify(), committed. */
  async function notifyPerson(person: Person, title: string, link: string | null = null): Promise<void> {
    const tenantId = await tenantOf(person);
    await withTenant(db(), tenantId, (trx) => notify(trx, { tenantId, recipientIds: [person.id], kind: 'test', title, body: `${title}, body`, link }));
  }

  async function list(person: Person, query = ''): Promise<NotificationList> {
    const response = await get(`${NOTIFICATION_PATHS.notifications}${query}`, person);
    assert.equal(response.statusCode, 200, response.body);
    return notificationListSchema.parse(response.json().data);
  }

  /** Another API process on the same database, listening. */
  async function anotherApp(options: { accessTokenTtlSeconds?: number } = {}): Promise<{ app: FastifyInstance; port: number }> {
    const app = await buildApp({ db: db(), jwtSecret: JWT_SECRET, logger: { level: 'error' }, ...options });
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, port: (app.server.address() as { port: number }).port };
  }

  test('assigning someone to a project notifies them (not the person who assigned), newest first with the unread count', async () => {
    const before = await list(h.reviewer);
    const project = await createProject({ name: 'Vendor review', assigned_to: [h.reviewer.id, h.admin.id] });
    const now = await list(h.reviewer);
    assert.equal(now.count, before.count + 1);
    assert.equal(now.unread_count, before.unread_count + 1);
    const [newest] = now.results;
    assert.equal(newest!.kind, 'project_assigned');
    assert.equal(newest!.title, 'You were assigned to Vendor review');
    assert.equal(newest!.link, `/project/project-details/${project.id}`);
    assert.equal(newest!.is_read, false);
    assert.equal(newest!.read_at, null);
    assert.ok(!(await list(h.admin)).results.some((item) => item.title === 'You were assigned to Vendor review'), 'the assigner is not notified');
  });

  test('pages newest first, filters the unread ones and counts them whatever the page', async () => {
    const first = await list(h.viewer);
    for (const n of [1, 2, 3, 4, 5]) await notifyPerson(h.viewer, `Viewer note ${n}`);
    const page1 = await list(h.viewer, '?page=1&page_size=2');
    assert.equal(page1.count, first.count + 5);
    assert.deepEqual(
      page1.results.map((item) => item.title),
      ['Viewer note 5', 'Viewer note 4'],
    );
    assert.equal(page1.previous, null);
    assert.match(page1.next!, /page=2/);
    const page2 = await list(h.viewer, '?page=2&page_size=2');
    assert.deepEqual(
      page2.results.map((item) => item.title),
      ['Viewer note 3', 'Viewer note 2'],
    );
    assert.match(page2.previous!, /page=1/);

    const target = page1.results[1]!;
    const read = await send('PATCH', NOTIFICATION_PATHS.notification(target.id), {}, h.viewer);
    assert.equal(read.statusCode, 200, read.body);
    const unread = await list(h.viewer, '?unread=true&page_size=200');
    assert.ok(!unread.results.some((item) => item.id === target.id));
    assert.equal(unread.count, unread.unread_count);
    assert.equal(unread.unread_count, page1.unread_count - 1);
    assert.ok(unread.results.every((item) => !item.is_read));

    assertRefused(await get(`${NOTIFICATION_PATHS.notifications}?unread=maybe`, h.viewer), 400, /unread/);
    assertRefused(await get(`${NOTIFICATION_PATHS.notifications}?page_size=0`, h.viewer), 400);
  });

  test('marks one read and unread again, and all read', async () => {
    await notifyPerson(h.client, 'Client note A');
    await notifyPerson(h.client, 'Client note B');
    const [latest] = (await list(h.client)).results as [Notification];
    const read = await send('PATCH', NOTIFICATION_PATHS.notification(latest.id), { is_read: true }, h.client);
    assert.equal(read.statusCode, 200, read.body);
    const change = notificationChangeSchema.parse(read.json().data);
    assert.equal(change.notification.is_read, true);
    assert.ok(change.notification.read_at);
    assert.match(read.json().message, /read/);
    // Reading it again keeps when it was first read.
    const again = notificationChangeSchema.parse((await send('PATCH', NOTIFICATION_PATHS.notification(latest.id), {}, h.client)).json().data);
    assert.equal(again.notification.read_at, change.notification.read_at);

    const unread = notificationChangeSchema.parse((await send('PATCH', NOTIFICATION_PATHS.notification(latest.id), { is_read: false }, h.client)).json().data);
    assert.equal(unread.notification.is_read, false);
    assert.equal(unread.unread_count, change.unread_count + 1);

    const all = await send('POST', NOTIFICATION_PATHS.readAll, undefined, h.client);
    assert.equal(all.statusCode, 200, all.body);
    assert.ok(all.json().data.updated >= 2);
    assert.equal(all.json().data.unread_count, 0);
    const after = await list(h.client);
    assert.equal(after.unread_count, 0);
    assert.ok(after.results.every((item) => item.is_read));
    assert.equal((await send('POST', NOTIFICATION_PATHS.readAll, undefined, h.client)).json().data.updated, 0);

    assertRefused(await send('PATCH', NOTIFICATION_PATHS.notification(latest.id), { is_read: 'yes' }, h.client), 400);
    assertRefused(await send('PATCH', NOTIFICATION_PATHS.notification('not-an-id'), {}, h.client), 400);
  });

  test("another person's or another organisation's notification is not found; no token is refused", async () => {
    await notifyPerson(h.otherClient, 'Only for Olive');
    await notifyPerson(h.otherTenantAdmin, 'Only for Globex');
    const olives = (await list(h.otherClient)).results[0]!;
    const globex = (await list(h.otherTenantAdmin)).results[0]!;
    assert.equal(globex.title, 'Only for Globex');

    for (const [id, as] of [
      [olives.id, h.client],
      [olives.id, h.admin],
      [globex.id, h.admin],
    ] as const) {
      assertRefused(await send('PATCH', NOTIFICATION_PATHS.notification(id), {}, as), 404, /does not exist/);
    }
    assert.ok(!(await list(h.admin)).results.some((item) => [olives.id, globex.id].includes(item.id)));
    assert.ok(!(await list(h.client)).results.some((item) => item.id === olives.id));
    // The other organisation's administrator on this organisation's address is refused outright.
    assertRefused(
      await h.app.inject({
        method: 'GET',
        url: NOTIFICATION_PATHS.notifications,
        headers: { host: 'localhost', authorization: `Bearer ${h.otherTenantAdmin.token}` },
      }),
      401,
    );
    assert.equal((await list(h.otherClient)).results[0]!.is_read, false, 'untouched by the refused calls');

    assertRefused(await get(NOTIFICATION_PATHS.notifications, null), 401);
    assertRefused(await send('PATCH', NOTIFICATION_PATHS.notification(olives.id), {}, null), 401);
    assertRefused(await send('POST', NOTIFICATION_PATHS.readAll, undefined, null), 401);
    assertRefused(await get(NOTIFICATION_PATHS.stream, null), 401);
  });

  test('the stream sends the unread count, then each new notification as it is committed, uncompressed', async () => {
    const stream = await openStream(port, h.reviewer, { 'accept-encoding': 'gzip, br' });
    try {
      assert.match(stream.response.headers.get('content-type')!, /^text\/event-stream/);
      assert.equal(stream.response.headers.get('content-encoding'), null, 'events are never compressed (nor buffered)');
      const initial = await stream.next((event) => event.event === 'unread_count');
      const count = (await list(h.reviewer)).unread_count;
      assert.equal(initial.data.unread_count, count);

      // A notification rolled back is never announced.
      const tenantId = await tenantOf(h.reviewer);
      await assert.rejects(
        withTenant(db(), tenantId, async (trx) => {
          await notify(trx, { tenantId, recipientIds: [h.reviewer.id], kind: 'test', title: 'Rolled back', body: 'x' });
          throw new Error('roll back');
        }),
      );
      await notifyPerson(h.viewer, 'For someone else');
      await createProject({ name: 'Live project', assigned_to: [h.reviewer.id] });
      const live = await stream.next((event) => event.event === 'notification');
      const notification = live.data.notification as Notification;
      assert.equal(notification.title, 'You were assigned to Live project');
      assert.equal(live.data.unread_count, count + 1);

      // Marking it read elsewhere updates the count of this stream.
      await send('PATCH', NOTIFICATION_PATHS.notification(notification.id), {}, h.reviewer);
      assert.equal((await stream.next((event) => event.event === 'unread_count')).data.unread_count, count);
    } finally {
      stream.close();
    }
  });

  test('a notification written by one API process reaches a stream held by another', async () => {
    const other = await anotherApp();
    const stream = await openStream(other.port, h.reviewer);
    try {
      await stream.next((event) => event.event === 'unread_count');
      await createProject({ name: 'Across processes', assigned_to: [h.reviewer.id] }); // through the first app
      const live = await stream.next((event) => event.event === 'notification');
      assert.equal((live.data.notification as Notification).title, 'You were assigned to Across processes');

      // Closing that app ends its open streams rather than waiting on them.
      await other.app.close();
      await stream.ended();
    } finally {
      stream.close();
    }
  });

  test('the stream ends when its access token expires, so a signed-out session stops hearing', async () => {
    // Long enough for the first event on a busy machine (expiry is counted in whole seconds).
    const shortLived = await anotherApp({ accessTokenTtlSeconds: 3 });
    const { access, user } = await login(shortLived.app, 'reviewer@demo.test');
    const stream = await openStream(shortLived.port, { id: user.id, token: access, host: 'localhost' });
    try {
      await stream.next((event) => event.event === 'unread_count');
      await stream.ended(6000);
    } finally {
      stream.close();
    }
  });
});
