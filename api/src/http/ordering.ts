// The `ordering` parameter of every list (contract `orderingParam`) as an ORDER BY: the list names the
// SQL each field sorts by. The fields asked for come first, then those of the list's usual order not
// named (ties keep that order), then a unique tie-breaker, so that pages never overlap.
import { sql, type RawBuilder } from 'kysely';
import { orderTerms, type OrderTerm } from '@app/shared/contract';

export interface SortColumn {
  sql: RawBuilder<unknown>;
  /** Nulls go last in both directions (a missing deadline is neither the soonest nor the latest). */
  nullable?: boolean;
}

export interface ListOrdering<F extends string> {
  columns: Record<F, SortColumn | RawBuilder<unknown>>;
  /** The list's usual order: used when the request names none, and after the fields it names. */
  defaultOrdering: string;
  /** Unique per row (the id); it takes the direction of the last term, so one index can serve both directions. */
  tieBreaker: RawBuilder<unknown>;
}

/** The terms an ordering sorts by: those asked for, then the default's others. */
export function effectiveTerms(ordering: string | undefined, defaultOrdering: string): OrderTerm[] {
  const given = orderTerms(ordering);
  const named = new Set(given.map((term) => term.field));
  return [...given, ...orderTerms(defaultOrdering).filter((term) => !named.has(term.field))];
}

/**
 * The ORDER BY items of `ordering` (already checked against the list's fields by its query schema), as
 * one expression for Kysely's `orderBy`.
 */
export function orderBySql<F extends string>(ordering: string | undefined, list: ListOrdering<F>): RawBuilder<unknown> {
  const terms = effectiveTerms(ordering, list.defaultOrdering);
  const items = terms.map(({ field, descending }) => {
    const column = list.columns[field as F];
    // The query schema lets only declared fields through: one missing here is a mistake in the list's code.
    if (!column) throw new Error(`No sort column for ordering field "${field}"`);
    const { sql: expression, nullable = false } = 'toOperationNode' in column ? { sql: column } : column;
    return sql`${expression} ${sql.raw(descending ? 'DESC' : 'ASC')}${sql.raw(nullable ? ' NULLS LAST' : '')}`;
  });
  const last = terms.at(-1)!;
  items.push(sql`${list.tieBreaker} ${sql.raw(last.descending ? 'DESC' : 'ASC')}`);
  return sql.join(items);
}
