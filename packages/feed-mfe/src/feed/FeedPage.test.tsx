/// <reference types="@testing-library/jest-dom" />
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getFeed, getSongPost } from '@upclub/shared/api';
import {
  emitPostChanged,
  emitPostCreated,
  emitPostDeleted,
  onNotice,
  onPlayerCommand,
  setPlaybackStatus,
  type Notice,
  type PlayerCommand,
} from '@upclub/shared/bus';
import { busRecorder, paged, songPost } from '@upclub/shared/testing';
import { renderApp } from '../testing/renderApp';

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  getFeed: jest.fn(),
  getSongPost: jest.fn(),
}));
const feed = jest.mocked(getFeed);
const getPost = jest.mocked(getSongPost);

const collect = busRecorder();

const cardTitles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading').textContent);

// The grid's virtualised part is a lazy chunk: load its library once before the tests time it.
beforeAll(() => import('react-virtuoso'));

beforeEach(() => {
  jest.clearAllMocks();
  // jsdom does not scroll; the page scrolls to the top when the order changes.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  setPlaybackStatus({ post: null, playing: false, positionMs: 0, durationMs: 0, volume: 100, ready: true });
  feed.mockImplementation(async (scope, category) =>
    paged([songPost(1, { title: `${scope} ${category} 1` }), songPost(2, { title: `${scope} ${category} 2` })]),
  );
});

describe('Feed page', () => {
  it('shows Discover sorted by Newest, with one h1 and the tabs', async () => {
    await renderApp('/discover');
    expect(screen.getByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const tabs = screen.getByRole('navigation', { name: 'Feeds' });
    expect(within(tabs).getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(cardTitles()).toEqual(['all new 1', 'all new 2']));
    expect(feed).toHaveBeenCalledWith('all', 'new', null);
  });

  it('lists the sort options under Sort Feed By and reloads in the chosen order', async () => {
    await renderApp('/discover');
    await screen.findByRole('heading', { name: 'all new 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Sort Feed By: Newest' }));
    const menu = screen.getByRole('menu', { name: 'Sort Feed By' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Trending', 'Newest', 'Daily', 'Weekly', 'Monthly', 'Yearly', 'All Time']);
    expect(within(menu).getByText('Top')).toBeInTheDocument();
    expect(screen.getByText('Sort Feed By')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Weekly' }));
    expect(await screen.findByRole('heading', { name: 'all tow 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sort Feed By: Top: Weekly' })).toBeInTheDocument();
    expect(feed).toHaveBeenLastCalledWith('all', 'tow', null);

    await userEvent.click(screen.getByRole('button', { name: 'Sort Feed By: Top: Weekly' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Trending' }));
    expect(await screen.findByRole('heading', { name: 'all trending 1' })).toBeInTheDocument();
  });

  it('switches to My Feed with the tab and loads it', async () => {
    await renderApp('/discover');
    await screen.findByRole('heading', { name: 'all new 1' });
    await userEvent.click(screen.getByRole('link', { name: 'My Feed' }));
    expect(screen.getByRole('heading', { level: 1, name: 'My Feed' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'my new 1' })).toBeInTheDocument();
    expect(feed).toHaveBeenLastCalledWith('my', 'new', null);
    // Back to Discover loads it again (a list nobody shows is not kept).
    await userEvent.click(screen.getByRole('link', { name: 'Discover' }));
    await screen.findByRole('heading', { name: 'all new 1' });
    expect(feed.mock.calls.filter(([scope]) => scope === 'all')).toHaveLength(2);
  });

  it('says No results found for an empty feed', async () => {
    feed.mockResolvedValue(paged([]));
    await renderApp('/myfeed');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });

  it('puts a new post first under Newest, drops deleted ones, follows likes and comments', async () => {
    await renderApp('/discover');
    await waitFor(() => expect(cardTitles()).toEqual(['all new 1', 'all new 2']));
    act(() => emitPostCreated(songPost(9, { title: 'Fresh one' })));
    await waitFor(() => expect(cardTitles()).toEqual(['Fresh one', 'all new 1', 'all new 2']));
    act(() => emitPostDeleted({ songPost: 1 }));
    await waitFor(() => expect(cardTitles()).toEqual(['Fresh one', 'all new 2']));
    act(() => emitPostChanged({ songPost: 2, liked: true, formatted_likes: '12', formatted_comments_count: '3' }));
    expect(await screen.findByRole('button', { name: 'Like (12)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Comments (3)' })).toBeInTheDocument();
  });

  it('does not put new posts into the Top orders', async () => {
    await renderApp('/discover');
    await screen.findByRole('heading', { name: 'all new 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Sort Feed By: Newest' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Daily' }));
    await screen.findByRole('heading', { name: 'all tod 1' });
    act(() => emitPostCreated(songPost(9, { title: 'Fresh one' })));
    expect(cardTitles()).toEqual(['all tod 1', 'all tod 2']);
  });

  it('plays the list from the card', async () => {
    const commands = collect<PlayerCommand>(onPlayerCommand);
    await renderApp('/myfeed');
    await userEvent.click(await screen.findByRole('button', { name: 'Play my new 2' }));
    expect(commands).toHaveLength(1);
    const [command] = commands;
    expect(command).toMatchObject({
      type: 'playList',
      index: 1,
      page: { name: 'myfeed', params: { category: 'new' } },
    });
    expect(command.type === 'playList' && command.list.map((p) => p.song_post)).toEqual([1, 2]);
  });

  it("opens a card's comments without playing, naming the list its Play control plays from", async () => {
    const commands = collect<PlayerCommand>(onPlayerCommand);
    await renderApp('/discover');
    await userEvent.click((await screen.findAllByRole('button', { name: 'Comments (0)' }))[1]);
    expect(commands.map((c) => c.type)).toEqual(['openComments']);
    expect(commands[0]).toMatchObject({
      post: { song_post: 2 },
      from: { page: { name: 'discover', params: { category: 'new' } } },
    });
  });
});

describe('Share links', () => {
  it('plays the shared post once the player is ready and takes the query away', async () => {
    const commands = collect<PlayerCommand>(onPlayerCommand);
    const shared = songPost(5, { title: 'Shared song' });
    getPost.mockResolvedValue(shared);
    await renderApp('/discover/?share_post=5');
    await waitFor(() => expect(commands).toEqual([{ type: 'playWhenReady', post: shared, openPlayer: true }]));
    expect(getPost).toHaveBeenCalledWith(5, { quiet: true });
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/discover\/$/);
  });

  it("says 'Post not found' when the post cannot be loaded", async () => {
    const notices = collect<Notice>(onNotice);
    const commands = collect<PlayerCommand>(onPlayerCommand);
    getPost.mockRejectedValue(Object.assign(new Error('Not found'), { isAxiosError: true, response: { status: 404 } }));
    await renderApp('/discover/?share_post=404');
    await waitFor(() => expect(notices).toContainEqual({ kind: 'error', text: 'Post not found' }));
    expect(commands).toEqual([]);
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/discover\/$/);
  });
});
