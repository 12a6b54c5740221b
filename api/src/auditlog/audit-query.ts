// The audit entries a person may read, filtered as the list and the export share it, each with the
// names people read: who, which client, what was acted on.
import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import { AUDIT_DEFAULT_ORDERING, type AUDIT_ORDERING_FIELDS, type AuditEntryView, type auditExportQuerySchema } from '@app/shared/contract';
import type { Kysely } from 'kysely';
import { checkClientFilter } from '../access/client-filter.ts';
import type { Principal } from '../auth/access-tokens.ts';
import type { Database } from '../db/schema.ts';
import { withTenant, type TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { containsPattern } from '../http/contains-pattern.ts';
import { parseDay } from '../http/day-input.ts';
import { orderBySql, type ListOrdering } from '../http/ordering.ts';
import { clientScope } from '../access/principal.ts';
import { actionName, categoryName, targetTypeName } from './audit-catalog.ts';

export type AuditFilters = z.output<typeof auditExportQuerySchema>;

/** The filter days, checked: each a real date, the end not before the start. */
export function filterDays(filters: Pick<AuditFilters, 'start_date' | 'end_date'>) {
  const start = filters.start_date ? parseDay(filters.start_date, 'start_date') : undefined;
  const end = filters.end_date ? parseDay(filters.end_date, 'end_date') : undefined;
  if (start && end && end < start) {
    const message = 'The end date is before the start date.';
    throw new ApiError(400, 'invalid', message, { end_date: [message] });
  }
  return { start, end };
}

/** The target's name today, or the one the entry recorded when the row is gone (migration 0018). */
const targetLabel = sql<string | null>`audit_target_label(a.tenant_id, a.target_type, a.target_id, a.before, a.after)`;

const actorName = sql<string>`trim(u.first_name || ' ' || u.last_name)`;

/** A search text this long has trigrams the index can look up. */
const TRIGRAM_LENGTH = 3;

/** What the trigram index (migration 0024) tells of a search. */
export interface SearchLookup {
  /** The entries that hold the text; undefined when more than COUNT_CAP do. */
  seqs?: number[];
}

/** The search looked up in its trigram index; undefined when there is no search or it is too short for trigrams. */
export async function searchMatches(trx: TenantTransaction, text: string | undefined): Promise<SearchLookup | undefined> {
  if (!text || text.length < TRIGRAM_LENGTH) return undefined;
  const { rows } = await sql<{ seq: number }>`SELECT seq FROM audit_search_matches(${containsPattern(text)}, ${COUNT_CAP + 1})`.execute(trx);
  return { seqs: rows.length > COUNT_CAP ? undefined : rows.map((row) => Number(row.seq)) };
}

/** The entries a person may read, filtered; `matches`: the search's entries when searchMatches found them. */
export function filteredEntries(trx: TenantTransaction, principal: Principal, filters: AuditFilters, matches?: number[]) {
  const { start, end } = filterDays(filters);
  const own = clientScope(principal);
  const search = filters.search ? containsPattern(filters.search) : undefined;
  const tenant = principal.tenantId;
  // The entries alone: the names shown (entryRows) are joined to the rows chosen, so that choosing and
  // counting them reads the index alone (an index-only scan) wherever the filters are in an index.
  return (
    trx
      .selectFrom('audit_entries as a')
      .where('a.tenant_id', '=', tenant)
      .$if(own !== null, (q) => q.where('a.entity_id', '=', own!))
      .$if(!!filters.entity, (q) => q.where('a.entity_id', '=', filters.entity!))
      .$if(!!filters.category, (q) => q.where('a.category', '=', filters.category!))
      .$if(!!filters.action, (q) => q.where('a.action', '=', filters.action!))
      // Days are UTC days; bounds on created_at itself keep the (tenant_id, created_at) index usable.
      .$if(!!start, (q) => q.where(sql<SqlBool>`a.created_at >= (${start}::date::timestamp AT TIME ZONE 'UTC')`))
      .$if(!!end, (q) => q.where(sql<SqlBool>`a.created_at < ((${end}::date + 1)::timestamp AT TIME ZONE 'UTC')`))
      // The text stored with each entry when written (who acted, the target's name): the entries found
      // for it in its index (searchMatches), or, when there are too many to list, looked for entry by
      // entry in the list's order, where such a common text soon fills a page.
      .$if(matches !== undefined, (q) => q.where(sql<SqlBool>`a.seq = ANY(${matches}::bigint[])`))
      .$if(!!search && matches === undefined, (q) => q.where('a.search_text', 'ilike', search!))
  );
}

type FilteredEntries = ReturnType<typeof filteredEntries>;

/** Counting stops past this many: a page says "more than 10,000" instead of counting a million rows. */
export const COUNT_CAP = 10_000;

/**
 * How many entries match, counted up to COUNT_CAP + 1 (more than COUNT_CAP means "more than").
 * `newestFirst`: counted in the list's order, from the start of the filters' index range. Unordered,
 * PostgreSQL read a month's range by a sequential scan, betting that the first COUNT_CAP + 1 rows it
 * met would match; a month's entries lie together wherever it was written, so the count took 5 to
 * 200 ms at a million entries (more as the log grows), depending on where the table's last
 * sequential scan had stopped (synchronised scans).
 */
export async function cappedCount(trx: TenantTransaction, query: FilteredEntries, { newestFirst }: { newestFirst: boolean }): Promise<number> {
  const { count } = await trx
    .selectFrom(
      query
        .select('a.seq')
        .$if(newestFirst, (q) => q.orderBy('a.created_at', 'desc').orderBy('a.seq', 'desc'))
        .limit(COUNT_CAP + 1)
        .as('matching'),
    )
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The entries matching `filters`, up to COUNT_CAP + 1, counted as cheaply as what is already known allows. */
async function countMatching(
  trx: TenantTransaction,
  principal: Principal,
  filters: AuditFilters,
  lookup: SearchLookup | undefined,
  query: FilteredEntries,
): Promise<number> {
  const { search, ...others } = filters;
  // A search alone: its index look-up has counted the entries already.
  if (lookup && clientScope(principal) === null && Object.values(others).every((value) => !value)) {
    return lookup.seqs?.length ?? COUNT_CAP + 1;
  }
  // A search's entries are spread over the log, not gathered in a range: the listed ones are found by
  // their seq, and under row-level security PostgreSQL estimates a text looked for entry by entry
  // (ILIKE) at a few hundred rows, so in order it would sort every match.
  return cappedCount(trx, query, { newestFirst: !search });
}

/** Longest a request's audit query may run (PostgreSQL; PGlite cannot interrupt a query). */
const QUERY_TIMEOUT_MS = 3000;

/**
 * Runs a request's audit-log queries with a time limit: a search no index can narrow (two letters
 * over a million entries) is refused with a 400 that says how to narrow it, rather than holding a
 * database core for minutes.
 */
export async function withAuditQueryLimit<T>(db: Kysely<Database>, tenantId: string, work: (trx: TenantTransaction) => Promise<T>): Promise<T> {
  try {
    return await withTenant(db, tenantId, async (trx) => {
      await sql`SELECT set_config('statement_timeout', ${String(QUERY_TIMEOUT_MS)}, true)`.execute(trx);
      return work(trx);
    });
  } catch (error) {
    // 57014: query_canceled, here by the statement timeout.
    if ((error as { code?: unknown }).code !== '57014') throw error;
    throw new ApiError(
      400,
      'search_too_broad',
      'This search takes too long over the whole log. Narrow it: choose a category or a date range, or search for a longer text.',
    );
  }
}

/** What the list sorts by; `seq` (unique in an organisation) breaks ties, as in the indexes of migration 0018. */
export const AUDIT_ORDERING: ListOrdering<(typeof AUDIT_ORDERING_FIELDS)[number]> = {
  columns: { created_at: sql`a.created_at`, category: sql`a.category`, action: sql`a.action` },
  defaultOrdering: AUDIT_DEFAULT_ORDERING,
  tieBreaker: sql`a.seq`,
};

/** The columns an entry is shown from, with who acted and the client by name; the caller orders them. */
export function entryRows(query: FilteredEntries, tenantId: string) {
  return query
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'a.actor_user_id').on('u.tenant_id', '=', tenantId))
    .leftJoin('entities as ent', (join) => join.onRef('ent.id', '=', 'a.entity_id').on('ent.tenant_id', '=', tenantId))
    .select([
      'a.id',
      'a.seq',
      'a.created_at',
      'a.actor_user_id',
      'u.email as actor_email',
      actorName.as('actor_name'),
      'a.entity_id',
      'ent.name as entity_name',
      'a.category',
      'a.action',
      'a.target_type',
      'a.target_id',
      targetLabel.as('target_label'),
      'a.before',
      'a.after',
      'a.ip',
      'a.user_agent',
    ]);
}

