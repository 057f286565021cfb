import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { VirtuosoGridMockContext } from 'react-virtuoso';
import { onPlayerCommand, type PlayerCommand } from '@upclub/shared/bus';
import { SEARCH_DEBOUNCE_MS } from '@upclub/shared/constants';
import { aClub, paged, recordEachTest, songPost, trackDetails } from '@upclub/shared/testing';
import { axeViolations } from '@upclub/shared/testing';
import { SearchPage } from './SearchPage';
import { SearchSourceContext, type SearchSource, type SearchUser } from './source';

const user = (id: number): SearchUser => ({
  upclubuser: id,
  username: `user${id}`,
  name: `User ${id}`,
  thumbnail_picture: null,
});
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderSearch(path: string, source: SearchSource) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SearchSourceContext.Provider value={source}>
        <MemoryRouter initialEntries={[path]}>
          <VirtuosoGridMockContext.Provider
            value={{ viewportHeight: 4000, viewportWidth: 1000, itemHeight: 400, itemWidth: 250 }}
          >
            <main>
              <Routes>
                <Route path="/search" element={<SearchPage key="all" tab="all" />} />
                <Route path="/search/users" element={<SearchPage key="users" tab="users" />} />
                <Route path="/search/posts" element={<SearchPage key="posts" tab="posts" />} />
                <Route path="/search/clubs" element={<SearchPage key="clubs" tab="clubs" />} />
              </Routes>
            </main>
            <Address />
          </VirtuosoGridMockContext.Provider>
        </MemoryRouter>
      </SearchSourceContext.Provider>
    </QueryClientProvider>,
  );
}

const fullSource = (): SearchSource => ({
  users: jest.fn(async () => paged(range(6).map(user), 'next', 6)),
  posts: jest.fn(async () =>
    paged(
      range(6).map((id) => songPost(id, { track_details: id === 2 ? null : trackDetails(`t${id}`, `Track ${id}`) })),
      null,
      6,
    ),
  ),
  clubs: jest.fn(async () =>
    paged(
      range(7).map((id) => aClub(id, { club_name: `Club ${id}` })),
      null,
      7,
    ),
  ),
});

const commands = recordEachTest<PlayerCommand>(onPlayerCommand);

beforeEach(() => localStorage.clear());
afterEach(() => jest.useRealTimers());

it('searches 600 ms after typing stops, then remembers the query as a recent search', async () => {
  jest.useFakeTimers();
  const source = fullSource();
  const actor = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderSearch('/search/users', source);
  expect(screen.getByRole('heading', { name: 'Recent Searches' })).toBeInTheDocument();
  expect(screen.getByText('No results found')).toBeInTheDocument();
  jest.useRealTimers();
  expect(await axeViolations()).toEqual([]);
  jest.useFakeTimers();

  await actor.type(screen.getByRole('searchbox', { name: 'Search posts and users' }), 'jaz');
  act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
  expect(source.users).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByTestId('address')).toHaveTextContent('/search/users?query=jaz');
  expect(await screen.findByRole('heading', { name: 'Search Results' })).toBeInTheDocument();
  expect(source.users).toHaveBeenCalledTimes(1);
  expect(source.users).toHaveBeenCalledWith('jaz', null);
  expect(await screen.findByRole('link', { name: 'user1' })).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem('recent_user_search') ?? '[]')).toEqual(['jaz']);
});

