// The server's settings, from environment variables (see the configuration table in README.md).
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_MAX_UPLOAD_MB } from '@app/shared/contract';
import { DEFAULT_AUTH_LIMITS, type AuthLimits } from './auth/rate-limits.ts';
import { GOOGLE_RECAPTCHA_VERIFY_URL, type RecaptchaOptions } from './auth/recaptcha.ts';
import type { DatabaseTarget } from './db/database.ts';
import type { StorageSettings } from './files/storage-settings.ts';
import type { MailOptions } from './mail/mail-plugin.ts';
import { DEFAULT_MAX_QUESTIONS, MAX_COUNTED_QUESTIONS } from './questionnaires/formats/limits.ts';
import type { LlmSettings } from './questionnaires/suggestions/answer-drafter.ts';

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('.data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'Use a postgres:// address.')
      .optional(),
    DEMO_PASSWORD: z.string().min(8).optional(),
    JWT_SECRET: z.string().min(32).optional(),
    AUDIT_SIGNING_KEY: z.string().min(32).optional(),
    ACCESS_TOKEN_TTL: z.coerce.number().int().positive().default(900),
    REFRESH_TOKEN_TTL: z.coerce
      .number()
      .int()
      .positive()
      .default(14 * 24 * 3600),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    FRONTEND_DIR: z.string().default('.'),
    TRUST_PROXY: z.stringbool().default(false),
    NODE_ENV: z.string().default('development'),
    PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().positive().default(90),
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'Use an http(s):// address.' }).optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'Use a redis:// address.')
      .optional(),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(DEFAULT_AUTH_LIMITS.ipMax),
    RATE_LIMIT_WINDOW: z.coerce.number().int().positive().default(DEFAULT_AUTH_LIMITS.ipWindowSeconds),
    LOGIN_ADDRESS_THRESHOLD: z.coerce.number().int().positive().default(DEFAULT_AUTH_LIMITS.signInAddressThreshold),
    LOGIN_ACCOUNT_THRESHOLD: z.coerce.number().int().positive().default(DEFAULT_AUTH_LIMITS.signInAccountThreshold),
    LOGIN_MAX_DELAY_MINUTES: z.coerce.number().int().positive().default(DEFAULT_AUTH_LIMITS.signInMaxDelayMinutes),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'Use an smtp:// or smtps:// address.')
      .optional(),
    MAIL_FROM: z.string().default('Questionnaire Workspace <no-reply@localhost>'),
    RECAPTCHA_SITE_KEY: z.string().optional(),
    RECAPTCHA_SECRET: z.string().optional(),
    RECAPTCHA_VERIFY_URL: z.url().default(GOOGLE_RECAPTCHA_VERIFY_URL),
    RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
    MAX_UPLOAD_MB: z.coerce.number().positive().default(DEFAULT_MAX_UPLOAD_MB),
    QUESTIONNAIRE_MAX_QUESTIONS: z.coerce.number().int().positive().max(MAX_COUNTED_QUESTIONS).default(DEFAULT_MAX_QUESTIONS),
    STORAGE_S3_BUCKET: z.string().optional(),
    STORAGE_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'Use an http(s):// address.' }).optional(),
    STORAGE_S3_REGION: z.string().default('us-east-1'),
    STORAGE_S3_ACCESS_KEY_ID: z.string().optional(),
    STORAGE_S3_SECRET_ACCESS_KEY: z.string().optional(),
    STORAGE_S3_FORCE_PATH_STYLE: z.stringbool().default(false),
    STORAGE_S3_PREFIX: z.string().default(''),
    LLM_BASE_URL: z.url({ protocol: /^https?$/, error: 'Use an http(s):// address.' }).optional(),
    LLM_API_KEY: z.string().optional(),
    LLM_MODEL: z.string().optional(),
  })
  .refine((vars) => vars.NODE_ENV !== 'production' || vars.PUBLIC_URL !== undefined, {
    // Without it, mailed links would be built from the Host header a stranger can choose.
    path: ['PUBLIC_URL'],
    message: 'Set PUBLIC_URL in production (the address people open, e.g. https://workspace.example.com): mailed links are built on it.',
  });

