// GET /api/v1/auditlog/ (the entries, filtered and paged), its category and action lookups, and
// verify/ (the organisation's hash chain, recomputed).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditActionLookupQuerySchema,
  auditChainStatusSchema,
  auditCodeSchema,
  auditListQuerySchema,
  auditListSchema,
  auditVerifyQuerySchema,
} from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { pageLinks, pageOffset } from '../http/paging.ts';
import { actionCodes, categoryCodes } from './audit-catalog.ts';
import { COUNT_CAP, entryCreatedAt, listEntries, withAuditQueryLimit } from './audit-query.ts';
import { verifyAuditChain } from './verify-audit-chain.ts';
import { writtenActions, writtenCategories } from './audit-lookups.ts';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requirePermission('view_audit_log');

  app.get(
    '/',
    {
      onRequest: guard,
      schema: {
        tags: ['auditlog'],
        summary: 'Audit entries, filtered, ordered (newest first by default) and paged',
        description:
          '`start_date` / `end_date` are days (YYYY-M-DD or YYYY-MM-DD, UTC) and include the day given; `entity` is a client id; ' +
          "`search` finds the text in the actor's name or email and in the target's name, as they were when the entry was written. " +
          "A client user sees only its own client's entries. Counting stops past 10,000 (`count_capped`); a query that would run for " +
          'more than 3 seconds is refused with 400 and asks for a narrower search. `ordering`: `created_at`, `category`, `action`, each with `-` for descending.',
        querystring: auditListQuerySchema,
        response: { 200: envelope(auditListSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const { page, page_size, ordering, ...filters } = query;
      const { matching, results } = await withAuditQueryLimit(app.db, principal.tenantId, (trx) =>
        listEntries(trx, principal, filters, ordering, { limit: page_size, offset: pageOffset(query) }),
      );
      const count_capped = matching > COUNT_CAP;
      const count = Math.min(matching, COUNT_CAP);
      const found = count_capped
        ? `More than ${COUNT_CAP.toLocaleString('en-US')} audit entries found.`
        : `${plural(count, 'audit entry', 'audit entries')} found.`;
      return {
        message: count === 0 ? 'No audit entries match.' : found,
        data: { count, count_capped, ...pageLinks(request, count, query), results },
      };
    },
  );

  app.get(
    '/lookups/category/',
    {
      onRequest: guard,
      schema: {
        tags: ['auditlog'],
        summary: 'The categories of audit entries, by name',
        description: "Every category the product writes, and any other found in this organisation's log.",
        response: { 200: envelope(z.array(auditCodeSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { tenantId } = request.principal;
      const written = await withTenant(app.db, tenantId, (trx) => writtenCategories(trx, tenantId));
      const data = categoryCodes(written);
      return { message: `${plural(data.length, 'category', 'categories')}.`, data };
    },
  );

  app.get(
    '/lookups/action/',
    {
      onRequest: guard,
      schema: {
        tags: ['auditlog'],
        summary: 'The actions of audit entries, by name; those of one category with `category`',
        description: "Every action the product writes, and any other found in this organisation's log.",
        querystring: auditActionLookupQuerySchema,
        response: { 200: envelope(z.array(auditCodeSchema)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const category = query.category || undefined;
      const written = await withTenant(app.db, principal.tenantId, (trx) => writtenActions(trx, principal.tenantId, category));
      const data = actionCodes(category, written);
      return { message: `${plural(data.length, 'action')}.`, data };
    },
  );

  app.get(
    '/verify/',
    {
      onRequest: guard,
      schema: {
        tags: ['auditlog'],
        summary: "Checks the organisation's audit hash chain against its signatures and says whether it is intact",
        description:
          "Each entry's hash covers the one before it, and the newest entry and every 1,000th are signed with a key kept outside the database: " +
          'a changed, removed, added or reordered entry, a deleted tail or a chain recomputed without the key is reported. ' +
          'Only the entries after the newest signed checkpoint are re-hashed, unless `full=true`.',
        querystring: auditVerifyQuerySchema,
        response: { 200: envelope(auditChainStatusSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { tenantId } = request.principal;
      const report = await verifyAuditChain(app.db, tenantId, { full: request.query.full });
      const checked_at = new Date().toISOString();
      if (report.valid) {
        return {
          message: `The audit log is intact: ${plural(report.entries, 'entry', 'entries')} verified.`,
          data: { valid: true, entries: report.entries, rehashed: report.rehashed, broken_at_seq: null, broken_at: null, reason: null, checked_at },
        };
      }
      const brokenAt = await withTenant(app.db, tenantId, (trx) => entryCreatedAt(trx, tenantId, report.brokenAtSeq));
      return {
        message: `The audit log was altered at entry ${report.brokenAtSeq}: ${report.reason}`,
        data: {
          valid: false,
          entries: report.entries,
          rehashed: report.rehashed,
          broken_at_seq: report.brokenAtSeq,
          broken_at: brokenAt?.toISOString() ?? null,
          reason: report.reason,
          checked_at,
        },
      };
    },
  );
};
