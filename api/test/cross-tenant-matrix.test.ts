// The cross-tenant and cross-client matrix, generated from the app's OpenAPI document: every operation
// that takes an id in its path is called with the demo organisation's real ids (one of each kind) by
// the administrator of another organisation (every permission), and by a client user of another
// client of the same organisation. Each must be refused (404 or 403) without the data; the same call
// by the demo administrator must not be refused, which shows the id and the request were real.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { describeOnDatabase } from './support/databases.ts';
import { NOT_ID_PATHS, PATH_ID_TABLES, requestOn, seedOneOfEach, type RowIds } from './support/one-of-each.ts';
import type { InjectOptions } from 'fastify';
import { apiOperations, exampleValue, OPEN_ENDED_OPERATIONS, SeededRandom, type JsonSchema, type Operation } from './support/openapi-operations.ts';
import { addPerson, startProjectsHarness, type Person, type ProjectsHarness } from './support/project-fixtures.ts';

const REFUSED = [403, 404];
/** Bodies generated per operation whose schema takes a uuid, each with the demo client's ids in it. */
const BODY_SEEDS = 4;

/** Whether a parameter's schema (or a branch of it) is a uuid. */
const takesUuid = (schema: JsonSchema): boolean =>
  schema.format === 'uuid' || [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(takesUuid) || (schema.items ? takesUuid(schema.items) : false);

describeOnDatabase('PGlite', 'cross-tenant and cross-client matrix from the OpenAPI document', (db) => {
  let harness: ProjectsHarness;
  let otherTenantAdministrator: Person;
  let ids: RowIds;

  before(async () => {
    harness = await startProjectsHarness(db());
    const globexAdministrator = await db()
      .selectFrom('role_groups')
      .innerJoin('tenants', 'tenants.id', 'role_groups.tenant_id')
      .select('role_groups.permissions')
      .where('tenants.slug', '=', 'globex')
      .where('role_groups.name', '=', 'Administrator')
      .executeTakeFirstOrThrow();
    otherTenantAdministrator = await addPerson(harness.app, db(), {
      slug: 'globex',
      email: 'boss@globex.test',
      firstName: 'Greta',
      permissions: globexAdministrator.permissions,
    });

    ids = await seedOneOfEach(harness, db());
  });
  after(() => harness.stop());

  const kindOf = (id: string) => Object.entries(ids).find(([, value]) => value === id)?.[0] ?? 'id';

  const matrixOperations = () =>
    apiOperations(harness.app).filter((operation) => operation.pathParameters.length > 0 && !NOT_ID_PATHS[`${operation.method} ${operation.path}`]);

  test('every path-taking operation has an id kind or a reason to be skipped', () => {
    const unmapped = matrixOperations()
      .filter((operation) => !PATH_ID_TABLES[operation.path])
      .map((operation) => `${operation.method} ${operation.path}`);
    assert.deepEqual(unmapped, []);
  });

  for (const [who, attacker] of [
    ['the administrator of another organisation', () => otherTenantAdministrator],
    ["a client user of another client (with the client's permissions)", () => harness.otherClient],
  ] as const) {
    test(`${who} is refused every operation on the demo client's ids, and sees none of the data`, async () => {
      const leaks: string[] = [];
      for (const operation of matrixOperations()) {
        const response = await harness.app.inject(requestOn(operation, ids, attacker()));
        const shown = Object.values(ids).filter((id) => response.body.includes(id));
        if (!REFUSED.includes(response.statusCode) || shown.length) {
          leaks.push(`${operation.method} ${operation.path}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
      assert.deepEqual(leaks, []);
    });
  }

  /** Calls of every operation without a path id that carry the demo client's ids in their query or body. */
  function idCarryingRequests(as: Person): { label: string; request: InjectOptions; sent: string[] }[] {
    const demoIds = Object.values(ids);
    const requests: { label: string; request: InjectOptions; sent: string[] }[] = [];
    const headers = { host: as.host, authorization: `Bearer ${as.token}` };
    for (const operation of apiOperations(harness.app)) {
      const key = `${operation.method} ${operation.path}`;
      if (operation.pathParameters.length > 0 || OPEN_ENDED_OPERATIONS.has(key)) continue;
      for (const parameter of operation.queryParameters.filter((candidate) => takesUuid(candidate.schema))) {
        for (const id of demoIds) {
          requests.push({
            label: `${key}?${parameter.name}=<${kindOf(id)}>`,
            request: { method: operation.method, url: `${operation.path}?${parameter.name}=${id}`, headers },
            sent: [id],
          });
        }
      }
      if (operation.body && JSON.stringify(operation.body).includes('"uuid"')) {
        for (let seed = 1; seed <= BODY_SEEDS; seed += 1) {
          const body = JSON.stringify(exampleValue(operation.body, new SeededRandom(seed), demoIds));
          const sent = demoIds.filter((id) => body.includes(id));
          if (sent.length === 0) continue;
          requests.push({
            label: `${key} with ${sent.map(kindOf).join(', ')} in its body`,
            request: { method: operation.method, url: operation.path, headers: { ...headers, 'content-type': 'application/json' }, payload: body },
            sent,
          });
        }
      }
    }
    return requests;
  }

  for (const [who, attacker] of [
    ['the administrator of another organisation', () => otherTenantAdministrator],
    ["a client user of another client (with the client's permissions)", () => harness.otherClient],
  ] as const) {
    test(`${who}, given the demo client's ids in queries and bodies, is refused or answered without them`, async () => {
      const leaks: string[] = [];
      for (const { label, request, sent } of idCarryingRequests(attacker())) {
        const response = await harness.app.inject(request);
        const shown = Object.values(ids).filter((id) => response.body.includes(id) && !sent.includes(id));
        const acted = request.method !== 'GET' && response.statusCode < 300;
        if (response.statusCode >= 500 || shown.length || acted) leaks.push(`${label}: ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
      assert.deepEqual(leaks, []);
    });
  }

  test('the demo administrator is not refused the same calls (the ids and requests were real)', async () => {
    const refused: string[] = [];
    // Deletions last (they would take the ids from the other calls), the project's files before the project.
    const deletion = (operation: Operation) => (operation.method === 'DELETE' ? 1_000 - operation.path.length : 0);
    const operations = matrixOperations().sort((a, b) => deletion(a) - deletion(b));
    for (const operation of operations) {
      const response = await harness.app.inject(requestOn(operation, ids, harness.admin));
      if (REFUSED.includes(response.statusCode) || response.statusCode >= 500)
        refused.push(`${operation.method} ${operation.path}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    assert.deepEqual(refused, []);
  });
});
