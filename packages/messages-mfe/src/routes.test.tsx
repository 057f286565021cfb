import { screen } from '@testing-library/react';
import { getMessageThreads } from '@upclub/shared/api';
import { paged } from '@upclub/shared/testing';
import { renderApp, signIn } from './testing/renderApp';

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  getMessageThreads: jest.fn(),
  getMessageThreadInfo: jest.fn(() => new Promise(() => undefined)),
  getMessages: jest.fn(() => new Promise(() => undefined)),
}));

beforeEach(() => {
  signIn();
  jest.mocked(getMessageThreads).mockResolvedValue(paged([]));
});

// The remote's router serves the paths of its route facts, each page under its facts' title.
it.each([
  ['/messages', 'Your Messages'],
  ['/messages/4', 'Your Messages'],
  ['/messages/4/settings', 'Your Messages'],
])('%s shows %s', async (path, title) => {
  await renderApp(path);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});
