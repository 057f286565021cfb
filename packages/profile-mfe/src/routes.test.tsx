import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { clearNotifications, getNotifications } from '@upclub/shared/api';
import { itShowsTitles, paged } from '@upclub/shared/testing';
import { AppRoutes } from './routes';

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  getNotifications: jest.fn(),
  clearNotifications: jest.fn(),
}));

// The remote's router serves the paths of its route facts, each page under its facts' title.
itShowsTitles(AppRoutes, [
  ['/profile', 'Profile'],
  ['/profile/alex/likes', 'Profile'],
]);

it('/notifications shows Notifications (the page is its own chunk)', async () => {
  jest.mocked(getNotifications).mockResolvedValue(paged([]));
  jest.mocked(clearNotifications).mockResolvedValue({ notifications: 0, message_notifications: 0 });
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/notifications']}>
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
});
