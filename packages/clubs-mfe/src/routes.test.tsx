import { screen } from '@testing-library/react';
import { getAllClubs, getAllFollowedClubs, getAllOwnedAndCuratedClubs, getClub } from '@upclub/shared/api';
import { paged } from '@upclub/shared/testing';
import { renderApp } from './testing/renderApp';

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  getAllClubs: jest.fn(),
  getAllOwnedAndCuratedClubs: jest.fn(),
  getAllFollowedClubs: jest.fn(),
  getClub: jest.fn(),
}));

beforeEach(() => {
  for (const call of [getAllClubs, getAllOwnedAndCuratedClubs, getAllFollowedClubs]) {
    jest.mocked(call).mockResolvedValue(paged([]));
  }
  jest.mocked(getClub).mockReturnValue(new Promise(() => undefined));
});

// The remote's router serves the route table of spec part 2 §2 under the paths of its route facts.
it.each([
  ['/clubs', 'All Clubs'],
  ['/clubs/', 'All Clubs'],
  ['/clubs/my-clubs', 'My Clubs'],
  ['/clubs/owned-clubs', 'Owner & Curator'],
  ['/clubs/followed-clubs', 'Following'],
])('%s shows %s', async (path, title) => {
  await renderApp(path);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});
