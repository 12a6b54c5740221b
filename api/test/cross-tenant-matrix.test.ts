// The cross-tenant and cross-client matrix, generated from the app's OpenAPI document: every operation
// that takes an id in its path is called with the demo organisation's real ids (one of each kind) by
// the administrator of another organisation (every permission), and by a client user of another
// client of the same organisation. Each must be refused (404 or 403) without the data; the same call
// by the demo administrator must not be refused, which shows the id and the request were real.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { DOCUMENT_PATHS } from '@app/shared/contract';
import { describeOnDatabase } from './support/databases.ts';
import { apiOperations, exampleValue, operationUrl, SeededRandom, type Operation } from './support/openapi-operations.ts';
import { addPerson, projectCalls, startProjectsHarness, type Person, type ProjectsHarness } from './support/project-fixtures.ts';
import { xlsxWithTitleBlock } from '@app/test-fixtures/questionnaire-files';
import { multipartBody } from '@app/test-fixtures/test-files';

/** Path-taking operations the matrix does not call, each with why. */
const SKIPPED: Record<string, string> = {
  'GET /api/v1/base/branding/{file}': "an organisation's public branding file, served to anyone who has its name",
  'GET /api/v1/base/branding/images/{id}': "an organisation's logo, public to anyone on its host (the login page shows it)",
  'GET /api/v1/base/lookups/state/{id}/': 'a country code, not data of an organisation',
  'GET /api/v1/accounts/invite-user/token/verify/{token}/':
    'a signed invitation token, not an id (reset-link and invite-users tests cover tokens of another organisation)',
  'GET /api/v1/accounts/validate/{token}/': 'a signed reset token, not an id (reset-link tests)',
  'POST /api/v1/accounts/reset-password/{token}/': 'a signed reset token, not an id (reset-link tests)',
};

/** The table whose row each path template names; a new path-taking route must be added here (or to SKIPPED). */
const PATH_ID_TABLES: Record<string, Record<string, IdKind>> = {
  '/api/v1/documents/repository-details/{id}/': { id: 'repository_items' },
  '/api/v1/documents/repository-details/{id}/restore/': { id: 'repository_items' },
  '/api/v1/documents/repository-details/{id}/versions/{versionId}/restore/': { id: 'repository_items', versionId: 'document_versions' },
  '/api/v1/documents/file-preview/{id}/': { id: 'repository_items' },
  '/api/v1/documents/file-preview/{id}/link/': { id: 'repository_items' },
  '/api/v1/documents/answer/{id}/': { id: 'questions' },
  '/api/v1/documents/answer/{id}/comments/': { id: 'questions' },
  '/api/v1/documents/questionnaire-layout/{document_id}/': { document_id: 'project_documents' },
  '/api/v1/documents/export-project-documents/{id}/': { id: 'project_exports' },
  '/api/v1/projects/details/{id}/': { id: 'projects' },
  '/api/v1/projects/details/files/{id}/': { id: 'project_documents' },
  '/api/v1/answer_library/{id}/': { id: 'answer_library' },
  '/api/v1/answer_library/{id}/approve/': { id: 'answer_library' },
  '/api/v1/answer_library/{id}/retire/': { id: 'answer_library' },
  '/api/v1/answer_library/{id}/restore/': { id: 'answer_library' },
  '/api/v1/subscription/{id}/': { id: 'subscriptions' },
  '/api/v1/subscription/plans/{id}/': { id: 'subscription_plans' },
  '/api/v1/notification_center/notification/{id}/': { id: 'notifications' },
  '/api/v1/accounts/invite-user/{id}/resend/': { id: 'invitations' },
  '/api/v1/accounts/invite-user/{id}/': { id: 'invitations' },
  '/api/v1/accounts/user-detail/{id}/': { id: 'users' },
  '/api/v1/entity/{id}/': { id: 'entities' },
};

type IdKind =
  | 'repository_items'
  | 'document_versions'
  | 'questions'
  | 'project_documents'
  | 'project_exports'
  | 'projects'
  | 'answer_library'
  | 'subscriptions'
  | 'subscription_plans'
  | 'notifications'
  | 'invitations'
  | 'users'
  | 'entities';

const REFUSED = [403, 404];

