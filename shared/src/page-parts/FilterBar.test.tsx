import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setScreenWidth } from '../../test-support/screenWidth';
import { theme } from '../theme';
import { FilterBar } from './FilterBar';

/** A list's two filters, as a screen holds them. */
function Filters({ onValues }: { onValues(values: { search: string; status: string }): void }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  onValues({ search, status });
  const clear = () => {
    setSearch('');
    setStatus('');
  };
  return (
    <ThemeProvider theme={theme}>
      <FilterBar label="Filter people" isFiltered={search !== '' || status !== ''} activeCount={[search, status].filter(Boolean).length} onClear={clear}>
        <label>
          Search
          <input value={search} onChange={(event) => setSearch(event.target.value)} />
        </label>
        <label>
          Status
          <select value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="">Any status</option>
            <option value="active">Active</option>
          </select>
        </label>
      </FilterBar>
    </ThemeProvider>
  );
}

// A loaded machine (the suite runs beside builds) can take seconds over a drawer's transition.
jest.setTimeout(20_000);

let undoWidth: () => void;
afterEach(() => undoWidth());

test('from the sm breakpoint up, the filters are in view with their Clear filters button', async () => {
  undoWidth = setScreenWidth(1024);
  let values = { search: '', status: '' };
  render(<Filters onValues={(current) => (values = current)} />);

  const bar = screen.getByRole('search', { name: 'Filter people' });
  expect(within(bar).getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  await userEvent.selectOptions(within(bar).getByLabelText('Status'), 'active');
  expect(values.status).toBe('active');
  await userEvent.click(within(bar).getByRole('button', { name: 'Clear filters' }));
  expect(values.status).toBe('');
  expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
});

test('on a phone the filters wait in a drawer behind a button that counts those set', async () => {
  undoWidth = setScreenWidth(390);
  let values = { search: '', status: '' };
  render(<Filters onValues={(current) => (values = current)} />);

  expect(screen.queryByRole('search')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Filters' }));

  const drawer = screen.getByRole('dialog', { name: 'Filters' });
  const bar = within(drawer).getByRole('search', { name: 'Filter people' });
  await userEvent.type(within(bar).getByLabelText('Search'), 'ada');
  await userEvent.selectOptions(within(bar).getByLabelText('Status'), 'active');
  expect(values).toEqual({ search: 'ada', status: 'active' });
  await userEvent.click(within(drawer).getByRole('button', { name: 'Show results' }));

  // Closed, the button says how many filters are set, and they clear without opening it.
  await screen.findByRole('button', { name: 'Filters (2)' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(values).toEqual({ search: '', status: '' });
  expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
});
