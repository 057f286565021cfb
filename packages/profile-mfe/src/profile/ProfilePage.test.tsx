/// <reference types="@testing-library/jest-dom" />
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  followUser,
  getMyProfile,
  getProfileByUsername,
  getProfileFollowers,
  getProfileFollowing,
  getProfileLikedSongPosts,
  getProfileSongPosts,
  unfollowUser,
} from '@upclub/shared/api';
import { emitPostDeleted, onPlayerCommand, type PlayerCommand } from '@upclub/shared/bus';
import { axeViolations } from '@upclub/shared/testing';
import { collect, collectNotices } from '../testing/bus';
import { ME, ME_ID, followUser as row, httpError, paged, profile, songPost } from '../testing/fixtures';
import { renderApp, signIn } from '../testing/renderApp';

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  getMyProfile: jest.fn(),
  getProfileByUsername: jest.fn(),
  getProfileSongPosts: jest.fn(),
  getProfileLikedSongPosts: jest.fn(),
  getProfileFollowers: jest.fn(),
  getProfileFollowing: jest.fn(),
  getAllOwnedAndCuratedClubs: jest.fn(async () => ({ next: null, results: [] })),
  followUser: jest.fn(),
  unfollowUser: jest.fn(),
}));

// The grid's virtualised part is a lazy chunk: load its library once before the tests time it.
beforeAll(() => import('react-virtuoso'));

const tabs = () => within(screen.getByRole('navigation', { name: /sections$/ }));
const countOf = (label: string) => tabs().getByRole('link', { name: new RegExp(`${label}$`) }).textContent;

beforeEach(() => {
  jest.clearAllMocks();
  signIn();
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  jest.mocked(getMyProfile).mockResolvedValue(profile(ME_ID));
  jest.mocked(getProfileByUsername).mockImplementation(async (username) => profile(9, { username }));
  jest.mocked(getProfileSongPosts).mockResolvedValue(paged([songPost(1), songPost(2)]));
  jest.mocked(getProfileLikedSongPosts).mockResolvedValue(paged([songPost(3)]));
  jest.mocked(getProfileFollowers).mockResolvedValue(paged([]));
  jest.mocked(getProfileFollowing).mockResolvedValue(paged([]));
});

