import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emitLiveEvent } from '@upclub/shared/bus';
import { NOTICE_DURATION_MS } from '@upclub/shared/constants';
import type { LiveToast } from '@upclub/shared/types';
import { ToastHost } from './ToastHost';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const like: LiveToast = {
  toast_type: 'like',
  text: 'bo up voted your post Song 4',
  link: '/notifications',
  thumbnail_picture: null,
};
const toast = (data: LiveToast) => act(() => emitLiveEvent({ type: 'toast', data }));
const host = () => screen.getByTestId('toast-host');

describe('ToastHost', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a toast event politely, in a live region that is always there, for 10 s', () => {
    render(<ToastHost />);
    expect(host()).toHaveAttribute('role', 'status');
    toast(like);
    expect(within(host()).getByRole('link', { name: like.text })).toHaveAttribute('href', '/notifications');
    act(() => jest.advanceTimersByTime(NOTICE_DURATION_MS - 1));
    expect(within(host()).getByText(like.text)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(within(host()).queryByText(like.text)).toBeNull();
  });

  it('goes to its link when clicked, and goes away', async () => {
    const navigate = jest.fn();
    render(<ToastHost navigate={navigate} />);
    toast(like);
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('link', { name: like.text }));
    expect(navigate).toHaveBeenCalledWith('/notifications');
    expect(screen.queryByText(like.text)).toBeNull();
  });

  it("opens a comment toast's post comments in place: no route change (which would close the player), no play", async () => {
    const navigate = jest.fn();
    const openComments = jest.fn();
    render(<ToastHost navigate={navigate} openComments={openComments} />);
    const comment: LiveToast = {
      toast_type: 'comment',
      text: 'sam commented on your post: nice',
      link: '/discover/?share_post=12',
      thumbnail_picture: null,
    };
    toast(comment);
    toast({ ...comment, toast_type: 'reply', text: 'jo replied to your comment', link: '/discover/?share_post=13' });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('link', { name: comment.text }));
    await user.click(screen.getByRole('link', { name: 'jo replied to your comment' }));
    expect(openComments.mock.calls).toEqual([[12], [13]]);
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByText(comment.text)).toBeNull();
    // A like plays its post (spec part 2 §4): its share link is followed.
    toast({ ...like, link: '/discover/?share_post=12' });
    await user.click(screen.getByRole('link', { name: like.text }));
    expect(navigate).toHaveBeenCalledWith('/discover/?share_post=12');
  });

  it('follows only paths of this app', () => {
    render(<ToastHost />);
    toast({ ...like, text: 'elsewhere', link: 'https://evil.test/' });
    toast({ ...like, text: 'protocol relative', link: '//evil.test/' });
    toast({ ...like, text: 'no link', link: null });
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
  });

  it('is dismissed by keyboard: its close button, or Escape inside it', async () => {
    render(<ToastHost />);
    toast(like);
    toast({ ...like, text: 'sam commented on your post: nice' });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.tab();
    expect(screen.getByRole('link', { name: like.text })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByText(like.text)).toBeNull();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('holds its time while focused or pointed at, and starts it over after', async () => {
    render(<ToastHost />);
    toast(like);
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.hover(screen.getByText(like.text));
    act(() => jest.advanceTimersByTime(NOTICE_DURATION_MS * 2));
    expect(screen.getByText(like.text)).toBeInTheDocument();
    await user.unhover(screen.getByText(like.text));
    act(() => jest.advanceTimersByTime(NOTICE_DURATION_MS - 1));
    expect(screen.getByText(like.text)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText(like.text)).toBeNull();
  });

  it('keeps at most three, the newest last', () => {
    render(<ToastHost />);
    ['a 1', 'b 2', 'c 3', 'd 4'].forEach((text) => toast({ ...like, text }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('b 2'),
      expect.stringContaining('c 3'),
      expect.stringContaining('d 4'),
    ]);
  });
});
