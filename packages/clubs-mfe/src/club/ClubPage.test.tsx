/// <reference types="@testing-library/jest-dom" />
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import {
  followClub,
  getClub,
  getClubCurators,
  getClubFollowers,
  getClubSongPosts,
  leaveClub,
  requestToCurate,
} from '@upclub/shared/api';
import {
  emitPostCreated,
  emitPostDeleted,
  onPlayerCommand,
  setPlaybackStatus,
  type PlayerCommand,
} from '@upclub/shared/bus';
import { color } from '@upclub/shared/ui';
import { aClub, httpError, paged, songPost } from '@upclub/shared/testing';
import { axeViolations } from '@upclub/shared/testing';
import { collect, collectNotices } from '../testing/bus';
import { ME_ID, OWNER_ID, curator, follower } from '../testing/fixtures';
import { renderApp, signIn } from '../testing/renderApp';

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  getClub: jest.fn(),
  getClubSongPosts: jest.fn(),
  getClubFollowers: jest.fn(),
  getClubCurators: jest.fn(),
  followClub: jest.fn(),
  unfollowClub: jest.fn(),
  requestToCurate: jest.fn(),
  leaveClub: jest.fn(),
  getClubCuratorsAndRequests: jest.fn(async () => []),
}));
jest.mock('node-vibrant/browser', () => ({
  Vibrant: {
    from: () => ({ getPalette: async () => ({ Vibrant: { hex: '#e8c547' }, DarkVibrant: { hex: '#5a3c0a' } }) }),
  },
}));
const clubCall = jest.mocked(getClub);
const posts = jest.mocked(getClubSongPosts);

// The grid's virtualised part is a lazy chunk: load its library once before the tests time it.
beforeAll(() => import('react-virtuoso'));

const cardTitles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading').textContent);
const tabs = () => within(screen.getByRole('navigation', { name: /sections$/ }));

beforeEach(() => {
  jest.clearAllMocks();
  signIn();
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  setPlaybackStatus({ post: null, playing: false, positionMs: 0, durationMs: 0, volume: 100, ready: true });
  clubCall.mockImplementation(async (id) => aClub(id));
  posts.mockImplementation(async (id, category) =>
    paged([songPost(1, { club: id, title: `${category} 1` }), songPost(2, { club: id, title: `${category} 2` })]),
  );
});

