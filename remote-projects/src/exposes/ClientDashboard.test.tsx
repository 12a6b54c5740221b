import { AppProviders } from '@app/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import ClientDashboard from './ClientDashboard';

test('the client dashboard shows its title, what waits for the client and the projects', () => {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/dashboard/client']}>
        <ClientDashboard />
      </MemoryRouter>
    </AppProviders>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Client dashboard' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Waiting for you' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Your projects' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All projects' })).toHaveAttribute('href', '/project/project-list');
});
