import { getAllClubs, searchSongPostTitle, searchUsername } from '@upclub/shared/api';
import { paged } from '@upclub/shared/testing';
import { apiSearchSource } from './apiSource';

jest.mock('@upclub/shared/api', () => ({
  getAllClubs: jest.fn(async () => paged([])),
  searchSongPostTitle: jest.fn(async () => paged([])),
  searchUsername: jest.fn(async () =>
    paged([{ upclubuser: 4, username: 'sam', first_name: 'Sam', last_name: '', thumbnail_picture: null }], 'n2', 1),
  ),
}));

it('asks the spec calls of the search page and shows users by their names', async () => {
  expect(await apiSearchSource.users('sa', null)).toEqual({
    count: 1,
    next: 'n2',
    results: [{ upclubuser: 4, username: 'sam', name: 'Sam', thumbnail_picture: null }],
  });
  expect(searchUsername).toHaveBeenCalledWith('sa', null);
  await apiSearchSource.posts('love', 'next-link');
  expect(searchSongPostTitle).toHaveBeenCalledWith('love', 'next-link');
  await apiSearchSource.clubs('jazz', null);
  expect(getAllClubs).toHaveBeenCalledWith({ searchstring: 'jazz', category: 'mostpopular' }, null);
});