describe('Club detail', () => {
  it('shows the header, the banner, the description and the tabs with counts, with no axe violations', async () => {
    await renderApp('/clubs/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Club 4' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Clubs' })).toHaveAttribute('href', '/clubs');
    expect(screen.getByRole('link', { name: /alex/ })).toHaveAttribute('href', '/profile/alex');
    expect(screen.getByRole('button', { name: 'Play Club 4' })).toBeEnabled();
    expect(screen.getByText('About club 4')).toBeInTheDocument();
    expect(tabs().getByRole('link', { name: 'Posts 2' })).toHaveAttribute('aria-current', 'page');
    expect(tabs().getByRole('link', { name: 'Followers 3' })).toHaveAttribute('href', '/clubs/4/followers');
    expect(tabs().getByRole('link', { name: 'Curators 1' })).toHaveAttribute('href', '/clubs/4/curators');
    await waitFor(() => expect(cardTitles()).toEqual(['new 1', 'new 2']));
    expect(posts).toHaveBeenCalledWith(4, 'new', null);
    // The club page leaves 'Posted in {club}' out.
    expect(screen.queryByText(/Posted in/)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('goes back to the list it was opened from', async () => {
    await renderApp('/clubs/4', { state: { from: 'owned_clubs' } });
    expect(await screen.findByRole('link', { name: 'Owner & Curator' })).toHaveAttribute('href', '/clubs/owned-clubs');
    // The tabs keep it.
    await userEvent.click(tabs().getByRole('link', { name: 'Followers 3' }));
    expect(screen.getByRole('link', { name: 'Owner & Curator' })).toHaveAttribute('href', '/clubs/owned-clubs');
  });

  it('sorts the posts by category, Newest first', async () => {
    await renderApp('/clubs/4');
    await screen.findByRole('heading', { name: 'new 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Sort Feed By: Newest' }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([
      'Trending',
      'Newest',
      "Today's Top",
      'Weekly Hottest',
      'Monthly Best',
      'Yearly Rising',
      'All Time Greatest',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: "Today's Top" }));
    expect(await screen.findByRole('heading', { name: 'tod 1' })).toBeInTheDocument();
    expect(posts).toHaveBeenLastCalledWith(4, 'tod', null);
  });

  it('starts another club over on Newest', async () => {
    await renderApp('/clubs/4', { extra: <Link to="/clubs/5">club 5</Link> });
    await screen.findByRole('heading', { name: 'new 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Sort Feed By: Newest' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Weekly Hottest' }));
    await screen.findByRole('heading', { name: 'tow 1' });
    await userEvent.click(screen.getByRole('link', { name: 'club 5' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Club 5' })).toBeInTheDocument();
    await waitFor(() => expect(posts).toHaveBeenLastCalledWith(5, 'new', null));
    expect(screen.getByRole('button', { name: 'Sort Feed By: Newest' })).toBeInTheDocument();
  });

  it("plays the club's posts from the banner, then pauses them", async () => {
    const commands = collect<PlayerCommand>(onPlayerCommand);
    await renderApp('/clubs/4');
    await screen.findByRole('heading', { name: 'new 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Play Club 4' }));
    await waitFor(() => expect(commands).toHaveLength(1));
    expect(commands[0]).toMatchObject({
      type: 'playList',
      index: 0,
      page: { name: 'club_posts', params: { id: 4, category: 'new' } },
    });
    act(() =>
      setPlaybackStatus({
        post: songPost(1, { club: 4 }),
        playing: true,
        positionMs: 0,
        durationMs: 1,
        volume: 100,
        ready: true,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pause Club 4' }));
    expect(commands[1]).toEqual({ type: 'toggle' });
  });

  it("plays the club's posts from another tab, and nothing when they cannot be loaded", async () => {
    const commands = collect<PlayerCommand>(onPlayerCommand);
    jest.mocked(getClubFollowers).mockResolvedValue(paged([]));
    await renderApp('/clubs/4/followers');
    posts.mockRejectedValueOnce(httpError(500));
    await userEvent.click(await screen.findByRole('button', { name: 'Play Club 4' }));
    await waitFor(() => expect(posts).toHaveBeenCalledTimes(1));
    expect(commands).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Play Club 4' }));
    await waitFor(() => expect(commands).toHaveLength(1));
    expect(commands[0]).toMatchObject({ type: 'playList', index: 0, list: [{ song_post: 1 }, { song_post: 2 }] });
  });

  it('plays a card from the list', async () => {
    const commands = collect<PlayerCommand>(onPlayerCommand);
    await renderApp('/clubs/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Play new 2' }));
    expect(commands[0]).toMatchObject({ type: 'playList', index: 1 });
  });

  it("takes its accent colours from the picture's palette, with the app's accent as the fallback", async () => {
    clubCall.mockImplementation(async (id) => aClub(id, { thumbnail_picture: 'data:image/png;base64,AAAA' }));
    const { container, unmount } = await renderApp('/clubs/4');
    await screen.findByRole('heading', { level: 1, name: 'Club 4' });
    const page = () => container.querySelector('section[style]') as HTMLElement;
    await waitFor(() => expect(page().style.getPropertyValue('--club-accent')).toBe('#e8c547'));
    expect(page().style.getPropertyValue('--club-on-accent')).toBe('#0f1115');
    unmount();
    clubCall.mockImplementation(async (id) => aClub(id));
    const second = await renderApp('/clubs/4');
    await screen.findByRole('heading', { level: 1, name: 'Club 4' });
    expect(
      (second.container.querySelector('section[style]') as HTMLElement).style.getPropertyValue('--club-accent'),
    ).toBe(color.accent);
  });

  it('keeps the club posts up to date with new and deleted posts', async () => {
    await renderApp('/clubs/4');
    await waitFor(() => expect(cardTitles()).toEqual(['new 1', 'new 2']));
    act(() => emitPostCreated(songPost(9, { club: 4, title: 'Fresh one' })));
    await waitFor(() => expect(cardTitles()).toEqual(['Fresh one', 'new 1', 'new 2']));
    expect(tabs().getByRole('link', { name: 'Posts 3' })).toBeInTheDocument();
    act(() => emitPostCreated(songPost(10, { club: 7, title: 'Elsewhere' })));
    act(() => emitPostDeleted({ songPost: 1 }));
    await waitFor(() => expect(cardTitles()).toEqual(['Fresh one', 'new 2']));
    expect(tabs().getByRole('link', { name: 'Posts 2' })).toBeInTheDocument();
  });

  it('says a club that does not exist does not, and retries another failure', async () => {
    clubCall.mockRejectedValueOnce(httpError(404, { detail: 'Not found.' }));
    const { unmount } = await renderApp('/clubs/404');
    expect(await screen.findByText('This club does not exist or was removed.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Club' })).toBeInTheDocument();
    unmount();
    clubCall.mockRejectedValueOnce(httpError(500));
    await renderApp('/clubs/4');
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Club 4' })).toBeInTheDocument();
  });
});

describe('Follow, Following, Curating, Admin', () => {
  const menu = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Club 4 options' }));
    return within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
  };

  it('lets anyone else follow (at once, the count from the answer) and request to curate', async () => {
    const notices = collectNotices();
    jest.mocked(followClub).mockResolvedValue({ club: 4, followers: 10, followed: true });
    jest
      .mocked(requestToCurate)
      .mockResolvedValue({ ...curator(ME_ID, { is_curator: false }), club: 4, club_name: 'Club 4' });
    await renderApp('/clubs/4');
    const follow = await screen.findByRole('button', { name: 'Follow' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(follow);
    expect(screen.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(await tabs().findByRole('link', { name: 'Followers 10' })).toBeInTheDocument();
    expect(followClub).toHaveBeenCalledWith(4);
    expect(await menu()).toEqual(['Request to Curate']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Request to Curate' }));
    await waitFor(() => expect(notices).toContainEqual({ kind: 'success', text: 'Sent request to curate club' }));
    // The request waits for the owner: the menu says so and offers no second one.
    expect(await menu()).toEqual(['Curator request pending']);
    const pending = screen.getByRole('menuitem', { name: 'Curator request pending' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(pending);
    expect(requestToCurate).toHaveBeenCalledTimes(1);
  });

  it('shows a request the API says waits (after a reload) as pending, and offers none', async () => {
    clubCall.mockResolvedValue(aClub(4, { requested_to_curate: true }));
    await renderApp('/clubs/4');
    expect(await menu()).toEqual(['Curator request pending']);
    await userEvent.keyboard('{Enter}');
    expect(requestToCurate).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a curator a Curating button that opens their menu, by mouse or keyboard, to leave the club', async () => {
    const notices = collectNotices();
    clubCall.mockResolvedValue(aClub(4, { is_curator: true, curators: 2 }));
    jest.mocked(leaveClub).mockResolvedValue({ club: 4, curators: 1 });
    await renderApp('/clubs/4');
    const curating = await screen.findByRole('button', { name: 'Curating' });
    expect(curating).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    // Its menu is the curator's: no second '… options' button beside it.
    expect(screen.queryByRole('button', { name: 'Club 4 options' })).toBeNull();
    curating.focus();
    await userEvent.keyboard('{Enter}');
    const items = within(screen.getByRole('menu', { name: 'Club 4 options' })).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Leave Club']);
    expect(items[0]).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
    await userEvent.keyboard('{Escape}');
    expect(curating).toHaveFocus();
    await userEvent.click(curating);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Leave Club' }));
    await waitFor(() =>
      expect(notices).toContainEqual({ kind: 'success', text: 'You have successfully left the club' }),
    );
    expect(tabs().getByRole('link', { name: 'Curators 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('shows the owner as Admin with the settings icon and the curator menu, and no follow button', async () => {
    signIn(OWNER_ID);
    clubCall.mockResolvedValue(aClub(4, { is_curator: true }));
    await renderApp('/clubs/4');
    expect(await screen.findByText('Admin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    expect(await menu()).toEqual(['Manage Curators', 'Invite Curators']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Club Settings' }));
    expect(await screen.findByRole('dialog', { name: 'Club Settings' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('opens the settings of a new club (state=new) once, for its owner only', async () => {
    signIn(OWNER_ID);
    clubCall.mockResolvedValue(aClub(4, { is_curator: true }));
    const { unmount } = await renderApp('/clubs/4?state=new');
    const dialog = await screen.findByRole('dialog', { name: 'Club Settings' });
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/clubs\/4$/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    signIn(ME_ID);
    await renderApp('/clubs/4?state=new');
    await screen.findByRole('heading', { level: 1, name: 'Club 4' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("opens Invite Curators from the settings' shortcut", async () => {
    signIn(OWNER_ID);
    clubCall.mockResolvedValue(aClub(4, { is_curator: true }));
    await renderApp('/clubs/4?state=new');
    const dialog = await screen.findByRole('dialog', { name: 'Club Settings' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite Curators' }));
    expect(await screen.findByRole('dialog', { name: 'Invite Curators' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Club Settings' })).toBeNull();
  });
});

describe('Followers and Curators tabs', () => {
  it('marks the shown tab with a trailing slash too', async () => {
    jest.mocked(getClubFollowers).mockResolvedValue(paged([follower(7, { followers: 1, posts: 4 })]));
    await renderApp('/clubs/4/followers/');
    await screen.findByRole('list', { name: 'Followers of Club 4' });
    expect(tabs().getByRole('link', { name: 'Followers 3' })).toHaveAttribute('aria-current', 'page');
    expect(tabs().getByRole('link', { name: 'Posts 2' })).not.toHaveAttribute('aria-current');
  });

  it('lists the followers with their counts', async () => {
    jest.mocked(getClubFollowers).mockResolvedValue(paged([follower(7, { followers: 1, posts: 4 })]));
    await renderApp('/clubs/4/followers');
    const list = await screen.findByRole('list', { name: 'Followers of Club 4' });
    expect(within(list).getByRole('link', { name: 'user7' })).toHaveAttribute('href', '/profile/user7');
    expect(within(list).getByText('1 Follower · 4 Posts')).toBeInTheDocument();
    expect(tabs().getByRole('link', { name: 'Followers 3' })).toHaveAttribute('aria-current', 'page');
    expect(getClubFollowers).toHaveBeenCalledWith(4, null);
    expect(await axeViolations()).toEqual([]);
  });

  it("says 'No followers found', and Retry after a failure", async () => {
    jest.mocked(getClubFollowers).mockRejectedValueOnce(httpError(500)).mockResolvedValue(paged([]));
    await renderApp('/clubs/4/followers');
    expect(await screen.findByText('No followers found')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByText('No followers found')).toBeInTheDocument();
  });

  it("lists the curators, the owner as Admin; 'No curators found' when empty", async () => {
    jest.mocked(getClubCurators).mockResolvedValue(paged([curator(OWNER_ID, { username: 'alex' }), curator(6)]));
    const { unmount } = await renderApp('/clubs/4/curators');
    const list = await screen.findByRole('list', { name: 'Curators of Club 4' });
    const [owner, other] = within(list).getAllByRole('listitem');
    expect(within(owner).getByText('Admin')).toBeInTheDocument();
    expect(within(other).getByText('Curator')).toBeInTheDocument();
    unmount();
    jest.mocked(getClubCurators).mockResolvedValue(paged([]));
    await renderApp('/clubs/4/curators');
    expect(await screen.findByText('No curators found')).toBeInTheDocument();
  });

  it('sends an unknown tab to the posts', async () => {
    await renderApp('/clubs/4/nope');
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/clubs\/4$/));
  });
});
