// The library's entries as the list asks for them: searched, filtered, ordered and paged.
import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import {
  ANSWER_LIBRARY_DEFAULT_ORDERING,
  type ANSWER_LIBRARY_ORDERING_FIELDS,
  type AnswerLibraryEntry,
  type answerLibraryListQuerySchema,
  type AnswerLibraryStatus,
} from '@app/shared/contract';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { containsPattern } from '../http/contains-pattern.ts';
import { parseDay } from '../http/day-input.ts';
import { orderBySql, type ListOrdering } from '../http/ordering.ts';
import { pageOffset } from '../http/paging.ts';
import { sourceChanged } from './library-sources.ts';
import { loadEntries } from './library-views.ts';

type ListQuery = z.output<typeof answerLibraryListQuerySchema>;

const LIBRARY_ORDERING: ListOrdering<(typeof ANSWER_LIBRARY_ORDERING_FIELDS)[number]> = {
  columns: {
    approved_at: sql`l.approved_at`,
    question: sql`lower(l.question)`,
    topic: { sql: sql`lower(l.topic)`, nullable: true },
    owner: {
      sql: sql`(SELECT lower(u.first_name || ' ' || u.last_name) FROM users u WHERE u.tenant_id = l.tenant_id AND u.id = l.approved_by)`,
      nullable: true,
    },
  },
  defaultOrdering: ANSWER_LIBRARY_DEFAULT_ORDERING,
  tieBreaker: sql`l.id`,
};

const HAS_STATUS: Record<AnswerLibraryStatus, ReturnType<typeof sql<SqlBool>>> = {
  active: sql<SqlBool>`l.retired_at IS NULL AND NOT ${sourceChanged('l')}`,
  source_changed: sql<SqlBool>`l.retired_at IS NULL AND ${sourceChanged('l')}`,
  retired: sql<SqlBool>`l.retired_at IS NOT NULL`,
};

function filteredEntries(trx: TenantTransaction, tenantId: string, query: ListQuery) {
  const after = query.approved_after ? parseDay(query.approved_after, 'approved_after') : undefined;
  const before = query.approved_before ? parseDay(query.approved_before, 'approved_before') : undefined;
  return trx
    .selectFrom('answer_library as l')
    .where('l.tenant_id', '=', tenantId)
    .$if(!!query.search, (q) =>
      q.where((eb) => eb.or([eb('l.question', 'ilike', containsPattern(query.search!)), eb('l.answer', 'ilike', containsPattern(query.search!))])),
    )
    .$if(!!query.topic, (q) => q.where('l.topic', '=', query.topic!))
    .$if(!!query.owner, (q) => q.where('l.approved_by', '=', query.owner!))
    .$if(!!after, (q) => q.where(sql<SqlBool>`(l.approved_at AT TIME ZONE 'UTC')::date >= ${after}::date`))
    .$if(!!before, (q) => q.where(sql<SqlBool>`(l.approved_at AT TIME ZONE 'UTC')::date <= ${before}::date`))
    .$if(!!query.status, (q) => q.where(HAS_STATUS[query.status!]));
}

/** One page of the entries the query matches, and how many match in all. */
export async function searchEntries(trx: TenantTransaction, tenantId: string, query: ListQuery): Promise<{ count: number; results: AnswerLibraryEntry[] }> {
  const base = filteredEntries(trx, tenantId, query);
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const ids = await base.select('l.id').orderBy(orderBySql(query.ordering, LIBRARY_ORDERING)).limit(query.page_size).offset(pageOffset(query)).execute();
  return {
    count: Number(count),
    results: await loadEntries(
      trx,
      tenantId,
      ids.map((row) => row.id),
    ),
  };
}
