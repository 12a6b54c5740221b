import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { startJobWorker, type JobWorker } from '../src/jobs/job-worker.ts';
import { describeEachDatabase } from './support/databases.ts';
import { buildTestApp, waitFor } from './support/test-app.ts';

interface CapturedMail {
  to: string[];
  data: string;
}

/** A real SMTP server on loopback that keeps what it receives: the mail server lies outside the product. */
async function startSmtpCapture(): Promise<{ url: string; received: CapturedMail[]; close(): Promise<void> }> {
  const received: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((done) => server.close(() => done())) };
}

describeEachDatabase('mail over SMTP', (db) => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let worker: JobWorker;

  before(async () => {
    smtp = await startSmtpCapture();
    app = await buildTestApp(db(), { mail: { smtpUrl: smtp.url } });
    await app.ready();
    worker = startJobWorker({ db: db(), registry: app.jobRegistry, log: app.log, pollIntervalMs: 20 });
  });
  after(async () => {
    await worker.stop();
    await app.close();
    await smtp.close();
  });

  test('a reset mail is delivered by the job and marked sent in the outbox', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/forgot-password/',
      headers: { host: 'localhost' },
      payload: { email: 'client@demo.test' },
    });
    assert.equal(response.statusCode, 200);
    await waitFor(async () => smtp.received.length === 1);
    const [mail] = smtp.received;
    assert.deepEqual(mail!.to, ['client@demo.test']);
    assert.match(mail!.data, /Subject: Reset your Demo Organisation password/);
    // The body is quoted-printable: undo its soft line breaks to read the link whole.
    assert.match(mail!.data.replaceAll('=\r\n', ''), /http:\/\/localhost\/accounts\/reset-password\/[\w-]+/);
    await waitFor(async () => {
      const row = await db().selectFrom('outbox').select('sent_at').where('to', '=', 'client@demo.test').executeTakeFirstOrThrow();
      return row.sent_at !== null;
    });
  });
});
