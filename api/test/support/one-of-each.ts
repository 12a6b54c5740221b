// One real row of each kind that an API path can name, of the demo organisation and its client "Demo
// Client", and requests that call an operation of the OpenAPI document on them: what the generated
// access suites (cross-tenant matrix, permission matrix) call every operation with.
import assert from 'node:assert/strict';
import type { InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { DOCUMENT_PATHS } from '@app/shared/contract';
import type { Database } from '../../src/db/schema.ts';
import { exampleValue, operationUrl, SeededRandom, type Operation } from './openapi-operations.ts';
import { projectCalls, type ProjectsHarness } from './project-fixtures.ts';
import { xlsxWithTitleBlock } from '@app/test-fixtures/questionnaire-files';
import { multipartBody } from '@app/test-fixtures/test-files';

/** Path-taking operations whose path value is not a row's id (a token, a file name, a country), each with why. */
export const NOT_ID_PATHS: Record<string, string> = {
  'GET /api/v1/base/branding/{file}': "an organisation's public branding file, served to anyone who has its name",
  'GET /api/v1/base/branding/images/{id}': "an organisation's logo, public to anyone on its host (the login page shows it)",
  'GET /api/v1/base/lookups/state/{id}/': 'a country code, not data of an organisation',
  'GET /api/v1/accounts/invite-user/token/verify/{token}/':
    'a signed invitation token, not an id (reset-link and invite-users tests cover tokens of another organisation)',
  'GET /api/v1/accounts/validate/{token}/': 'a signed reset token, not an id (reset-link tests)',
  'POST /api/v1/accounts/reset-password/{token}/': 'a signed reset token, not an id (reset-link tests)',
};

/** The table whose row each path template names; a new path-taking route must be added here (or to NOT_ID_PATHS). */
export const PATH_ID_TABLES: Record<string, Record<string, IdKind>> = {
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

export type IdKind =
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

export type RowIds = Record<IdKind, string>;

let seeded = 0;

/** Makes one row of each kind (a project with a processed questionnaire, a repository document, …). */
export async function seedOneOfEach(harness: ProjectsHarness, db: Kysely<Database>): Promise<RowIds> {
  // Names are unique per organisation: each set of rows gets its own.
  const tag = (seeded += 1);
  const ids = {} as RowIds;
  const calls = projectCalls(() => harness);
  const { demoClientId, admin } = harness;
  // One real row of each kind, of the demo organisation and its client "Demo Client".
  const project = await calls.createProject({ entity_id: demoClientId });
  ids.projects = project.id;
  const questionnaire = await xlsxWithTitleBlock();
  const document = await calls.uploaded(project.id, { name: questionnaire.fileName, content: Buffer.from(questionnaire.data) });
  assert.equal((await calls.processed(document.id)).state, 'ready_for_review');
  ids.project_documents = document.id;
  const question = await db.selectFrom('questions').select(['id', 'tenant_id']).where('document_id', '=', document.id).executeTakeFirstOrThrow();
  ids.questions = question.id;
  const demoTenant = question.tenant_id;
  const upload = multipartBody({}, { name: `policy ${tag}.txt`, content: 'Backups are tested every quarter.', contentType: 'text/plain' });
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
    await db
      .insertInto('project_exports')
      .values({ tenant_id: demoTenant, project_id: project.id, document_ids: [document.id], requested_by: admin.id, total: 1, file_name: 'export.zip' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.answer_library = (
    await db
      .insertInto('answer_library')
      .values({
        tenant_id: demoTenant,
        question: `Are backups tested (${tag})?`,
        question_key: `are backups tested (${tag})?`,
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
    await db
      .insertInto('subscription_plans')
      .values({
        tenant_id: demoTenant,
        name: `Standard ${tag}`,
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
    await db
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
    await db
      .insertInto('notifications')
      .values({ tenant_id: demoTenant, recipient_id: admin.id, kind: 'comment', title: 'A comment', body: 'On your answer', link: null, read_at: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.invitations = (
    await db
      .insertInto('invitations')
      .values({
        tenant_id: demoTenant,
        email: `invited-${tag}@demo.test`,
        user_type: 'entity',
        role_group_id: (await db.selectFrom('users').select('role_group_id').where('id', '=', harness.client.id).executeTakeFirstOrThrow()).role_group_id!,
        entity_id: demoClientId,
        token_hash: String(tag).padStart(64, 'f'),
        expires_at: new Date(Date.now() + 86_400_000),
        used_at: null,
        revoked_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.users = harness.client.id;
  ids.entities = demoClientId;
  return ids;
}

/** The path-taking operation's path values: the seeded row of the kind each parameter names. */
export function pathValues(operation: Operation, ids: RowIds): Record<string, string> {
  return Object.fromEntries(Object.entries(PATH_ID_TABLES[operation.path] ?? {}).map(([name, kind]) => [name, ids[kind]]));
}

/**
 * A call of the operation on the seeded rows, as `as` (anonymous without), with a body the schema
 * accepts, so that validation passes and access is what the operation decides on.
 */
export function requestOn(operation: Operation, ids: RowIds, as?: { host: string; token: string }): InjectOptions {
  const headers: Record<string, string> = { host: as?.host ?? 'localhost', ...(as ? { authorization: `Bearer ${as.token}` } : {}) };
  return {
    method: operation.method,
    url: operationUrl(operation, pathValues(operation, ids)),
    headers: operation.body ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(operation.body ? { payload: JSON.stringify(exampleValue(operation.body, new SeededRandom(1), [ids.entities])) } : {}),
  };
}
