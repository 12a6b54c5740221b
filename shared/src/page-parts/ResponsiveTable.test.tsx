import { ThemeProvider } from '@mui/material/styles';
import { render as renderPlain, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { setScreenWidth } from '../../test-support/screenWidth';
import { theme } from '../theme';
import { ResponsiveTable, type ListColumn } from './ResponsiveTable';

const render = (ui: ReactElement) => renderPlain(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

interface Person {
  id: string;
  name: string;
  email: string;
  active: boolean;
}

const PEOPLE: Person[] = [
  { id: '1', name: 'Ada Lovelace', email: 'ada@example.test', active: true },
  { id: '2', name: 'Alan Turing', email: 'alan@example.test', active: false },
];

function columns(onDeactivate: (person: Person) => void): ListColumn<Person>[] {
  return [
    { header: 'Name', cell: (person) => person.name, place: 'title' },
    { header: 'Email', cell: (person) => person.email },
    { header: 'Status', cell: (person) => (person.active ? 'Active' : 'Inactive'), place: 'status' },
    {
      header: 'Actions',
      hideHeader: true,
      place: 'actions',
      cell: (person) => (
        <button type="button" onClick={() => onDeactivate(person)}>
          Deactivate {person.name}
        </button>
      ),
    },
  ];
}

// A loaded machine (the suite runs beside builds) can take seconds over a drawer's transition.
jest.setTimeout(20_000);

let undoWidth: () => void;
afterEach(() => undoWidth());

test('from the sm breakpoint up, each row is a table row under the column headings', () => {
  undoWidth = setScreenWidth(1024);
  render(<ResponsiveTable label="People" rows={PEOPLE} rowKey={(person) => person.id} columns={columns(() => undefined)} />);

  const table = screen.getByRole('table', { name: 'People' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Name', 'Email', 'Status', 'Actions']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(
    rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ),
  ).toEqual([
    ['Ada Lovelace', 'ada@example.test', 'Active', 'Deactivate Ada Lovelace'],
    ['Alan Turing', 'alan@example.test', 'Inactive', 'Deactivate Alan Turing'],
  ]);
  expect(screen.queryByRole('list', { name: 'People' })).not.toBeInTheDocument();
});

test('on a phone each row is a card: title and status on top, the other columns labelled, the actions at its foot', async () => {
  undoWidth = setScreenWidth(390);
  const deactivated: string[] = [];
  render(<ResponsiveTable label="People" rows={PEOPLE} rowKey={(person) => person.id} columns={columns((person) => deactivated.push(person.id))} />);

  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const cards = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
  expect(cards.map((card) => card.textContent)).toEqual([
    'Ada LovelaceActiveEmailada@example.testDeactivate Ada Lovelace',
    'Alan TuringInactiveEmailalan@example.testDeactivate Alan Turing',
  ]);
  // The email is a labelled fact; the actions column gives no "Actions" label.
  expect(within(cards[0]).getByRole('term')).toHaveTextContent('Email');
  expect(within(cards[0]).getByRole('definition')).toHaveTextContent('ada@example.test');

  await userEvent.click(within(cards[1]).getByRole('button', { name: 'Deactivate Alan Turing' }));
  expect(deactivated).toEqual(['2']);
});

test('an empty list says so once, as a table row or on its own on a phone', () => {
  undoWidth = setScreenWidth(1024);
  const { unmount } = render(
    <ResponsiveTable label="People" rows={[]} rowKey={(person) => person.id} columns={columns(() => undefined)} empty="No people yet." />,
  );
  expect(within(screen.getByRole('table', { name: 'People' })).getByRole('cell')).toHaveTextContent('No people yet.');
  unmount();
  undoWidth();

  undoWidth = setScreenWidth(390);
  render(<ResponsiveTable label="People" rows={[]} rowKey={(person) => person.id} columns={columns(() => undefined)} empty="No people yet." />);
  expect(screen.getByText('No people yet.')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});
