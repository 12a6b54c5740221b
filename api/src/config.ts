// The server's settings, from environment variables (see the configuration table in README.md).
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { DatabaseTarget } from './db/database.ts';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'Use a postgres:// address.').optional(),
  DEMO_PASSWORD: z.string().min(8).optional(),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL: z.coerce.number().int().positive().default(14 * 24 * 3600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FRONTEND_DIR: z.string().default('.'),
  TRUST_PROXY: z.stringbool().default(false),
});

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  demoPassword?: string;
  jwtSecret?: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  logLevel: string;
  frontendDir: string;
  trustProxy: boolean;
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
  return {
    port: vars.PORT,
    host: vars.HOST,
    database: vars.DATABASE_URL
      ? { kind: 'postgres', url: vars.DATABASE_URL }
      : { kind: 'pglite', dataDir: join(resolve(cwd, vars.DATA_DIR), 'pglite') },
    demoPassword: vars.DEMO_PASSWORD,
    jwtSecret: vars.JWT_SECRET,
    accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL,
    refreshTokenTtlSeconds: vars.REFRESH_TOKEN_TTL,
    logLevel: vars.LOG_LEVEL,
    frontendDir: resolve(cwd, vars.FRONTEND_DIR),
    trustProxy: vars.TRUST_PROXY,
  };
}