describe('own profile', () => {
  it('shows the header, the five counts with their labels and the edit button, and no follow button', async () => {
    await renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('@ada')).toBeInTheDocument();
    expect(screen.getByText(`About ${ME_ID}`)).toBeInTheDocument();
    expect(
      tabs()
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['12Posts', '2Clubs', '1,234Up Votes', '7Followers', '3Following']);
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Message' })).not.toBeInTheDocument();
    // Posts is the default tab, on Newest.
    expect(tabs().getByRole('link', { name: /Posts$/ })).toHaveAttribute('aria-current', 'page');
    await screen.findByRole('heading', { name: 'Song 1' });
    expect(getProfileSongPosts).toHaveBeenCalledWith(ME_ID, 'new', null);
  });

  it('sorts the posts with the profile sorts of the spec', async () => {
    await renderApp('/profile');
    await screen.findByRole('heading', { name: 'Song 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Sort Feed By: Newest' }));
    const menu = screen.getByRole('menu', { name: 'Sort Feed By:' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Newest', "Today's Top", 'Weekly Hottest', 'Monthly Best', 'Yearly Rising', 'All Time Greatest']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Weekly Hottest' }));
    await waitFor(() => expect(getProfileSongPosts).toHaveBeenCalledWith(ME_ID, 'tow', null));
  });

  it('plays a post of the list through the player, with the list and its page', async () => {
    const commands = collect<PlayerCommand>(onPlayerCommand);
    await renderApp('/profile');
    const card = (await screen.findByRole('heading', { name: 'Song 2' })).closest('article') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: /^Play/ }));
    expect(commands[0]).toMatchObject({
      type: 'playList',
      index: 1,
      page: { name: 'profile_posts', params: { id: ME_ID, category: 'new' } },
    });
    expect((commands[0] as { list: unknown[] }).list).toHaveLength(2);
  });

  it('the Up Votes tab lists the liked posts; a deleted post leaves the list', async () => {
    await renderApp('/profile/likes');
    expect(await screen.findByRole('heading', { name: 'Song 3' })).toBeInTheDocument();
    expect(getProfileLikedSongPosts).toHaveBeenCalledWith(ME_ID, 'new', null);
    act(() => emitPostDeleted({ songPost: 3 }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Song 3' })).not.toBeInTheDocument());
  });

  it("says the spec's 'No results found' for a profile with no posts, and no up-voted posts", async () => {
    jest.mocked(getProfileSongPosts).mockResolvedValue(paged([]));
    jest.mocked(getProfileLikedSongPosts).mockResolvedValue(paged([]));
    const { unmount } = await renderApp('/profile');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    unmount();
    await renderApp('/profile/likes');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(getProfileLikedSongPosts).toHaveBeenCalledWith(ME_ID, 'new', null);
  });

  it.each([
    ['/profile/', /Posts$/],
    ['/profile/likes/', /Up Votes$/],
  ])('marks the shown tab on %s, trailing slash and all', async (path, tab) => {
    await renderApp(path);
    await screen.findByRole('navigation', { name: /sections$/ });
    expect(tabs().getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    expect(
      tabs()
        .getAllByRole('link')
        .filter((l) => l.getAttribute('aria-current') === 'page'),
    ).toHaveLength(1);
  });

  it('has no accessibility violations', async () => {
    const { container } = await renderApp('/profile');
    await screen.findByRole('heading', { name: 'Song 1' });
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("another user's profile", () => {
  it('one’s own username goes to one’s own profile, on the same tab', async () => {
    await renderApp(`/profile/${ME}/followers`);
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/profile\/followers$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('offers Follow and Message (to messages with the user reference)', async () => {
    await renderApp('/profile/sam');
    expect(await screen.findByRole('heading', { level: 1, name: 'First9 Last9' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/messages?profile=sam%3A9');
    expect(screen.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(getProfileByUsername).toHaveBeenCalledWith('sam');
  });

  it('follows at once: the button and Followers move, then the notice; unfollow moves them back', async () => {
    const notices = collectNotices();
    let answer!: (value: { upclubuser_followee: number; followers: number; followed: boolean }) => void;
    jest.mocked(followUser).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderApp('/profile/sam');
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(countOf('Followers')).toBe('8Followers');
    expect(screen.getByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    expect(notices).toEqual([]);
    await act(async () => answer({ upclubuser_followee: 9, followers: 8, followed: true }));
    expect(notices).toEqual([{ kind: 'success', text: 'You are now following sam' }]);
    expect(followUser).toHaveBeenCalledWith(9);

    jest.mocked(unfollowUser).mockResolvedValue({ upclubuser_followee: 9, followers: 7, followed: false });
    await userEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(countOf('Followers')).toBe('7Followers');
    await waitFor(() => expect(notices[1]).toEqual({ kind: 'success', text: 'You had just unfollowed sam' }));
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('a failed follow shows nothing and puts the button and the count back', async () => {
    const notices = collectNotices();
    jest.mocked(followUser).mockRejectedValue(httpError(500));
    await renderApp('/profile/sam');
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled());
    expect(countOf('Followers')).toBe('7Followers');
    expect(notices).toEqual([]);
  });

  it('says so of a user that does not exist, and offers Retry when the profile cannot load', async () => {
    jest.mocked(getProfileByUsername).mockRejectedValueOnce(httpError(404));
    await renderApp('/profile/nobody');
    expect(await screen.findByText('This user does not exist.')).toBeInTheDocument();

    jest.mocked(getProfileByUsername).mockRejectedValueOnce(httpError(500));
    await renderApp('/profile/flaky');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'First9 Last9' })).toBeInTheDocument();
  });

  it('its tabs are paths below the profile', async () => {
    await renderApp('/profile/sam');
    await screen.findByRole('heading', { level: 1, name: 'First9 Last9' });
    await userEvent.click(tabs().getByRole('link', { name: /Up Votes$/ }));
    expect(screen.getByTestId('address')).toHaveTextContent('/profile/sam/likes');
    expect(await screen.findByRole('heading', { name: 'Song 3' })).toBeInTheDocument();
    expect(getProfileLikedSongPosts).toHaveBeenCalledWith(9, 'new', null);
  });
});

describe('follow lists', () => {
  it('rows with avatar, username, name and plural counts; no button on oneself', async () => {
    jest
      .mocked(getProfileFollowers)
      .mockResolvedValue(
        paged([
          row(11, { followers: 1, posts: 1 }),
          row(12, { followers: 2, posts: 0, followed: true }),
          row(ME_ID, { followers: 7, posts: 12 }),
        ]),
      );
    await renderApp('/profile/sam/followers');
    const list = await screen.findByRole('list', { name: 'Followers of sam' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('user11First11 Last111 Follower · 1 Post'),
      expect.stringContaining('user12First12 Last122 Followers · 0 Post'),
      expect.stringContaining('ada'),
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'user11' })).toHaveAttribute('href', '/profile/user11');
    expect(within(rows[0]).getByRole('button', { name: 'Follow user11' })).toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Unfollow user12' })).toBeInTheDocument();
    expect(within(rows[2]).queryByRole('button')).not.toBeInTheDocument();
    expect(getProfileFollowers).toHaveBeenCalledWith(9, null);
  });

  it('following from a row moves its Followers count at once', async () => {
    jest.mocked(getProfileFollowers).mockResolvedValue(paged([row(11, { followers: 1 })]));
    jest.mocked(followUser).mockResolvedValue({ upclubuser_followee: 11, followers: 2, followed: true });
    await renderApp('/profile/sam/followers');
    await userEvent.click(await screen.findByRole('button', { name: 'Follow user11' }));
    expect(screen.getByText(/2 Followers/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unfollow user11' })).toBeInTheDocument();
  });

  it('an unfollow in one’s own followings removes the row and lowers Following', async () => {
    jest
      .mocked(getProfileFollowing)
      .mockResolvedValue(paged([row(11, { followed: true }), row(12, { followed: true })]));
    jest.mocked(unfollowUser).mockResolvedValue({ upclubuser_followee: 11, followers: 1, followed: false });
    await renderApp('/profile/followings');
    await userEvent.click(await screen.findByRole('button', { name: 'Unfollow user11' }));
    const list = screen.getByRole('list', { name: `Followed by ${ME}` });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(countOf('Following')).toBe('2Following');
  });

  it('says when nobody is there, and offers Retry when the list cannot load', async () => {
    await renderApp('/profile/followers');
    expect(await screen.findByText('No followers found')).toBeInTheDocument();

    jest.mocked(getProfileFollowing).mockRejectedValueOnce(httpError(500));
    await renderApp('/profile/sam/followings');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No followings found')).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    jest.mocked(getProfileFollowers).mockResolvedValue(paged([row(11), row(ME_ID)]));
    const { container } = await renderApp('/profile/sam/followers');
    await screen.findByRole('list', { name: 'Followers of sam' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
