// The permission matrix, generated from the app's OpenAPI document: every operation is called by four
// kinds of person (anonymous, a client user, a staff member whose role has no permissions, an
// administrator) on real rows of the demo organisation, and what each is given is compared with the
// table kept beside this file (permission-matrix.json): 401, 403, 404, or "allowed" (any other answer
// below 500: the request got past access control, whatever it then decided). A route whose access
// changes, or a new route, fails here until the table is changed with it, so every change of who may do
// what is reviewed. Each person gets freshly made rows, so what one does (a deletion, a sign-out)
// never changes what the next is given.
//
// After a deliberate change: UPDATE_PERMISSION_MATRIX=1 node --import tsx --test test/permission-matrix.test.ts
// rewrites the table; read its diff before committing it.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { describeOnDatabase } from './support/databases.ts';
import { requestOn, seedOneOfEach } from './support/one-of-each.ts';
import { apiOperations, OPEN_ENDED_OPERATIONS, type Operation } from './support/openapi-operations.ts';
import { addPerson, startProjectsHarness, type Person, type ProjectsHarness } from './support/project-fixtures.ts';

const TABLE_FILE = join(import.meta.dirname, 'permission-matrix.json');

const PEOPLE = ['anonymous', 'client user', 'staff without permissions', 'administrator'] as const;
type Who = (typeof PEOPLE)[number];
type Outcome = 401 | 403 | 404 | 'allowed';
type Table = Record<string, Record<Who, Outcome>>;

const outcomeOf = (status: number): Outcome => (status === 401 || status === 403 || status === 404 ? status : 'allowed');
const operationKey = (operation: Operation) => `${operation.method} ${operation.path}`;

/**
 * Reading first, then changes, then what ends the caller's session (signing out, changing the
 * password), then deletions, the longest paths first (a project's files before the project).
 */
function inSafeOrder(operations: readonly Operation[]): Operation[] {
  const rank = (operation: Operation) => {
    if (operation.method === 'DELETE') return 3_000 - operation.path.length;
    if (/logout|password/.test(operation.path) && operation.method !== 'GET') return 2_000;
    return operation.method === 'GET' ? 0 : 1_000;
  };
  return [...operations].sort((a, b) => rank(a) - rank(b) || operationKey(a).localeCompare(operationKey(b)));
}

describeOnDatabase('PGlite', 'permission matrix from the OpenAPI document', (db) => {
  let harness: ProjectsHarness;
  let withoutPermissions: Person;
  const found: Table = {};
  let address: string;

  /** An open stream's status, over HTTP: the answer's head arrives, then the stream is closed. */
  async function streamStatus(request: InjectOptions): Promise<number> {
    const closing = new AbortController();
    const response = await fetch(`${address}${request.url as string}`, { headers: { ...(request.headers as Record<string, string>) }, signal: closing.signal });
    closing.abort();
    return response.status;
  }

  before(async () => {
    harness = await startProjectsHarness(db());
    withoutPermissions = await addPerson(harness.app, db(), { email: 'nobody@demo.test', firstName: 'Nora', permissions: [] });
    address = await harness.app.listen({ host: '127.0.0.1', port: 0 });
  });
  after(() => harness.stop());

  const personOf = (who: Who): Person | undefined =>
    ({ anonymous: undefined, 'client user': harness.client, 'staff without permissions': withoutPermissions, administrator: harness.admin })[who];

  for (const who of PEOPLE) {
    test(`${who}: every operation, nothing answers 500`, async () => {
      const ids = await seedOneOfEach(harness, db());
      const failures: string[] = [];
      for (const operation of inSafeOrder(apiOperations(harness.app))) {
        const request = requestOn(operation, ids, personOf(who));
        let status: number;
        if (OPEN_ENDED_OPERATIONS.has(operationKey(operation))) status = await streamStatus(request);
        else {
          const response = await harness.app.inject(request);
          status = response.statusCode;
          if (status >= 500) failures.push(`${operationKey(operation)}: ${status} ${response.body.slice(0, 200)}`);
        }
        (found[operationKey(operation)] ??= {} as Record<Who, Outcome>)[who] = outcomeOf(status);
      }
      assert.deepEqual(failures, []);
    });
  }

  test('anonymous is refused (401) every operation the document says needs a signed-in person', () => {
    const signedIn = new Set(
      apiOperations(harness.app)
        .filter((operation) => operation.signedIn)
        .map(operationKey),
    );
    const open = Object.entries(found)
      .filter(([key, outcomes]) => signedIn.has(key) && outcomes.anonymous !== 401)
      .map(([key, outcomes]) => `${key}: ${outcomes.anonymous}`);
    assert.deepEqual(open, []);
  });

  test('what each person is given is the table kept in the repository', () => {
    const ordered = Object.fromEntries(
      Object.keys(found)
        .sort()
        .map((key) => [key, found[key]!]),
    );
    if (process.env.UPDATE_PERMISSION_MATRIX) writeFileSync(TABLE_FILE, `${JSON.stringify(ordered, null, 2)}\n`);
    const expected = JSON.parse(readFileSync(TABLE_FILE, 'utf8')) as Table;
    const differences = [...new Set([...Object.keys(expected), ...Object.keys(ordered)])]
      .sort()
      .flatMap((key) =>
        PEOPLE.filter((who) => expected[key]?.[who] !== ordered[key]?.[who]).map(
          (who) =>
            `${key} as ${who}: the table says ${expected[key]?.[who] ?? 'nothing (a new operation)'}, the API gave ${ordered[key]?.[who] ?? 'nothing (no such operation)'}`,
        ),
      );
    assert.deepEqual(differences, []);
  });
});
