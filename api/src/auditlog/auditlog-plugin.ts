// /api/v1/auditlog: the audit log for those with view_audit_log — its entries, lookups, chain check and
// CSV export. The entries themselves are written by each change (write-audit.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditExportRoute } from './audit-export.ts';
import { auditRoutes } from './audit-routes.ts';

export const auditlogPlugin: FastifyPluginAsyncZod = async (app) => {
  await app.register(auditRoutes);
  await app.register(auditExportRoute);
};
