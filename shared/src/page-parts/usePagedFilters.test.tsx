import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { store } from '../store/appStore';
import { createStateGroup } from '../store/createStateGroup';
import { usePagedFilters } from './usePagedFilters';

const planFilters = createStateGroup('testPlanFilters', { status: '', client: '', clearFilterFlag: false });

function renderAt(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
    </Provider>
  );
  return renderHook(() => ({ paged: usePagedFilters(planFilters, 20), location: useLocation() }), { wrapper });
}

afterEach(() => {
  act(() => {
    store.dispatch(planFilters.actions.reset());
  });
});

test('filters that arrive in the address move into the group, which replaces the others; the address keeps the rest', () => {
  act(() => {
    store.dispatch(planFilters.actions.update({ client: 'c1' }));
  });
  const { result } = renderAt('/subscription?status=active&page=3&tab=plans');
  expect(result.current.paged.filterControl.filters).toEqual({ status: 'active', client: '', clearFilterFlag: false });
  expect(result.current.paged.adoptingLinkedFilters).toBe(false);
  expect(result.current.location.search).toBe('?tab=plans');
  expect(result.current.paged.page).toBe(1);
});

test('page and page size live in the address; a filter edit starts again from the first page', () => {
  const { result } = renderAt('/subscription?page=3&page_size=50');
  expect(result.current.paged).toMatchObject({ page: 3, pageSize: 50, adoptingLinkedFilters: false });

  act(() => result.current.paged.setPage(4));
  expect(result.current.location.search).toBe('?page=4&page_size=50');
  act(() => result.current.paged.filterControl.setFilter('client', 'c2'));
  expect(result.current.paged.page).toBe(1);
  expect(result.current.paged.filterControl.filters.client).toBe('c2');

  act(() => result.current.paged.setPageSize(10));
  expect(result.current.location.search).toBe('?page_size=10');
});

test('a page size out of range is kept within 1 to 200, and the default applies without one', () => {
  expect(renderAt('/subscription?page_size=5000').result.current.paged.pageSize).toBe(200);
  expect(renderAt('/subscription?page=-2').result.current.paged).toMatchObject({ page: 1, pageSize: 20 });
});
