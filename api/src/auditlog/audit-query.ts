// The audit entries a person may read, filtered as the list and the export share it, each with the
// names people read: who, which client, what was acted on.
import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { AuditEntryView, auditExportQuerySchema } from '@app/shared/contract';
import type { Principal } from '../auth/access-tokens.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { notFound } from '../http/error-handler.ts';
import { containsPattern } from '../http/contains-pattern.ts';
import { parseDay } from '../http/day-input.ts';
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

/** A client filter must be a client of this organisation (and a client user's own). */
export async function checkEntityFilter(trx: TenantTransaction, principal: Principal, entityId: string | undefined): Promise<void> {
  if (!entityId) return;
  const own = clientScope(principal);
  if (own !== null && own !== entityId) throw notFound();
  const entity = await trx.selectFrom('entities').select('id').where('tenant_id', '=', principal.tenantId).where('id', '=', entityId).executeTakeFirst();
  if (!entity) throw notFound();
}

/** Ids are uuids in their tables and text in the log (not every target is a row, nor every id a uuid). */
const targetUuid = sql`(CASE WHEN a.target_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN a.target_id::uuid END)`;
const named = (column: string, table: string) =>
  sql`(SELECT ${sql.raw(column)} FROM ${sql.table(table)} t WHERE t.tenant_id = a.tenant_id AND t.id = ${targetUuid})`;

/**
 * The target's name today, or the one the entry recorded when the row is gone (a deleted project
 * keeps the name its entry wrote), or the email of a failed sign-in. One look-up by primary key per
 * entry, and only in the table of its kind.
 */
const targetLabel = sql<string | null>`coalesce(
  CASE a.target_type
    WHEN 'project' THEN ${named('name', 'projects')}
    WHEN 'project_document' THEN ${named('name', 'project_documents')}
    WHEN 'question' THEN ${named('left(t.text, 120)', 'questions')}
    WHEN 'user' THEN ${named("coalesce(nullif(trim(t.first_name || ' ' || t.last_name), ''), t.email)", 'users')}
    WHEN 'entity' THEN ${named('name', 'entities')}
    WHEN 'folder' THEN ${named('name', 'repository_items')}
    WHEN 'document' THEN ${named('name', 'repository_items')}
    WHEN 'project_export' THEN ${named('file_name', 'project_exports')}
  END,
  a.after->>'name', a.before->>'name', a.after->>'file_name', a.after->>'email')`;

const actorName = sql<string>`trim(u.first_name || ' ' || u.last_name)`;

export function filteredEntries(trx: TenantTransaction, principal: Principal, filters: AuditFilters) {
  const { start, end } = filterDays(filters);
  const own = clientScope(principal);
  const search = filters.search ? containsPattern(filters.search) : undefined;
  const tenant = principal.tenantId;
  return (
    trx
      .selectFrom('audit_entries as a')
      .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'a.actor_user_id').on('u.tenant_id', '=', tenant))
      .leftJoin('entities as ent', (join) => join.onRef('ent.id', '=', 'a.entity_id').on('ent.tenant_id', '=', tenant))
      .where('a.tenant_id', '=', tenant)
      .$if(own !== null, (q) => q.where('a.entity_id', '=', own!))
      .$if(!!filters.entity, (q) => q.where('a.entity_id', '=', filters.entity!))
      .$if(!!filters.category, (q) => q.where('a.category', '=', filters.category!))
      .$if(!!filters.action, (q) => q.where('a.action', '=', filters.action!))
      // Days are UTC days; bounds on created_at itself keep the (tenant_id, created_at) index usable.
      .$if(!!start, (q) => q.where(sql<SqlBool>`a.created_at >= (${start}::date::timestamp AT TIME ZONE 'UTC')`))
      .$if(!!end, (q) => q.where(sql<SqlBool>`a.created_at < ((${end}::date + 1)::timestamp AT TIME ZONE 'UTC')`))
      .$if(!!search, (q) =>
        q.where((eb) =>
          eb.or([eb('u.email', 'ilike', search!), eb(actorName, 'ilike', search!), eb(targetLabel, 'ilike', search!)]),
        ),
      )
  );
}

type FilteredEntries = ReturnType<typeof filteredEntries>;

/** The columns an entry is shown from, newest first. */
export function entryRows(query: FilteredEntries) {
  return query
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
    ])
    .orderBy('a.seq', 'desc');
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
    target: row.target_type
      ? { type: row.target_type, type_name: targetTypeName(row.target_type), id: row.target_id, label: row.target_label }
      : null,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
    user_agent: row.user_agent,
  };
}
