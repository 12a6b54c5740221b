// The Fastify application: the API under /api/v1, its OpenAPI description under /api/docs, and the
// built front ends everywhere else. The server and the tests both build it here.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import packageJson from '../package.json' with { type: 'json' };
import { roleGroupLookupPlugin } from './access_mgmt/role-group-lookup.ts';
import { accountsPlugin } from './accounts/accounts-plugin.ts';
import { answerLibraryPlugin } from './answer_library/answer-library-plugin.ts';
import { inviteUsersPlugin } from './accounts/invite-users-plugin.ts';
import { auditlogPlugin } from './auditlog/auditlog-plugin.ts';
import { AccessTokens } from './auth/access-tokens.ts';
import { authPlugin } from './auth/auth-plugin.ts';
import { LiveAccessChecks } from './auth/live-access.ts';
import { DEFAULT_AUTH_LIMITS, rateLimitPlugin, type AuthLimits } from './auth/rate-limits.ts';
import { GOOGLE_RECAPTCHA_VERIFY_URL, recaptchaPlugin, type RecaptchaOptions } from './auth/recaptcha.ts';
import { basePlugin } from './base/base-plugin.ts';
import { readPublicConfiguration } from './base/public-configuration.ts';
import type { Database } from './db/schema.ts';
import { withTenant } from './db/tenant-scope.ts';
import { documentsPlugin } from './documents/documents-plugin.ts';
import { entityAdminPlugin } from './entity/entity-admin.ts';
import { DiskFileStorage } from './files/disk-file-storage.ts';
import type { FileStorage } from './files/file-storage.ts';
import { filesPlugin } from './files/files-plugin.ts';
import { registerFrontends, type Frontends, type PublicConfigurationReader } from './frontends/serve-frontends.ts';
import { registerCompression } from './http/compression.ts';
import { NOT_FOUND_MESSAGE, registerErrorHandler } from './http/error-handler.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { registerRequestLog } from './http/request-log.ts';
import { responseSerializerCompiler } from './http/response-serializer.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerOpenApi, requireRouteSchemas } from './http/openapi.ts';
import './http/zod-messages.ts';
import { JobRegistry, type JobHandler } from './jobs/job-registry.ts';
import { mailPlugin, type MailOptions } from './mail/mail-plugin.ts';
import { notificationCenterPlugin } from './notification_center/notification-center-plugin.ts';
import { accountLookupsPlugin } from './projects/account-lookups.ts';
import { adminDashboardPlugin } from './projects/admin-dashboard.ts';
import { projectsPlugin } from './projects/projects-plugin.ts';
import type { SofficeSettings } from './questionnaires/preview/office-to-pdf.ts';
import { questionnairesPlugin } from './questionnaires/questionnaires-plugin.ts';
import { QuestionnaireReader } from './questionnaires/reading/questionnaire-reader.ts';
import { questionnaireUploadPlugin } from './questionnaires/upload-route.ts';
import type { LlmSettings } from './questionnaires/suggestions/answer-drafter.ts';
import { entitySubscriptionLookupPlugin } from './subscription/entity-subscription-lookup.ts';
import { subscriptionPlugin } from './subscription/subscription-plugin.ts';
import { tenancyPlugin } from './tenancy/tenancy-plugin.ts';
import { TenantDirectory } from './tenancy/tenant-directory.ts';
import { tenantSlugFromHost } from './tenancy/tenant-from-host.ts';

const API_PREFIX = '/api/v1/';

/** The public configuration of the organisation a page's host names, for the sign-in page's HTML. */
function signInConfigurationReader(app: FastifyInstance): PublicConfigurationReader {
  const tenants = new TenantDirectory(app.db);
  app.addHook('onClose', async () => tenants.close());
  return async (request) => {
    const tenant = await tenants.find(tenantSlugFromHost(request.hostname));
    return tenant && withTenant(app.db, tenant.id, (trx) => readPublicConfiguration(trx, tenant.id));
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** The handlers the job worker runs, by job kind. */
    jobRegistry: JobRegistry;
    registerJobHandler(kind: string, handler: JobHandler): void;
  }
}

