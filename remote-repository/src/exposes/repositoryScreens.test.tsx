import { AppProviders } from '@app/shared';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import Repository from './Repository';
import VersionHistory from './VersionHistory';

function renderScreen(Screen: ComponentType, path: string) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Screen />
      </MemoryRouter>
    </AppProviders>,
  );
}

test('the repository shows its title and says it has no documents yet', () => {
  renderScreen(Repository, '/repository');
  expect(screen.getByRole('heading', { level: 1, name: 'Repository' })).toBeInTheDocument();
  expect(screen.getByText('No documents in the repository yet.')).toBeInTheDocument();
});

test('version history shows its title and leads to the repository to choose a document', () => {
  renderScreen(VersionHistory, '/version-history');
  expect(screen.getByRole('heading', { level: 1, name: 'Version history' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the repository' })).toHaveAttribute('href', '/repository');
});
