// The audit log's API (GET /api/v1/auditlog/...): who changed what, when, from where; and whether the
// tenant's hash chain is still intact.
import { z } from 'zod';
import { paginationQuerySchema } from './envelope';
import { orderingParam } from './ordering';

/** The longest audit search; the search field stops there and says so. */
export const AUDIT_SEARCH_MAX_LENGTH = 200;
export const AUDIT_SEARCH_TOO_LONG = `Search for at most ${AUDIT_SEARCH_MAX_LENGTH} characters.`;

/** The audit list sorts by these (newest first by default); the export is always newest first. */
export const AUDIT_ORDERING_FIELDS = ['created_at', 'category', 'action'] as const;
export const AUDIT_DEFAULT_ORDERING = '-created_at';

/** The list's and the export's filters; dates are days (YYYY-M-DD or YYYY-MM-DD, UTC), both included. */
export const auditListQuerySchema = paginationQuerySchema.extend({
  entity: z.string().uuid().optional(),
  category: z.string().trim().max(100).optional(),
  action: z.string().trim().max(100).optional(),
  start_date: z.string().trim().max(20).optional(),
  end_date: z.string().trim().max(20).optional(),
  /** Finds the text in the actor's name or email and in the target's label, as they were when written. */
  search: z.string().trim().max(AUDIT_SEARCH_MAX_LENGTH, AUDIT_SEARCH_TOO_LONG).optional(),
  ordering: orderingParam(AUDIT_ORDERING_FIELDS),
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

/** The export takes the list's filters; it has no pages, and its order is the log's (newest first). */
export const auditExportQuerySchema = auditListQuerySchema.omit({ page: true, page_size: true, ordering: true });

export const auditCodeSchema = z.object({ code: z.string(), name: z.string() });
export type AuditCode = z.infer<typeof auditCodeSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  /** The entry's place in its organisation's chain, from 1. */
  seq: z.number(),
  created_at: z.string(),
  /** Null for the system (jobs) and for anonymous callers (a failed sign-in). */
  actor: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }).nullable(),
  /** The client the entry concerns; null for the organisation's own matters. */
  entity: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  category: auditCodeSchema,
  action: auditCodeSchema,
  /** What was acted on; `label` is its current name, or the one the entry recorded when it is gone. */
  target: z.object({ type: z.string(), type_name: z.string(), id: z.string().nullable(), label: z.string().nullable() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({
  /** The entries that match, up to 10,000; past that `count_capped` says there are more. */
  count: z.number(),
  count_capped: z.boolean(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(auditEntrySchema),
});
export type AuditList = z.infer<typeof auditListSchema>;

export const auditActionLookupQuerySchema = z.object({ category: z.string().trim().max(100).optional() });

/** `full=true` re-hashes the whole chain; by default only what came after the newest signed checkpoint. */
export const auditVerifyQuerySchema = z.object({ full: z.stringbool().default(false) });

/** GET /api/v1/auditlog/verify/: the tenant's hash chain, checked against its signatures. */
export const auditChainStatusSchema = z.object({
  valid: z.boolean(),
  /** Entries verified before the first broken one (all of them when valid). */
  entries: z.number(),
  /** Entries re-hashed by this check (those before the newest checkpoint are vouched for by its signature). */
  rehashed: z.number(),
  broken_at_seq: z.number().nullable(),
  /** When the first broken entry says it was written. */
  broken_at: z.string().nullable(),
  reason: z.string().nullable(),
  checked_at: z.string(),
});
export type AuditChainStatus = z.infer<typeof auditChainStatusSchema>;
