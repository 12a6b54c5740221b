// reCAPTCHA v3 on the public forms (sign-in, sign-up, forgot password): off unless a site key and a
// secret are configured; when on, the form's token is verified and a low score is refused.
import type { preHandlerAsyncHookHandler, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AUTH_PATHS, RECAPTCHA_FAILED, recaptchaConfigSchema } from '@app/shared/contract';
import { ApiError } from '../http/api-error.ts';
import { envelope } from '../http/schemas.ts';

export const GOOGLE_RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export interface RecaptchaOptions {
  siteKey?: string;
  secret?: string;
  verifyUrl: string;
  /** Scores run from 0 (a bot) to 1 (a person). */
  minScore: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler verifying the body's `recaptcha_token` for `action`; does nothing while reCAPTCHA is off. */
    requireRecaptcha(action: string): preHandlerAsyncHookHandler;
  }
}

const verdictSchema = z.object({ success: z.boolean(), score: z.number().optional(), action: z.string().optional() });

const REFUSED = 'We could not confirm that you are a person. Please reload the page and try again.';

export const recaptchaPlugin = fp<RecaptchaOptions>(
  async (app, { siteKey, secret, verifyUrl, minScore }) => {
    const enabled = Boolean(siteKey && secret);

    async function verify(request: FastifyRequest, action: string): Promise<void> {
      const token = (request.body as { recaptcha_token?: string } | undefined)?.recaptcha_token;
      if (!token) throw new ApiError(400, RECAPTCHA_FAILED, REFUSED);
      let verdict: z.infer<typeof verdictSchema>;
      try {
        const response = await fetch(verifyUrl, {
          method: 'POST',
          body: new URLSearchParams({ secret: secret!, response: token, remoteip: request.ip }),
          signal: AbortSignal.timeout(5000),
        });
        verdict = verdictSchema.parse(await response.json());
      } catch (error) {
        request.log.warn({ err: error }, 'The reCAPTCHA verifier did not answer');
        throw new ApiError(400, RECAPTCHA_FAILED, 'We could not check this request just now. Please try again in a moment.');
      }
      const score = verdict.score ?? 0;
      if (!verdict.success || score < minScore || (verdict.action && verdict.action !== action)) {
        request.log.info({ score, action: verdict.action }, 'reCAPTCHA refused a request');
        throw new ApiError(400, RECAPTCHA_FAILED, REFUSED);
      }
    }

    app.decorate(
      'requireRecaptcha',
      (action: string) =>
        async function requireRecaptcha(request: FastifyRequest) {
          if (enabled) await verify(request, action);
        },
    );

    app.get(
      AUTH_PATHS.recaptcha,
      {
        schema: {
          tags: ['auth'],
          summary: 'Whether reCAPTCHA v3 is on, and its site key',
          description: 'Public. When `enabled`, sign-in, sign-up and forgot-password send `recaptcha_token`.',
          response: { 200: envelope(recaptchaConfigSchema) },
        },
      },
      async () => ({
        message: enabled ? 'reCAPTCHA is on.' : 'reCAPTCHA is off.',
        data: { enabled, site_key: enabled ? siteKey! : null },
      }),
    );
  },
  { name: 'recaptcha' },
);
