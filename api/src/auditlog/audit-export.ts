// GET /api/v1/auditlog/export/: the filtered entries as a CSV file, streamed in batches. Exporting the
// log is itself recorded in it.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { auditExportQuerySchema, type AuditEntryView } from '@app/shared/contract';
import type { Principal } from '../auth/access-tokens.ts';
import type { Database } from '../db/schema.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { contentDisposition } from '../files/send-stored-file.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { errorResponses } from '../http/schemas.ts';
import { entryView, exportBatch, exportExtent, withAuditQueryLimit, type AuditFilters, type ExportPosition } from './audit-query.ts';
import { writeAudit } from './write-audit.ts';

const BATCH_SIZE = 500;

/** Dates in the spec's export format (YYYY-M-DD) and times as HH:mm:ss, both in UTC. */
function dateAndTime(iso: string): [string, string] {
  const date = new Date(iso);
  const day = `${date.getUTCFullYear()}-${date.getUTCMonth() + 1}-${String(date.getUTCDate()).padStart(2, '0')}`;
  return [day, iso.slice(11, 19)];
}

const HEADER = [
  'Entry',
  'Date',
  'Time (UTC)',
  'Actor',
  'Actor email',
  'Client',
  'Category',
  'Action',
  'Target type',
  'Target',
  'Target ID',
  'IP address',
  'User agent',
  'Before',
  'After',
];

function csvRow(entry: AuditEntryView): unknown[] {
  const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));
  return [
    entry.seq,
    ...dateAndTime(entry.created_at),
    entry.actor?.name ?? 'System',
    entry.actor?.email ?? '',
    entry.entity?.name ?? '',
    entry.category.name,
    entry.action.name,
    entry.target?.type_name ?? '',
    entry.target?.label ?? '',
    entry.target?.id ?? '',
    entry.ip ?? '',
    entry.user_agent ?? '',
    json(entry.before),
    json(entry.after),
  ];
}

/** RFC 4180 quoting; a cell that a spreadsheet would run as a formula is kept as text. */
export function csvLine(cells: unknown[]): string {
  return `${cells
    .map((cell) => {
      let text = String(cell ?? '');
      if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
      return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',')}\r\n`;
}

/** The entries up to `lastSeq`, newest first, one batch per transaction, each after the last one sent. */
async function* csvChunks(db: Kysely<Database>, principal: Principal, filters: AuditFilters, lastSeq: number) {
  // A byte-order mark so that spreadsheets read the file as UTF-8.
  yield `\ufeff${csvLine(HEADER)}`;
  let after: ExportPosition | undefined;
  for (;;) {
    const rows = await withTenant(db, principal.tenantId, (trx) => exportBatch(trx, principal, filters, lastSeq, after, BATCH_SIZE));
    if (rows.length > 0) yield rows.map((row) => csvLine(csvRow(entryView(row)))).join('');
    if (rows.length < BATCH_SIZE) return;
    const last = rows.at(-1)!;
    after = { created_at: last.created_at, seq: Number(last.seq) };
  }
}

export const auditExportRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export/',
    {
      onRequest: app.requirePermission('view_audit_log'),
      schema: {
        tags: ['auditlog'],
        summary: 'The filtered audit entries as a CSV file, newest first',
        description:
          "Takes the list's filters. Dates are YYYY-M-DD and times HH:mm:ss, in UTC; before and after are JSON. " +
          'The export is itself recorded in the audit log, after the entries it contains.',
        querystring: auditExportQuerySchema,
        response: {
          200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { principal, query: filters } = request;
      // The file holds the log as it was when the export was asked for, counted in its own entry.
      const lastSeq = await withAuditQueryLimit(app.db, principal.tenantId, async (trx) => {
        const { lastSeq, count } = await exportExtent(trx, principal, filters);
        await writeAudit(trx, {
          tenantId: principal.tenantId,
          actorUserId: principal.userId,
          entityId: principal.entityId,
          category: 'auditlog',
          action: 'export',
          targetType: 'audit_log',
          after: { filters, entries: count },
          ...requestOrigin(request),
        });
        return lastSeq;
      });
      const day = new Date().toISOString().slice(0, 10);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', contentDisposition('attachment', `audit-log-${day}.csv`))
          .header('cache-control', 'no-store')
          // A stream is sent as is; the schema above only documents the file.
          .send(Readable.from(csvChunks(app.db, principal, filters, lastSeq)) as unknown as string)
      );
    },
  );
};
