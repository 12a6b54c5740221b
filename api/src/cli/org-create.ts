// npm run org:create -- --slug acme --name "Acme" --admin-email a@acme.test [--url http://example.com]
// Creates an organisation and prints its first administrator's invitation link. With the server
// running, the request goes through it (the embedded database is open in its process only);
// otherwise the command opens the database itself.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { useConfiguredAuditSigningKey } from '../auditlog/audit-signing.ts';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { newOrganisationSchema, OPERATOR_FILE, operatorEndpointSchema } from '../operator/operator-server.ts';
import { createOrganisation, invitationLink } from '../tenancy/create-organisation.ts';

type NewOrganisation = { slug: string; name: string; admin_email: string };

/** Through the running server; undefined when none answers. */
async function viaServer(dataDir: string, input: NewOrganisation): Promise<string | undefined> {
  const file = await readFile(join(dataDir, OPERATOR_FILE), 'utf8').catch(() => undefined);
  if (!file) return undefined;
  const endpoint = operatorEndpointSchema.parse(JSON.parse(file));
  const response = await fetch(`http://127.0.0.1:${endpoint.port}/organisations/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${endpoint.secret}`, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  }).catch(() => undefined); // a file left by a server that did not stop cleanly
  if (!response) return undefined;
  const body = (await response.json()) as { message?: string; invitation_token?: string };
  if (!response.ok || !body.invitation_token) throw new Error(body.message ?? `The server answered ${response.status}.`);
  return body.invitation_token;
}

async function directly(config: ReturnType<typeof loadConfig>, input: NewOrganisation): Promise<string> {
  const db = await createDatabase(config.database);
  try {
    await migrateToLatest(db);
    useConfiguredAuditSigningKey(config.auditSigningKey, config.dataDir);
    const { invitationToken } = await createOrganisation(db, { slug: input.slug, name: input.name, adminEmail: input.admin_email });
    return invitationToken;
  } finally {
    await db.destroy();
  }
}

try {
  const { values } = parseArgs({
    options: { slug: { type: 'string' }, name: { type: 'string' }, 'admin-email': { type: 'string' }, url: { type: 'string' } },
  });
  const parsed = newOrganisationSchema.safeParse({ slug: values.slug, name: values.name, admin_email: values['admin-email'] });
  if (!parsed.success) {
    throw new Error('Usage: npm run org:create -- --slug acme --name "Acme" --admin-email admin@acme.example [--url https://example.com]');
  }
  const config = loadConfig(process.env);
  const token = (await viaServer(config.dataDir, parsed.data)) ?? (await directly(config, parsed.data));
  const baseUrl = values.url ?? config.publicUrl ?? `http://localhost:${config.port}`;
  console.log(`Organisation "${parsed.data.name}" created.`);
  console.log(`Invitation for its first administrator (${parsed.data.admin_email}), valid for 7 days:`);
  console.log(`  ${invitationLink(baseUrl, parsed.data.slug, token)}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
