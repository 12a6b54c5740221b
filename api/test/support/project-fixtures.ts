// The harness of the projects and questionnaire tests: the app with a real file storage and a job
// worker, people with chosen permissions (staff and client users, in this and another organisation),
// and helpers for the calls every test makes.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import {
  DOCUMENT_PATHS,
  exportStatusSchema,
  PROJECT_PATHS,
  projectDocumentSchema,
  projectSchema,
  questionAnswerListSchema,
  type CreateProjectRequest,
  type Project,
  type ProjectDocument,
  type QuestionAnswerList,
  type WorkflowState,
} from '@app/shared/contract';
import type { AppOptions } from '../../src/app.ts';
import { hashPassword } from '../../src/auth/passwords.ts';
import type { Database } from '../../src/db/schema.ts';
import { DiskFileStorage } from '../../src/files/disk-file-storage.ts';
import { startJobWorker, type JobWorker } from '../../src/jobs/job-worker.ts';
import { createTenant } from '../../src/tenancy/create-tenant.ts';
import { buildTestApp, DEMO_PASSWORD, login, waitFor } from './test-app.ts';
import { multipartBody, type MultipartFilePart } from '@app/test-fixtures/test-files';

export const OTHER_HOST = 'globex.localhost';

export interface ProjectsHarness {
  app: FastifyInstance;
  db: Kysely<Database>;
  storage: DiskFileStorage;
  storageDir: string;
  /** Every permission (the seeded administrator). */
  admin: Person;
  /** manage_projects and review_answers. */
  reviewer: Person;
  /** view_project only. */
  viewer: Person;
  /** The seeded client user of "Demo Client". */
  client: Person;
  /** A user of another client of the same organisation. */
  otherClient: Person;
  /** The administrator of another organisation (globex). */
  otherTenantAdmin: Person;
  demoClientId: string;
  otherClientId: string;
  /** A client of the other organisation. */
  otherTenantClientId: string;
  stop(): Promise<void>;
}

export interface Person {
  id: string;
  token: string;
  host: string;
}