it('All shows 4 users, 4 playable posts and 5 clubs, each with See More to its tab', async () => {
  const source = fullSource();
  renderSearch('/search?query=love', source);
  const users = await screen.findByRole('list', { name: 'Users found' });
  expect(within(users).getAllByRole('listitem')).toHaveLength(4);
  const clubs = await screen.findByRole('list', { name: 'Clubs found' });
  expect(within(clubs).getAllByRole('listitem')).toHaveLength(5);
  // Post 2's track does not resolve: it is left out, and 4 of the other 5 show.
  expect(await screen.findByText('Track 1')).toBeInTheDocument();
  expect(screen.queryByText('Song 2')).not.toBeInTheDocument();
  expect(screen.getByText('Track 5')).toBeInTheDocument();
  expect(screen.queryByText('Track 6')).not.toBeInTheDocument();
  expect(await axeViolations()).toEqual([]);

  // Playing a card plays the shown posts from it.
  await userEvent.click(screen.getAllByRole('button', { name: /^Play/ })[1]);
  expect(commands).toEqual([
    expect.objectContaining({ type: 'playList', index: 1, page: { name: 'search', params: { query: 'love' } } }),
  ]);

  await userEvent.click(screen.getByRole('link', { name: 'See More clubs' }));
  expect(screen.getByTestId('address')).toHaveTextContent('/search/clubs?query=love');
  expect(within(await screen.findByRole('list', { name: 'Clubs found' })).getAllByRole('listitem')).toHaveLength(7);
  expect(await axeViolations()).toEqual([]);
  // A query the page opened with (the header's search) is a recent search of its tab.
  expect(JSON.parse(localStorage.getItem('recent_post_search') ?? '[]')).toEqual(['love']);
  expect(JSON.parse(localStorage.getItem('recent_club_search') ?? '[]')).toEqual(['love']);
});

it('a recent search runs again at once from its button', async () => {
  localStorage.setItem('recent_club_search', JSON.stringify(['rock', 'jazz']));
  const source = fullSource();
  renderSearch('/search/clubs', source);
  const recent = screen.getAllByRole('button');
  expect(recent.map((b) => b.textContent)).toEqual(['rock', 'jazz']);
  await userEvent.click(screen.getByRole('button', { name: 'jazz' }));
  expect(screen.getByTestId('address')).toHaveTextContent('/search/clubs?query=jazz');
  expect(source.clubs).toHaveBeenCalledWith('jazz', null);
  expect(JSON.parse(localStorage.getItem('recent_club_search') ?? '[]')).toEqual(['jazz', 'rock']);
});

it('shows No results found for nothing found and for a failed search', async () => {
  const source: SearchSource = {
    users: jest.fn(async () => paged<SearchUser>([], null, 0)),
    posts: jest.fn(async () => Promise.reject(new Error('down'))),
    clubs: jest.fn(async () => paged([], null, 0)),
  };
  renderSearch('/search/users?query=zzz', source);
  expect(await screen.findByText('No results found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Posts' })).toHaveAttribute('href', '/search/posts?query=zzz');
  await userEvent.click(screen.getByRole('link', { name: 'Posts' }));
  expect(await screen.findByText('No results found')).toBeInTheDocument();
});

it('Clubs finds clubs by the typed text, each a link to its club, and loads the next page', async () => {
  const page1 = range(10).map((id) => aClub(id, { club_name: `Café club ${id}` }));
  const page2 = range(3).map((id) => aClub(10 + id, { club_name: `Café club ${10 + id}` }));
  const source: SearchSource = {
    ...fullSource(),
    clubs: jest.fn(async (_query: string, next: string | null) =>
      next === null ? paged(page1, 'clubs-page-2', 13) : paged(page2, null, 13),
    ),
  };
  renderSearch('/search/clubs', source);
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search posts and users' }), 'cafe');
  const clubs = await screen.findByRole('list', { name: 'Clubs found' }, { timeout: 3000 });
  expect(screen.getByTestId('address')).toHaveTextContent('/search/clubs?query=cafe');
  expect(source.clubs).toHaveBeenCalledWith('cafe', null);
  // Only the tab's own kind is searched.
  expect(source.users).not.toHaveBeenCalled();
  expect(source.posts).not.toHaveBeenCalled();
  expect(within(clubs).getAllByRole('listitem')).toHaveLength(10);
  expect(within(clubs).getByRole('link', { name: 'Café club 3' })).toHaveAttribute('href', '/clubs/3');
  expect(screen.getByRole('link', { name: 'Clubs' })).toHaveAttribute('aria-current', 'page');
  expect(await axeViolations()).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(within(clubs).getAllByRole('listitem')).toHaveLength(13));
  expect(source.clubs).toHaveBeenLastCalledWith('cafe', 'clubs-page-2');
  expect(within(clubs).getByRole('link', { name: 'Café club 13' })).toHaveAttribute('href', '/clubs/13');
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem('recent_club_search') ?? '[]')).toEqual(['cafe']);
});
