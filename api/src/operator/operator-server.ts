// The operator's way into a running server: a listener on the loopback interface only, on a port of
// its own (never reachable through a tenant's host), guarded by a secret. Its address and secret are
// written to DATA_DIR/operator.json, readable by the server's user only, for the CLI commands.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { createOrganisation } from '../tenancy/create-organisation.ts';

export const OPERATOR_FILE = 'operator.json';

export const operatorEndpointSchema = z.object({ port: z.number().int(), secret: z.string() });
export const newOrganisationSchema = z.object({ slug: z.string(), name: z.string().min(1), admin_email: z.email() });

export interface OperatorServer {
  stop(): Promise<void>;
}

function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function startOperatorServer(options: { db: Kysely<Database>; dataDir: string; log: FastifyBaseLogger }): Promise<OperatorServer> {
  const secret = randomBytes(32).toString('base64url');
  const server = Fastify({ loggerInstance: options.log });
  server.post('/organisations/', async (request, reply) => {
    if (!sameSecret(request.headers.authorization ?? '', `Bearer ${secret}`)) {
      return reply.status(401).send({ message: 'Wrong operator secret.' });
    }
    const input = newOrganisationSchema.safeParse(request.body);
    if (!input.success) {
      return reply.status(400).send({ message: input.error.issues.map((issue) => issue.message).join(' ') });
    }
    try {
      const { tenant, invitationToken } = await createOrganisation(options.db, { ...input.data, adminEmail: input.data.admin_email });
      return { slug: tenant.slug, invitation_token: invitationToken };
    } catch (error) {
      // createOrganisation's errors (a taken or malformed slug) are written for the operator.
      return reply.status(400).send({ message: (error as Error).message });
    }
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  await mkdir(options.dataDir, { recursive: true });
  const file = join(options.dataDir, OPERATOR_FILE);
  const { port } = server.server.address() as { port: number };
  await writeFile(file, JSON.stringify({ port, secret }), { mode: 0o600 });
  return {
    async stop() {
      await rm(file, { force: true });
      await server.close();
    },
  };
}
