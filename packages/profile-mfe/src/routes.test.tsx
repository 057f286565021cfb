import { screen } from '@testing-library/react';
import { clearNotifications, getMyProfile, getNotifications, getProfileByUsername } from '@upclub/shared/api';
import { paged } from '@upclub/shared/testing';
import { renderApp, signIn } from './testing/renderApp';

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  getMyProfile: jest.fn(),
  getProfileByUsername: jest.fn(),
  getNotifications: jest.fn(),
  clearNotifications: jest.fn(),
}));

beforeEach(() => {
  signIn();
  // The pages wait for their profile: their title is the route's until it comes.
  jest.mocked(getMyProfile).mockReturnValue(new Promise(() => undefined));
  jest.mocked(getProfileByUsername).mockReturnValue(new Promise(() => undefined));
  jest.mocked(getNotifications).mockResolvedValue(paged([]));
  jest.mocked(clearNotifications).mockResolvedValue({ notifications: 0, message_notifications: 0 });
});

// The remote's router serves the paths of its route facts, each page under its facts' title.
it.each([
  ['/profile', 'Profile'],
  ['/profile/likes', 'Profile'],
  ['/profile/alex', 'Profile'],
  ['/profile/alex/likes', 'Profile'],
  ['/notifications', 'Notifications'],
])('%s shows %s', async (path, title) => {
  await renderApp(path);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});
