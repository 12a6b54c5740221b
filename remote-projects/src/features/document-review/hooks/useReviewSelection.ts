import { useCallback, useEffect, useState } from 'react';

/**
 * The questions ticked for a bulk action. Emptied when the filters change: an action must never
 * reach questions the person can no longer see.
 */
export function useReviewSelection(filtersKey: string) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => setSelected(new Set()), [filtersKey]);

  const toggle = useCallback(
    (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const selectOnly = useCallback((ids: readonly string[]) => setSelected(new Set(ids)), []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, toggle, selectOnly, clear };
}

export type ReviewSelection = ReturnType<typeof useReviewSelection>;
