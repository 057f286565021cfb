import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  clearNotifications,
  followUser,
  getNotifications,
  respondToCuratorInvite,
  respondToCuratorRequest,
} from '@upclub/shared/api';
import {
  emitLiveEvent,
  getUnreadCounts,
  onNotice,
  onPlayerCommand,
  setLiveStatus,
  setUnreadCounts,
} from '@upclub/shared/bus';
import { recordEachTest, paged, songPost } from '@upclub/shared/testing';
import { NotificationsPage } from './NotificationsPage';
import { aNotification, axeViolations, renderInApp } from './testing';

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  getNotifications: jest.fn(),
  clearNotifications: jest.fn(),
  respondToCuratorRequest: jest.fn(),
  respondToCuratorInvite: jest.fn(),
  followUser: jest.fn(),
  unfollowUser: jest.fn(),
}));

const list = jest.mocked(getNotifications);
const notices = recordEachTest(onNotice);
const commands = recordEachTest(onPlayerCommand);
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

const like = aNotification(1);
const comment = aNotification(2, { notification_type: 'comment', usercomment_text: 'great tune', username: 'sam' });
const follow = aNotification(3, {
  notification_type: 'follow',
  username: 'cy',
  upclubuser: 9,
  post: null,
  song_post: null,
});
const request = aNotification(4, {
  notification_type: 'curatorrequest',
  username: 'dee',
  club: 12,
  club_name: 'Jazz Cellar',
  post: null,
  song_post: null,
  curatorrequest: 31,
  curatorinviterequeststate: 0,
  created_at: daysAgo(3),
});
const invite = aNotification(5, {
  notification_type: 'curatorinvite',
  username: 'eve',
  club: 13,
  club_name: 'Lo-fi Lab',
  post: null,
  song_post: null,
  curatorinvite: 44,
  created_at: daysAgo(40),
});
const removed = aNotification(6, { notification_type: 'mention_songpost', post: null, created_at: daysAgo(400) });

const renderPage = () => renderInApp(<NotificationsPage />);
const row = (text: RegExp) => screen.getByText(text).closest('li')!;

beforeEach(() => {
  jest.clearAllMocks();
  list.mockReset();
  list.mockResolvedValue(paged([like, comment, follow, request, invite, removed]));
  jest.mocked(clearNotifications).mockResolvedValue({ notifications: 0, message_notifications: 1 });
  setUnreadCounts({ notifications: 3, message_notifications: 1 });
  setLiveStatus('open');
});

