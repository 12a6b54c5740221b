// Mail: every message is recorded in the outbox table in the caller's transaction; with SMTP_URL set, a
// job sends it (so a mail exists only if its change commits, and survives a restart before sending).
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';

export interface MailOptions {
  /** smtp://user:pass@host:port or smtps://…; unset: mail stays in the outbox. */
  smtpUrl?: string;
  from: string;
  /** Development: write every mail to the log, so its links can be followed without a mail server. */
  logMails: boolean;
}

export interface Mail {
  tenantId: string;
  to: string;
  subject: string;
  text: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    queueMail(trx: TenantTransaction, mail: Mail): Promise<void>;
  }
}

const SEND_MAIL = 'mail.send';
const payloadSchema = z.object({ outboxId: z.string() });

export const mailPlugin = fp<MailOptions>(
  async (app, { smtpUrl, from, logMails }) => {
    const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
    if (transport) {
      app.registerJobHandler(SEND_MAIL, async (job) => {
        const { outboxId } = payloadSchema.parse(job.payload);
        const mail = await app.db.selectFrom('outbox').selectAll().where('id', '=', outboxId).executeTakeFirst();
        if (!mail || mail.sent_at) return; // a retry after the send succeeded but the update did not
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
        await app.db.updateTable('outbox').set({ sent_at: new Date() }).where('id', '=', outboxId).execute();
      });
    }

    app.decorate('queueMail', async (trx: TenantTransaction, mail: Mail) => {
      const { id } = await trx
        .insertInto('outbox')
        .values({ tenant_id: mail.tenantId, to: mail.to, subject: mail.subject, text: mail.text })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (transport) await enqueueJob(trx, { tenantId: mail.tenantId, kind: SEND_MAIL, payload: { outboxId: id } });
      if (logMails) app.log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'Mail queued (shown in development only)');
    });
  },
  { name: 'mail' },
);