export type EntryRow = Awaited<ReturnType<ReturnType<typeof entryRows>['execute']>>[number];

export function entryView(row: EntryRow): AuditEntryView {
  return {
    id: row.id,
    seq: Number(row.seq),
    created_at: row.created_at.toISOString(),
    actor: row.actor_user_id
      ? // A person whose account is gone keeps the entries it wrote.
        { id: row.actor_user_id, name: row.actor_name || row.actor_email || 'Former user', email: row.actor_email ?? null }
      : null,
    entity: row.entity_id ? { id: row.entity_id, name: row.entity_name ?? null } : null,
    category: { code: row.category, name: categoryName(row.category) },
    action: { code: row.action, name: actionName(row.category, row.action) },
    target: row.target_type ? { type: row.target_type, type_name: targetTypeName(row.target_type), id: row.target_id, label: row.target_label } : null,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
    user_agent: row.user_agent,
  };
}

/**
 * One page of the list in the chosen order, with the count of matching entries (up to COUNT_CAP + 1).
 * The page's entries first, then what is shown of them: the names (a look-up per entry) are made
 * for the page's rows only, not for every row an offset skips.
 */
export async function listEntries(
  trx: TenantTransaction,
  principal: Principal,
  filters: AuditFilters,
  ordering: string | undefined,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ matching: number; results: AuditEntryView[] }> {
  await checkClientFilter(trx, principal, filters.entity);
  const lookup = await searchMatches(trx, filters.search);
  const base = filteredEntries(trx, principal, filters, lookup?.seqs);
  const order = orderBySql(ordering, AUDIT_ORDERING);
  const onPage = base.select('a.seq').orderBy(order).limit(limit).offset(offset);
  const rows = await entryRows(filteredEntries(trx, principal, {}), principal.tenantId)
    .where('a.seq', 'in', onPage)
    .orderBy(order)
    .execute();
  return { matching: await countMatching(trx, principal, filters, lookup, base), results: rows.map(entryView) };
}

