import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FORGOT_PASSWORD_MESSAGE, forgotPasswordRequestSchema, RECAPTCHA_ACTIONS } from '@app/shared/contract';
import { writeAudit } from '../auditlog/write-audit.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { organisationLink } from '../tenancy/create-organisation.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import type { AccountsOptions } from './accounts-options.ts';
import { createPasswordReset } from './password-resets.ts';
import { findUserByEmail } from './signed-in-user.ts';

/**
 * Every answer leaves this long after the request came in: a known email's reset link, mail and audit
 * entry take time an unknown email's answer would not, and the difference would tell which emails
 * have an account. Far above what that work takes.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 300;

export const forgotPasswordRoute: FastifyPluginAsyncZod<AccountsOptions> = async (app, { passwordMaxAgeDays, publicUrl }) => {
  app.post(
    '/forgot-password/',
    {
      preHandler: app.requireRecaptcha(RECAPTCHA_ACTIONS.forgotPassword),
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Send a password-reset link by mail',
        description: 'Answers the same, and after the same time, whether or not an account has this email. The link is valid for an hour.',
        body: forgotPasswordRequestSchema,
        response: { 200: envelope(z.null()), ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const started = performance.now();
      const { tenant } = request;
      // With PUBLIC_URL set the link never follows the Host header, which a requester can forge to
      // have a valid token mailed inside a link to their own site.
      const resetLink = (token: string) =>
        publicUrl
          ? organisationLink(publicUrl, tenant.slug, `/accounts/reset-password/${token}`)
          : `${request.protocol}://${request.host}/accounts/reset-password/${token}`;
      await withTenant(app.db, tenant.id, async (trx) => {
        const found = await findUserByEmail(trx, tenant, request.body.email, passwordMaxAgeDays);
        if (!found?.isActive) return;
        const token = await createPasswordReset(trx, tenant.id, found.user.id);
        if (!token) return;
        await app.queueMail(trx, {
          tenantId: tenant.id,
          to: found.user.email,
          subject: `Reset your ${tenant.name} password`,
          text: [
            `Hello ${found.user.first_name},`,
            '',
            `Someone asked to reset the password of your ${tenant.name} account. To choose a new password, open:`,
            resetLink(token),
            '',
            'The link works once, within an hour. If you did not ask for it, ignore this mail: your password stays as it is.',
          ].join('\n'),
        });
        await writeAudit(trx, {
          tenantId: tenant.id,
          actorUserId: found.user.id,
          entityId: found.principal.entityId,
          category: 'auth',
          action: 'password_reset_requested',
          targetType: 'user',
          targetId: found.user.id,
          ...requestOrigin(request),
        });
      });
      await sleep(Math.max(0, FORGOT_PASSWORD_ANSWER_MS - (performance.now() - started)));
      return { message: FORGOT_PASSWORD_MESSAGE, data: null };
    },
  );
};
