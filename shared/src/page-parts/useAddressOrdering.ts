import { orderingProblem, orderTerms } from '@app/shared/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type SortDirection = 'asc' | 'desc' | false;

/** What a sortable column heading needs of its list's ordering. */
export interface SortControl {
  /** The direction of the list's first ordering field when it is `field`; false otherwise. */
  directionOf(field: string): SortDirection;
  /** Sorts by `field` alone: ascending, or descending when it already sorts ascending. */
  sortBy(field: string): void;
}

/**
 * A server-sorted list's `ordering` (contract `orderingParam`), kept in the address beside its page
 * and filters so that a link, Back and reload show the same order. An ordering the list does not
 * take (an edited address) falls back to `defaultOrdering`; the default leaves the parameter out.
 * A new order starts again from the first page.
 */
export function useAddressOrdering(fields: readonly string[], defaultOrdering: string): SortControl & { ordering: string } {
  const [address, setAddress] = useSearchParams();
  const asked = address.get('ordering')?.trim();
  const ordering = asked && orderingProblem(asked, fields) === undefined ? asked : defaultOrdering;
  const primary = orderTerms(ordering)[0];

  const directionOf = useCallback(
    (field: string): SortDirection => (primary?.field === field ? (primary.descending ? 'desc' : 'asc') : false),
    [primary?.field, primary?.descending],
  );
  const sortBy = useCallback(
    (field: string) => {
      const next = directionOf(field) === 'asc' ? `-${field}` : field;
      setAddress((current) => {
        const changed = new URLSearchParams(current);
        if (next === defaultOrdering) changed.delete('ordering');
        else changed.set('ordering', next);
        changed.delete('page');
        return changed;
      });
    },
    [defaultOrdering, directionOf, setAddress],
  );
  return { ordering, directionOf, sortBy };
}