describeOnDatabase('PGlite', 'cross-tenant and cross-client matrix from the OpenAPI document', (db) => {
  let harness: ProjectsHarness;
  let otherTenantAdministrator: Person;
  const ids = {} as Record<IdKind, string>;
  const calls = projectCalls(() => harness);

  before(async () => {
    harness = await startProjectsHarness(db());
    const { demoClientId, admin } = harness;
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

    // One real row of each kind, of the demo organisation and its client "Demo Client".
    const project = await calls.createProject({ entity_id: demoClientId });
    ids.projects = project.id;
    const questionnaire = await xlsxWithTitleBlock();
    const document = await calls.uploaded(project.id, { name: questionnaire.fileName, content: Buffer.from(questionnaire.data) });
    assert.equal((await calls.processed(document.id)).state, 'ready_for_review');
    ids.project_documents = document.id;
    const question = await db().selectFrom('questions').select(['id', 'tenant_id']).where('document_id', '=', document.id).executeTakeFirstOrThrow();
    ids.questions = question.id;
    const demoTenant = question.tenant_id;
    const upload = multipartBody({}, { name: 'policy.txt', content: 'Backups are tested every quarter.', contentType: 'text/plain' });
    const uploaded = await harness.app.inject({
      method: 'POST',
      url: DOCUMENT_PATHS.fileUpload,
      headers: { host: 'localhost', authorization: `Bearer ${admin.token}`, ...upload.headers },
      payload: upload.payload,
    });
    assert.equal(uploaded.statusCode, 201, uploaded.body);
    ids.repository_items = uploaded.json().data.id;
    ids.document_versions = uploaded.json().data.current_version_id;
    ids.project_exports = (
      await db()
        .insertInto('project_exports')
        .values({ tenant_id: demoTenant, project_id: project.id, document_ids: [document.id], requested_by: admin.id, total: 1, file_name: 'export.zip' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    ids.answer_library = (
      await db()
        .insertInto('answer_library')
        .values({
          tenant_id: demoTenant,
          question: 'Are backups tested?',
          question_key: 'are backups tested?',
          answer: 'Yes, yearly.',
          source_document_id: null,
          source_document_name: 'Security questionnaire.xlsx',
          source_question_id: null,
          approved_by: admin.id,
          topic: null,
          retired_at: null,
          retired_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    ids.subscription_plans = (
      await db()
        .insertInto('subscription_plans')
        .values({
          tenant_id: demoTenant,
          name: 'Standard',
          price: 100,
          currency: 'EUR',
          billing_period: 'monthly',
          duration_months: null,
          created_by: admin.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    ids.subscriptions = (
      await db()
        .insertInto('subscriptions')
        .values({
          tenant_id: demoTenant,
          entity_id: demoClientId,
          plan_id: ids.subscription_plans,
          start_date: '2026-01-01',
          end_date: null,
          price: 100,
          currency: 'EUR',
          billing_period: 'monthly',
          cancelled_at: null,
          cancelled_by: null,
          created_by: admin.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    ids.notifications = (
      await db()
        .insertInto('notifications')
        .values({ tenant_id: demoTenant, recipient_id: admin.id, kind: 'comment', title: 'A comment', body: 'On your answer', link: null, read_at: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    ids.invitations = (
      await db()
        .insertInto('invitations')
        .values({
          tenant_id: demoTenant,
          email: 'invited@demo.test',
          user_type: 'entity',
          role_group_id: (await db().selectFrom('users').select('role_group_id').where('id', '=', harness.client.id).executeTakeFirstOrThrow()).role_group_id!,
          entity_id: demoClientId,
          token_hash: 'f'.repeat(64),
          expires_at: new Date(Date.now() + 86_400_000),
          used_at: null,
          revoked_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    ids.users = harness.client.id;
    ids.entities = demoClientId;
  });
  after(() => harness.stop());

  function request(operation: Operation, as: Person): InjectOptions {
    const values = Object.fromEntries(Object.entries(PATH_ID_TABLES[operation.path] ?? {}).map(([name, kind]) => [name, ids[kind]]));
    return {
      method: operation.method,
      url: operationUrl(operation, values),
      headers: { host: as.host, authorization: `Bearer ${as.token}` },
      // A body the schema accepts, so validation passes and the id is what the operation decides on.
      ...(operation.body
        ? {
            payload: JSON.stringify(exampleValue(operation.body, new SeededRandom(1), [ids.entities])),
            headers: { host: as.host, authorization: `Bearer ${as.token}`, 'content-type': 'application/json' },
          }
        : {}),
    };
  }

  const matrixOperations = () =>
    apiOperations(harness.app).filter((operation) => operation.pathParameters.length > 0 && !SKIPPED[`${operation.method} ${operation.path}`]);

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
        const response = await harness.app.inject(request(operation, attacker()));
        const shown = Object.values(ids).filter((id) => response.body.includes(id));
        if (!REFUSED.includes(response.statusCode) || shown.length) {
          leaks.push(`${operation.method} ${operation.path}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
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
      const response = await harness.app.inject(request(operation, harness.admin));
      if (REFUSED.includes(response.statusCode) || response.statusCode >= 500)
        refused.push(`${operation.method} ${operation.path}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    assert.deepEqual(refused, []);
  });
});