/** When entry `seq` of the organisation was written, or null when there is no such entry. */
export async function entryCreatedAt(trx: TenantTransaction, tenantId: string, seq: number): Promise<Date | null> {
  const entry = await trx.selectFrom('audit_entries').select('created_at').where('tenant_id', '=', tenantId).where('seq', '=', seq).executeTakeFirst();
  return entry?.created_at ?? null;
}

/** Where an export stops (the newest entry when it was asked for) and how many entries it holds (counted in full: the export writes them all). */
export async function exportExtent(trx: TenantTransaction, principal: Principal, filters: AuditFilters): Promise<{ lastSeq: number; count: number }> {
  await checkClientFilter(trx, principal, filters.entity);
  const { count } = await filteredEntries(trx, principal, filters)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const last = await trx
    .selectFrom('audit_entries')
    .select('seq')
    .where('tenant_id', '=', principal.tenantId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { lastSeq: Number(last?.seq ?? 0), count: Number(count) };
}

/** Where an export's next batch starts: after the last entry sent, in the list's order. */
export interface ExportPosition {
  created_at: Date;
  seq: number;
}

/** Up to `size` entries up to `lastSeq` after `after`, newest first: one batch of an export. */
export function exportBatch(
  trx: TenantTransaction,
  principal: Principal,
  filters: AuditFilters,
  lastSeq: number,
  after: ExportPosition | undefined,
  size: number,
) {
  return entryRows(
    filteredEntries(trx, principal, filters)
      .where('a.seq', '<=', lastSeq)
      // Keyset on the list's order (the index's), not an offset that re-reads what was sent.
      .$if(after !== undefined, (q) => q.where(sql<SqlBool>`(a.created_at, a.seq) < (${after!.created_at}, ${after!.seq})`)),
    principal.tenantId,
  )
    .orderBy('a.created_at', 'desc')
    .orderBy('a.seq', 'desc')
    .limit(size)
    .execute();
}