describe('NotificationsPage', () => {
  it('groups the notifications by time under the header, with no axe violations', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const groups = await screen.findAllByRole('heading', { level: 2 });
    expect(groups.map((h) => h.textContent)).toEqual(['Today', 'This Week', 'This Year', 'Others']);
    const today = screen.getByRole('region', { name: 'Today' });
    expect(within(today).getAllByRole('listitem')).toHaveLength(3);
    expect(within(today).getByRole('button', { name: 'bo up voted your post Song 4' })).toBeInTheDocument();
    expect(
      within(today).getByRole('button', { name: 'sam commented on your post Song 4: “great tune”' }),
    ).toBeVisible();
    expect(within(today).getByRole('link', { name: 'cy started following you' })).toHaveAttribute(
      'href',
      '/profile/cy',
    );
    expect(screen.getByRole('link', { name: 'dee requested to curate Jazz Cellar' })).toHaveAttribute(
      'href',
      '/clubs/12',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('marks everything read when opened: clearnotifications, and the marker goes to 0', async () => {
    await renderPage();
    expect(clearNotifications).toHaveBeenCalledTimes(1);
    expect(getUnreadCounts()).toEqual({ notifications: 0, message_notifications: 1 });
  });

  it('asks for every category at first, and again with the filters chosen', async () => {
    await renderPage();
    expect(list).toHaveBeenLastCalledWith(
      [
        'comment',
        'follow',
        'like',
        'mention_comment',
        'mention_songpost',
        'curatorinvite',
        'curatorrequest',
        'clubfollow',
      ],
      null,
    );
    const filters = screen.getByRole('group', { name: 'Filters' });
    expect(within(filters).getAllByRole('checkbox')).toHaveLength(8);
    const user = userEvent.setup();
    list.mockResolvedValue(paged([follow]));
    await user.click(within(filters).getByRole('button', { name: 'Deselect All' }));
    expect(await screen.findByText('No notifications found')).toBeInTheDocument();
    const calls = list.mock.calls.length;
    await user.click(within(filters).getByRole('checkbox', { name: 'Followers' }));
    await user.click(within(filters).getByRole('checkbox', { name: 'Club Followers' }));
    expect(list).toHaveBeenCalledTimes(calls + 2);
    expect(list).toHaveBeenLastCalledWith(['follow', 'clubfollow'], null);
    expect(await screen.findByRole('link', { name: 'cy started following you' })).toBeInTheDocument();
    expect(screen.queryByText(/up voted/)).toBeNull();
    await user.click(within(filters).getByRole('button', { name: 'Select All' }));
    expect(within(filters).getAllByRole('checkbox', { checked: true })).toHaveLength(8);
  });

  it('answers a curator request from the Respond menu, then shows Curating and the notice', async () => {
    jest.mocked(respondToCuratorRequest).mockResolvedValue({} as never);
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Respond to dee's request/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Accept' }));
    expect(respondToCuratorRequest).toHaveBeenCalledWith(31, 2);
    expect(await within(row(/requested to curate/)).findByText('Curating')).toBeInTheDocument();
    expect(notices).toContainEqual({
      kind: 'success',
      text: "You had just accepted dee's request to curate Jazz Cellar",
    });
  });

  it('declines a curator invite: Declined and its notice', async () => {
    jest.mocked(respondToCuratorInvite).mockResolvedValue({} as never);
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Respond to eve's invite/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Decline' }));
    expect(respondToCuratorInvite).toHaveBeenCalledWith(44, 1);
    expect(await within(row(/invited you to curate/)).findByText('Declined')).toBeInTheDocument();
    expect(notices).toContainEqual({ kind: 'success', text: "You had just declined eve's invite to curate Lo-fi Lab" });
  });

  it('shows an answered invite as Curator, without a menu', async () => {
    list.mockResolvedValue(paged([{ ...invite, curatorinviterequeststate: 2 }]));
    await renderPage();
    expect(await screen.findByText('Curator')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Respond/ })).toBeNull();
  });

  it('follows back from a follow notification', async () => {
    jest.mocked(followUser).mockResolvedValue({ upclubuser_followee: 9, followers: 1, followed: true });
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Follow cy' }));
    expect(followUser).toHaveBeenCalledWith(9);
    expect(await screen.findByRole('button', { name: 'Following cy' })).toHaveAttribute('aria-pressed', 'true');
    expect(notices).toContainEqual({ kind: 'success', text: 'You are now following cy' });
  });

  it("plays a liked post and opens the player; a comment opens the post's comments without playing", async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /bo up voted your post/ }));
    expect(commands.at(-1)).toEqual({ type: 'playWhenReady', post: songPost(4), openPlayer: true });
    await user.click(screen.getByRole('button', { name: /sam commented/ }));
    expect(commands.at(-1)).toEqual({ type: 'openComments', post: songPost(4) });
    expect(commands).toHaveLength(2);
  });

  it("says 'Post had been removed.' for a post that is gone", async () => {
    await renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'bo mentioned you in a post' }));
    expect(notices).toContainEqual({ kind: 'error', text: 'Post had been removed.' });
    expect(commands).toEqual([]);
  });

  it("says 'No notifications found' when there are none", async () => {
    list.mockResolvedValue(paged([]));
    await renderPage();
    expect(await screen.findByText('No notifications found')).toBeInTheDocument();
  });

  it('on a load failure resets the list, sets the count to 0 and offers Retry', async () => {
    list.mockRejectedValue(new Error('500'));
    await renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifications could not be loaded.');
    expect(screen.getByText('No notifications found')).toBeInTheDocument();
    setUnreadCounts({ notifications: 2, message_notifications: 0 });
    list.mockResolvedValue(paged([like]));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /bo up voted/ })).toBeInTheDocument();
  });

  it('sets the count to 0 when a later load fails', async () => {
    await renderPage();
    await screen.findAllByRole('heading', { level: 2 });
    act(() => setUnreadCounts({ notifications: 2, message_notifications: 0 }));
    list.mockRejectedValue(new Error('500'));
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Up Votes' }));
    await screen.findByRole('alert');
    await waitFor(() => expect(getUnreadCounts().notifications).toBe(0));
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('loads the next page at the end of the list', async () => {
    list.mockResolvedValueOnce(paged([like], '/api/v1/getnotifications/?category=x&page=2'));
    list.mockResolvedValueOnce(paged([comment]));
    await renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load more' }));
    expect(list).toHaveBeenLastCalledWith(expect.any(Array), '/api/v1/getnotifications/?category=x&page=2');
    expect(await screen.findByRole('button', { name: /sam commented/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('puts a notification arriving live at the top and reads it at once', async () => {
    await renderPage();
    await screen.findAllByRole('heading', { level: 2 });
    const fresh = aNotification(50, { notification_type: 'reply', username: 'fay', usercomment_text: 'same!' });
    await act(async () => {
      setUnreadCounts({ notifications: 1, message_notifications: 1 });
      emitLiveEvent({ type: 'notification', data: { notification: fresh, counts: getUnreadCounts() } });
    });
    const today = screen.getByRole('region', { name: 'Today' });
    await waitFor(() =>
      expect(within(today).getAllByRole('listitem')[0]).toHaveTextContent('fay replied to your comment: “same!”'),
    );
    expect(clearNotifications).toHaveBeenCalledTimes(2);
    expect(getUnreadCounts().notifications).toBe(0);
  });
});
