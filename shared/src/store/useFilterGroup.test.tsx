import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { store } from './appStore';
import { createStateGroup } from './createStateGroup';
import { useFilterGroup } from './useFilterGroup';

const auditFilters = createStateGroup('testAuditFilters', { category: '', startDate: '', clearFilterFlag: false });

// Groups are injected into the one store of the app, as remotes do.
function renderFilters() {
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, ...renderHook(() => useFilterGroup(auditFilters), { wrapper }) };
}

test('injects the group and starts unfiltered', () => {
  const { store, result } = renderFilters();
  expect(result.current.isFiltered).toBe(false);
  expect((store.getState() as Record<string, unknown>).testAuditFilters).toEqual(auditFilters.initialState);
});

test('a set filter counts as filtered and lowers the cleared flag; clearing restores the defaults', () => {
  const { result } = renderFilters();
  act(() => result.current.clearFilters());
  expect(result.current.filters.clearFilterFlag).toBe(true);

  act(() => result.current.setFilter('category', 'auth'));
  expect(result.current.filters).toEqual({ category: 'auth', startDate: '', clearFilterFlag: false });
  expect(result.current.isFiltered).toBe(true);

  act(() => result.current.clearFilters());
  expect(result.current.filters).toEqual({ category: '', startDate: '', clearFilterFlag: true });
  expect(result.current.isFiltered).toBe(false);
});
