import { fireEvent, render, screen } from '@testing-library/react';
import Table from '@mui/material/Table';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SortableHeaderCell } from './SortableHeaderCell';
import { useAddressOrdering } from './useAddressOrdering';

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function SortedTable() {
  const sort = useAddressOrdering(['created_at', 'name'], '-created_at');
  return (
    <>
      <Table>
        <TableHead>
          <TableRow>
            <SortableHeaderCell label="Time" field="created_at" sort={sort} />
            <SortableHeaderCell label="Name" field="name" sort={sort} />
          </TableRow>
        </TableHead>
      </Table>
      <output aria-label="ordering">{sort.ordering}</output>
      <Address />
    </>
  );
}

const renderAt = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <SortedTable />
    </MemoryRouter>,
  );

const heading = (name: string) => screen.getByRole('columnheader', { name });
const address = () => screen.getByLabelText('address').textContent;

test('the default order shows on its column; the others say none', () => {
  renderAt('/audit-log');
  expect(heading('Time')).toHaveAttribute('aria-sort', 'descending');
  expect(heading('Name')).toHaveAttribute('aria-sort', 'none');
  expect(address()).toBe('');
});

test('a click sorts by the column ascending, a second descending, in the address, from the first page', () => {
  renderAt('/audit-log?category=auth&page=3');
  fireEvent.click(screen.getByRole('button', { name: 'Name' }));
  expect(heading('Name')).toHaveAttribute('aria-sort', 'ascending');
  expect(heading('Time')).toHaveAttribute('aria-sort', 'none');
  expect(address()).toBe('?category=auth&ordering=name');

  fireEvent.click(screen.getByRole('button', { name: 'Name' }));
  expect(heading('Name')).toHaveAttribute('aria-sort', 'descending');
  expect(address()).toBe('?category=auth&ordering=-name');
});

test('back to the default order leaves the parameter out', () => {
  renderAt('/audit-log?ordering=created_at');
  expect(heading('Time')).toHaveAttribute('aria-sort', 'ascending');
  fireEvent.click(screen.getByRole('button', { name: 'Time' }));
  expect(heading('Time')).toHaveAttribute('aria-sort', 'descending');
  expect(address()).toBe('');
});

test('the first of several fields shows; an ordering the list does not take falls back to the default', () => {
  renderAt('/audit-log?ordering=-name,created_at');
  expect(heading('Name')).toHaveAttribute('aria-sort', 'descending');
  expect(screen.getByLabelText('ordering')).toHaveTextContent('-name,created_at');

  renderAt('/audit-log?ordering=password');
  expect(screen.getAllByLabelText('ordering').at(-1)).toHaveTextContent(/^-created_at$/);
});
