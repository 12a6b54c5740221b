// Limits on the routes that take a password or send mail (sign-in, sign-up, forgot and reset password):
// a high ceiling per IP address here (an office behind one address must still sign in), the growing
// delays per account and per address + account in accounts/sign-in-throttle.ts. Counters live in Redis when REDIS_URL is
// set, so that every API process shares them; otherwise in this process's memory.
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { ApiError } from '../http/api-error.ts';

export interface AuthLimits {
  /** Requests one IP address may make to each of these routes per window. */
  ipMax: number;
  ipWindowSeconds: number;
  /** Failed sign-ins of one email from one address, and from all addresses, before delays begin. */
  signInAddressThreshold: number;
  signInAccountThreshold: number;
  /** The longest delay a failed sign-in sets. */
  signInMaxDelayMinutes: number;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  ipMax: 300,
  ipWindowSeconds: 15 * 60,
  signInAddressThreshold: 5,
  signInAccountThreshold: 20,
  signInMaxDelayMinutes: 15,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** `config: { rateLimit: app.authRateLimit }` puts a route under the per-IP limit. */
    authRateLimit: { max: number; timeWindow: number };
  }
}

/** "in 40 seconds", "in 15 minutes": when the caller may try again. */
export function retryIn(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 90) return `in ${whole} second${whole === 1 ? '' : 's'}`;
  return `in ${Math.ceil(whole / 60)} minutes`;
}

export function tooManyAttempts(seconds: number): ApiError {
  return new ApiError(429, 'too_many_requests', `Too many attempts. Please try again ${retryIn(seconds)}.`);
}

export const rateLimitPlugin = fp<{ limits: AuthLimits; redisUrl?: string }>(
  async (app, { limits, redisUrl }) => {
    const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: 'api-rate-limit:',
      errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl / 1000),
    });
    app.decorate('authRateLimit', { max: limits.ipMax, timeWindow: limits.ipWindowSeconds * 1000 });
  },
  { name: 'rate-limits' },
);