export interface AppOptions {
  db: Kysely<Database>;
  /** Signs access tokens; at least 32 characters. */
  jwtSecret: string;
  accessTokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
  /** Days a password stays valid; default 90. */
  passwordMaxAgeDays?: number;
  /** Base of mailed links (sub-domain per organisation); unset: the request's own address (development). */
  publicUrl?: string;
  /** Per-IP rate limits and the sign-in delays; defaults in DEFAULT_AUTH_LIMITS. */
  authLimits?: Partial<AuthLimits>;
  /** Shares the rate-limit counters between processes; unset: in memory. */
  redisUrl?: string;
  mail?: Partial<MailOptions>;
  /** reCAPTCHA v3 is on when both the site key and the secret are given. */
  recaptcha?: Partial<RecaptchaOptions>;
  /** The workspace root holding host/dist and remote-<name>/dist; unset: no front ends are served. */
  frontendDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Behind a proxy: take the client's address and host from X-Forwarded-* headers. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Where uploaded files are kept; unset: a folder in the system's temporary directory. */
  fileStorage?: FileStorage;
  /** Largest accepted upload in megabytes; default DEFAULT_MAX_UPLOAD_MB (50). */
  maxUploadMb?: number;
  /** Questions one questionnaire may hold; default DEFAULT_MAX_QUESTIONS (2,000). */
  questionnaireMaxQuestions?: number;
  /** An OpenAI-compatible endpoint that drafts suggested answers from their citations; unset: retrieval only. */
  llm?: LlmSettings;
  /** LibreOffice for pdf previews of office files; default `soffice` on PATH. */
  soffice?: Partial<SofficeSettings>;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Replaced by registerRequestLog: errors and slow requests only, every request at debug.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: options.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);
  registerRequestLog(app);
  registerInputGuard(app);

  app.decorate('db', options.db);
  const jobRegistry = new JobRegistry();
  app.decorate('jobRegistry', jobRegistry);
  app.decorate('registerJobHandler', (kind: string, handler: JobHandler) => jobRegistry.register(kind, handler));

  await registerSecurityHeaders(app, { frontendDir: options.frontendDir, recaptcha: Boolean(options.recaptcha?.siteKey && options.recaptcha.secret) });
  await registerCompression(app);
  await registerOpenApi(app, packageJson.version);
  requireRouteSchemas(app, API_PREFIX);
  await app.register(tenancyPlugin, { db: options.db, prefix: API_PREFIX });
  await app.register(authPlugin, {
    accessTokens: new AccessTokens(options.jwtSecret, options.accessTokenTtlSeconds ?? 900),
    liveAccess: new LiveAccessChecks(options.db),
  });
  const limits = { ...DEFAULT_AUTH_LIMITS, ...options.authLimits };
  await app.register(rateLimitPlugin, { limits, redisUrl: options.redisUrl });
  await app.register(recaptchaPlugin, { verifyUrl: GOOGLE_RECAPTCHA_VERIFY_URL, minScore: 0.5, ...options.recaptcha });
  await app.register(mailPlugin, { from: 'Questionnaire Workspace <no-reply@localhost>', logMails: false, ...options.mail });

  await app.register(accountsPlugin, {
    prefix: `${API_PREFIX}accounts`,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? 14 * 24 * 3600,
    passwordMaxAgeDays: options.passwordMaxAgeDays ?? 90,
    publicUrl: options.publicUrl,
    signInThrottle: {
      addressThreshold: limits.signInAddressThreshold,
      accountThreshold: limits.signInAccountThreshold,
      maxDelayMinutes: limits.signInMaxDelayMinutes,
    },
  });
  await app.register(basePlugin, { prefix: `${API_PREFIX}base` });
  await app.register(filesPlugin, {
    storage: options.fileStorage ?? new DiskFileStorage(join(tmpdir(), 'questionnaire-workspace-files')),
    linkSecret: options.jwtSecret,
  });
  await app.register(documentsPlugin, { prefix: `${API_PREFIX}documents`, maxUploadMb: options.maxUploadMb });
  // One thread reads questionnaire files for the upload, the layout routes and the extraction job.
  const questionnaireReader = new QuestionnaireReader();
  app.addHook('onClose', () => questionnaireReader.close());
  // A server's first questionnaire need not wait for the thread to start (tests, through inject, never start one unused).
  app.addHook('onListen', () => questionnaireReader.start());
  await app.register(questionnairesPlugin, {
    prefix: `${API_PREFIX}documents`,
    reader: questionnaireReader,
    llm: options.llm,
    soffice: options.soffice,
    maxQuestions: options.questionnaireMaxQuestions,
  });
  await app.register(projectsPlugin, { prefix: `${API_PREFIX}projects` });
  // A questionnaire arrives at its project's address (the spec fixes the URL).
  await app.register(questionnaireUploadPlugin, {
    prefix: `${API_PREFIX}projects`,
    maxUploadMb: options.maxUploadMb,
    maxQuestions: options.questionnaireMaxQuestions,
    reader: questionnaireReader,
  });
  await app.register(answerLibraryPlugin, { prefix: `${API_PREFIX}answer_library` });
  await app.register(accountLookupsPlugin, { prefix: `${API_PREFIX}accounts/lookups` });
  await app.register(adminDashboardPlugin, { prefix: `${API_PREFIX}entity` });
  await app.register(subscriptionPlugin, { prefix: `${API_PREFIX}subscription` });
  await app.register(entitySubscriptionLookupPlugin, { prefix: `${API_PREFIX}accounts/lookups` });
  await app.register(notificationCenterPlugin, { prefix: `${API_PREFIX}notification_center` });
  await app.register(auditlogPlugin, { prefix: `${API_PREFIX}auditlog` });
  await app.register(inviteUsersPlugin, { prefix: `${API_PREFIX}accounts`, publicUrl: options.publicUrl });
  await app.register(roleGroupLookupPlugin, { prefix: `${API_PREFIX}access_mgmt` });
  await app.register(entityAdminPlugin, { prefix: `${API_PREFIX}entity` });

  const frontends: Frontends | null = options.frontendDir ? await registerFrontends(app, options.frontendDir, signInConfigurationReader(app)) : null;
  app.setNotFoundHandler(async (request, reply) => {
    if (frontends && (await frontends.serveAppShell(request, reply))) return reply;
    return reply.status(404).send({ message: NOT_FOUND_MESSAGE, code: 'not_found' });
  });

  return app;
}