/** The model asked for when LLM_BASE_URL is set without LLM_MODEL. */
const DEFAULT_LLM_MODEL = 'gpt-4o-mini';

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  demoPassword?: string;
  jwtSecret?: string;
  /** Signs the audit chain; never stored in the database. Unset: a key file in the data folder. */
  auditSigningKey?: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  logLevel: string;
  frontendDir: string;
  trustProxy: boolean;
  /** The folder of the embedded database and of the operator endpoint's address and secret. */
  dataDir: string;
  passwordMaxAgeDays: number;
  /** The product's public address; mailed links are built on it, never on a request's Host header. */
  publicUrl?: string;
  redisUrl?: string;
  authLimits: AuthLimits;
  mail: MailOptions;
  recaptcha: RecaptchaOptions;
  /** Largest accepted upload, in megabytes. */
  maxUploadMb: number;
  /** Questions one questionnaire may hold. */
  questionnaireMaxQuestions: number;
  storage: StorageSettings;
  /** Drafts suggested answers from their citations; unset: retrieval only. */
  llm?: LlmSettings;
}

/** Paths are relative to the working directory: the workspace root when started by `npm start`. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerConfig {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Some environment variables are not valid:\n${problems}`);
  }
  const vars = parsed.data;
  const dataDir = resolve(cwd, vars.DATA_DIR);
  return {
    port: vars.PORT,
    host: vars.HOST,
    database: vars.DATABASE_URL ? { kind: 'postgres', url: vars.DATABASE_URL } : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    demoPassword: vars.DEMO_PASSWORD,
    jwtSecret: vars.JWT_SECRET,
    auditSigningKey: vars.AUDIT_SIGNING_KEY,
    accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL,
    refreshTokenTtlSeconds: vars.REFRESH_TOKEN_TTL,
    logLevel: vars.LOG_LEVEL,
    frontendDir: resolve(cwd, vars.FRONTEND_DIR),
    trustProxy: vars.TRUST_PROXY,
    dataDir,
    passwordMaxAgeDays: vars.PASSWORD_MAX_AGE_DAYS,
    publicUrl: vars.PUBLIC_URL,
    redisUrl: vars.REDIS_URL,
    authLimits: {
      ipMax: vars.RATE_LIMIT_MAX,
      ipWindowSeconds: vars.RATE_LIMIT_WINDOW,
      signInAddressThreshold: vars.LOGIN_ADDRESS_THRESHOLD,
      signInAccountThreshold: vars.LOGIN_ACCOUNT_THRESHOLD,
      signInMaxDelayMinutes: vars.LOGIN_MAX_DELAY_MINUTES,
    },
    // Outside production every mail is also logged, so reset and invitation links work without SMTP.
    mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM, logMails: vars.NODE_ENV !== 'production' },
    recaptcha: {
      siteKey: vars.RECAPTCHA_SITE_KEY,
      secret: vars.RECAPTCHA_SECRET,
      verifyUrl: vars.RECAPTCHA_VERIFY_URL,
      minScore: vars.RECAPTCHA_MIN_SCORE,
    },
    maxUploadMb: vars.MAX_UPLOAD_MB,
    questionnaireMaxQuestions: vars.QUESTIONNAIRE_MAX_QUESTIONS,
    storage: vars.STORAGE_S3_BUCKET
      ? {
          kind: 's3',
          bucket: vars.STORAGE_S3_BUCKET,
          endpoint: vars.STORAGE_S3_ENDPOINT,
          region: vars.STORAGE_S3_REGION,
          accessKeyId: vars.STORAGE_S3_ACCESS_KEY_ID,
          secretAccessKey: vars.STORAGE_S3_SECRET_ACCESS_KEY,
          forcePathStyle: vars.STORAGE_S3_FORCE_PATH_STYLE,
          keyPrefix: vars.STORAGE_S3_PREFIX,
          stagingDir: join(dataDir, 'files', 'tmp'),
        }
      : { kind: 'disk', dir: join(dataDir, 'files') },
    llm: vars.LLM_BASE_URL ? { baseUrl: vars.LLM_BASE_URL, apiKey: vars.LLM_API_KEY, model: vars.LLM_MODEL ?? DEFAULT_LLM_MODEL } : undefined,
  };
}
