import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from './routes';

// The remote's router serves the paths of its route facts, each page under its facts' title.
it.each([
  ['/clubs', 'All Clubs'],
  ['/clubs/', 'All Clubs'],
  ['/clubs/7/followers', 'Club'],
])('%s shows %s', (path, title) => {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});