async function tenantId(db: Kysely<Database>, slug: string): Promise<string> {
  return (await db.selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
}

/** A user of `slug` with a role group of exactly `permissions`; a client user when `entityId` is given. */
export async function addPerson(
  app: FastifyInstance,
  db: Kysely<Database>,
  person: { slug?: string; email: string; firstName: string; permissions: string[]; entityId?: string },
): Promise<Person> {
  const slug = person.slug ?? 'demo';
  const tenant = await tenantId(db, slug);
  const role = await db
    .insertInto('role_groups')
    .values({ tenant_id: tenant, name: `Role of ${person.email}`, permissions: person.permissions })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('users')
    .values({
      tenant_id: tenant,
      email: person.email,
      password_hash: await hashPassword(DEMO_PASSWORD),
      password_changed_at: new Date(),
      first_name: person.firstName,
      last_name: 'Tester',
      kind: person.entityId ? 'entity' : 'staff',
      entity_id: person.entityId ?? null,
      role_group_id: role.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const host = slug === 'demo' ? 'localhost' : `${slug}.localhost`;
  return { id, token: (await login(app, person.email, host)).access, host };
}

/** The app on a seeded database with its own file storage and a running job worker. */
export async function startProjectsHarness(db: Kysely<Database>, options: Partial<AppOptions> = {}): Promise<ProjectsHarness> {
  const storageDir = await mkdtemp(join(tmpdir(), 'projects-test-'));
  const storage = new DiskFileStorage(storageDir);
  const app = await buildTestApp(db, { fileStorage: storage, logger: { level: 'error' }, ...options });
  await app.ready();
  const globex = await createTenant(db, { slug: 'globex', name: 'Globex' });
  const demo = await tenantId(db, 'demo');
  const demoClientId = (await db.selectFrom('entities').select('id').where('tenant_id', '=', demo).where('name', '=', 'Demo Client').executeTakeFirstOrThrow())
    .id;
  const otherClientId = (await db.insertInto('entities').values({ tenant_id: demo, name: 'Other Client' }).returning('id').executeTakeFirstOrThrow()).id;
  const otherTenantClientId = (
    await db.insertInto('entities').values({ tenant_id: globex.id, name: 'Globex Client' }).returning('id').executeTakeFirstOrThrow()
  ).id;

  const adminLogin = await login(app, 'admin@demo.test');
  const clientLogin = await login(app, 'client@demo.test');
  const harness: Omit<ProjectsHarness, 'stop'> = {
    app,
    db,
    storage,
    storageDir,
    admin: { id: adminLogin.user.id, token: adminLogin.access, host: 'localhost' },
    client: { id: clientLogin.user.id, token: clientLogin.access, host: 'localhost' },
    reviewer: await addPerson(app, db, {
      email: 'reviewer@demo.test',
      firstName: 'Riley',
      permissions: ['view_project', 'manage_projects', 'review_answers'],
    }),
    viewer: await addPerson(app, db, { email: 'viewer@demo.test', firstName: 'Val', permissions: ['view_project'] }),
    otherClient: await addPerson(app, db, {
      email: 'other-client@demo.test',
      firstName: 'Olive',
      permissions: ['view_client_dashboard', 'view_project'],
      entityId: otherClientId,
    }),
    otherTenantAdmin: await addPerson(app, db, {
      slug: 'globex',
      email: 'admin@globex.test',
      firstName: 'Gus',
      permissions: ['view_project', 'manage_projects', 'review_answers'],
    }),
    demoClientId,
    otherClientId,
    otherTenantClientId,
  };
  const worker: JobWorker = startJobWorker({ db, registry: app.jobRegistry, log: app.log, pollIntervalMs: 10, retryDelayMs: () => 10 });
  return {
    ...harness,
    async stop() {
      await worker.stop();
      await app.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

const headers = (person: Person | null, host?: string) => ({
  host: host ?? person?.host ?? 'localhost',
  ...(person ? { authorization: `Bearer ${person.token}` } : {}),
});

/** Calls of one harness, as a given person. */
export function projectCalls(harness: () => ProjectsHarness) {
  const app = () => harness().app;
  const get = (url: string, as: Person | null = harness().admin) => app().inject({ method: 'GET', url, headers: headers(as) });
  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, as: Person | null = harness().admin) =>
    app().inject({ method, url, headers: headers(as), ...(payload ? { payload } : {}) });
  const upload = (projectId: string, file: MultipartFilePart, fields: Record<string, string> = {}, as: Person = harness().admin) => {
    const body = multipartBody({ project_id: projectId, ...fields }, file);
    return app().inject({ method: 'POST', url: PROJECT_PATHS.projectFiles, headers: { ...headers(as), ...body.headers }, payload: body.payload });
  };

  async function createProject(body: Partial<CreateProjectRequest> = {}, as: Person = harness().admin): Promise<Project> {
    const response = await send('POST', PROJECT_PATHS.projects, { entity_id: harness().demoClientId, name: 'Acme security review', ...body }, as);
    assert.equal(response.statusCode, 201, response.body);
    return projectSchema.parse(response.json().data);
  }

  async function uploaded(projectId: string, file: MultipartFilePart, fields: Record<string, string> = {}, as?: Person): Promise<ProjectDocument> {
    const response = await upload(projectId, file, fields, as);
    assert.equal(response.statusCode, 201, response.body);
    return projectDocumentSchema.parse(response.json().data);
  }

  const documentState = async (documentId: string) =>
    await harness().db.selectFrom('project_documents').select(['state', 'error']).where('id', '=', documentId).executeTakeFirstOrThrow();

  /** Waits until the pipeline is done with the document (ready for review or failed). */
  async function processed(documentId: string, timeoutMs = 30_000): Promise<{ state: WorkflowState; error: string | null }> {
    await waitFor(async () => !['queued', 'extracting', 'suggesting'].includes((await documentState(documentId)).state), timeoutMs);
    return documentState(documentId);
  }

  async function questions(documentId: string, query = '', as: Person = harness().admin): Promise<QuestionAnswerList> {
    const response = await get(`${PROJECT_PATHS.questionAnswers}?document_id=${documentId}&page_size=200${query}`, as);
    assert.equal(response.statusCode, 200, response.body);
    return questionAnswerListSchema.parse(response.json().data);
  }

  /** A text document in the organisation's repository, indexed for search; answers its repository id. */
  async function repositoryDocument(name: string, content: string | Buffer, contentType = 'text/plain'): Promise<string> {
    const body = multipartBody({}, { name, content, contentType });
    const response = await app().inject({
      method: 'POST',
      url: DOCUMENT_PATHS.fileUpload,
      headers: { ...headers(harness().admin), ...body.headers },
      payload: body.payload,
    });
    assert.equal(response.statusCode, 201, response.body);
    const { id, current_version_id: versionId } = response.json().data as { id: string; current_version_id: string };
    const state = () => harness().db.selectFrom('document_versions').select('index_state').where('id', '=', versionId).executeTakeFirstOrThrow();
    await waitFor(async () => (await state()).index_state === 'indexed', 30_000);
    return id;
  }

  /** One document exported with its approved answers (the export job, then its signed link): the file's bytes. */
  async function exportedFile(projectId: string, documentId: string): Promise<Buffer> {
    const started = await send('POST', PROJECT_PATHS.exports, { project_id: projectId, document_ids: [documentId] });
    assert.equal(started.statusCode, 202, started.body);
    let status = exportStatusSchema.parse(started.json().data);
    await waitFor(async () => {
      status = exportStatusSchema.parse((await get(PROJECT_PATHS.exportStatus(status.id))).json().data);
      return status.state === 'ready' || status.state === 'failed';
    }, 30_000);
    assert.equal(status.state, 'ready', status.error ?? '');
    const file = await app().inject({ method: 'GET', url: status.url!, headers: { host: 'localhost' } });
    assert.equal(file.statusCode, 200, file.body);
    return file.rawPayload;
  }

  return { get, send, upload, createProject, uploaded, processed, questions, documentState, repositoryDocument, exportedFile };
}

/** Asserts a refusal with a message for people (and not a server error). */
export function assertRefused(response: LightMyRequestResponse, status: number, message?: RegExp): void {
  assert.equal(response.statusCode, status, response.body);
  const body = response.json();
  assert.equal(typeof body.message, 'string');
  assert.ok(body.message.length > 0);
  assert.equal(typeof body.code, 'string');
  if (message) assert.match(body.message, message);
}

export interface QuestionnaireAnswer {
  answer: string;
  status: 'suggested' | 'edited' | 'unanswered' | 'approved';
}

/** A questionnaire of `projectId` with one question per answer, as extraction leaves them; answers the question ids. */
export async function insertQuestionnaire(db: Kysely<Database>, projectId: string, answers: QuestionnaireAnswer[]): Promise<string[]> {
  const { tenant_id: tenantId } = await db.selectFrom('projects').select('tenant_id').where('id', '=', projectId).executeTakeFirstOrThrow();
  const document = await db
    .insertInto('project_documents')
    .values({
      tenant_id: tenantId,
      project_id: projectId,
      name: 'Security questionnaire.xlsx',
      sha256: 'f'.repeat(64),
      size: 1,
      mime_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      file_type: 'xlsx',
      is_questionnaire: true,
      format: 'xlsx',
      document_type_id: null,
      category_id: null,
      state: 'ready_for_review',
      error: null,
      reviewer_id: null,
      uploaded_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = await db
    .insertInto('questions')
    .values(
      answers.map(({ answer, status }, ordinal) => ({
        tenant_id: tenantId,
        document_id: document.id,
        ordinal,
        reference: null,
        section: null,
        text: `Question ${ordinal + 1}?`,
        location: JSON.stringify({}),
        answer,
        status,
        assignee_id: null,
        updated_by: null,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
