/// <reference types="@testing-library/jest-dom" />
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { likeSongPost, unlikeSongPost } from '@upclub/shared/api';
import {
  onNotice,
  onOverlayRequest,
  onPlayerCommand,
  onPostChanged,
  setCurrentUser,
  setPlaybackStatus,
  type Notice,
  type OverlayRequest,
  type PlayerCommand,
  type PostChange,
} from '@upclub/shared/bus';
import type { SongPost } from '@upclub/shared/types';
import { aUser, busRecorder, songPost } from '@upclub/shared/testing';
import { PostCard } from './PostCard';
import { captionParts, tweetUrlOf } from './format';

jest.mock('@upclub/shared/api', () => ({
  likeSongPost: jest.fn(),
  unlikeSongPost: jest.fn(),
}));
const like = jest.mocked(likeSongPost);
const unlike = jest.mocked(unlikeSongPost);

const post = (over: Partial<SongPost> = {}): SongPost =>
  songPost(7, {
    song: 'trk1',
    title: 'Midnight City',
    track_details: {
      id: 'trk1',
      name: 'Midnight City',
      uri: 'spotify:track:trk1',
      artists: [{ name: 'M83' }, { name: 'Anthony' }],
      album: { images: [{ url: 'https://img.test/a.jpg' }] },
    },
    comment: 'For <@3> and <@4> tonight',
    mentions: [
      { upclubuser: 3, username: 'sam' },
      { upclubuser: 4, username: 'jules' },
    ],
    formatted_likes: '4',
    formatted_comments_count: '2',
    post_age: '3h',
    club: 11,
    club_name: 'Synth Lovers',
    ...over,
  });

const me = (upclubuser: number) =>
  setCurrentUser(aUser({ upclubuser, username: 'me', first_name: 'Me', last_name: 'Too' }));

const collect = busRecorder();

function renderCard(p: SongPost, props: Partial<Parameters<typeof PostCard>[0]> = {}) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PostCard post={p} {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  me(1);
  setPlaybackStatus({ post: null, playing: false, positionMs: 0, durationMs: 0, volume: 100, ready: true });
});

describe('PostCard', () => {
  it('shows the track, the poster with a profile link, the age and the club link', () => {
    renderCard(post());
    expect(screen.getByRole('heading', { name: 'Midnight City' })).toBeInTheDocument();
    expect(screen.getByText('M83, Anthony')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alex Doe' })).toHaveAttribute('href', '/profile/alex');
    expect(screen.getByText('3h')).toBeInTheDocument();
    expect(screen.getByText(/Posted in/)).toHaveTextContent('Posted in Synth Lovers');
    expect(screen.getByRole('link', { name: 'Synth Lovers' })).toHaveAttribute('href', '/clubs/11');
  });

  it('leaves the club link out on the club page and for posts outside clubs', () => {
    const { unmount } = renderCard(post(), { hideClub: true });
    expect(screen.queryByText(/Posted in/)).toBeNull();
    unmount();
    renderCard(post({ club: null, club_name: null }));
    expect(screen.queryByText(/Posted in/)).toBeNull();
  });

  it('renders mention markup as @username links', () => {
    renderCard(post());
    expect(screen.getByRole('link', { name: '@sam' })).toHaveAttribute('href', '/profile/sam');
    expect(screen.getByRole('link', { name: '@jules' })).toHaveAttribute('href', '/profile/jules');
    expect(screen.getByText(/tonight/).textContent).toBe('For @sam and @jules tonight');
  });

  it('offers Delete only to the author, never on post_type 1', async () => {
    const overlays = collect<OverlayRequest>(onOverlayRequest);
    const { unmount } = renderCard(post());
    expect(screen.queryByRole('button', { name: 'Post options' })).toBeNull();
    unmount();

    const second = renderCard(post());
    expect(screen.queryByRole('button', { name: 'Post options' })).toBeNull();
    act(() => me(2));
    await userEvent.click(screen.getByRole('button', { name: 'Post options' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(overlays).toEqual([{ type: 'deletePost', post: post() }]);
    second.unmount();

    renderCard(post({ post_type: 1 }));
    expect(screen.queryByRole('button', { name: 'Post options' })).toBeNull();
  });

  it('shows no like and no comments controls on post_type 1', () => {
    renderCard(post({ post_type: 1 }));
    expect(screen.queryByRole('button', { name: /^Like/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Comments/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('likes at once, then shows the server count and tells the lists', async () => {
    const changes = collect<PostChange>(onPostChanged);
    let answer!: (v: { song_post: number; liked: boolean; song_post_formatted_likes: string }) => void;
    like.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderCard(post());
    await userEvent.click(screen.getByRole('button', { name: 'Like (4)' }));
    const button = screen.getByRole('button', { name: 'Like (5)' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveBeenCalledWith(7);

    await act(async () => answer({ song_post: 7, liked: true, song_post_formatted_likes: '9' }));
    expect(screen.getByRole('button', { name: 'Like (9)' })).toHaveAttribute('aria-pressed', 'true');
    expect(changes.at(-1)).toEqual({ songPost: 7, liked: true, formatted_likes: '9' });
  });

  it('unlikes and rolls back when the call fails', async () => {
    const changes = collect<PostChange>(onPostChanged);
    unlike.mockRejectedValue(new Error('500'));
    renderCard(post({ liked: true, formatted_likes: '1.2K' }));
    await userEvent.click(screen.getByRole('button', { name: 'Like (1.2K)' }));
    await waitFor(() => expect(unlike).toHaveBeenCalledWith(7));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Like (1.2K)' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(changes.at(-1)).toEqual({ songPost: 7, liked: true, formatted_likes: '1.2K' });
  });

  it('copies the share link with a notice, and the menu says so', async () => {
    const notices = collect<Notice>(onNotice);
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderCard(post());
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/discover/?share_post=7`);
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/discover/?share_post=7`);
    expect(notices).toContainEqual({ kind: 'success', text: 'Post link copied' });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('menuitem', { name: 'Post link copied' })).toBeInTheDocument();
  });

  it('sends to the share overlay and opens the tweet composer without opener', async () => {
    const overlays = collect<OverlayRequest>(onOverlayRequest);
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderCard(post());
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Send in a message' }));
    expect(overlays).toEqual([{ type: 'share', post: post() }]);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Twitter' }));
    expect(open).toHaveBeenCalledWith(tweetUrlOf(post()), '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it("offers 'Broadcast Post' only with the broadcast bit (4) of user_type, never on post_type 1", async () => {
    const overlays = collect<OverlayRequest>(onOverlayRequest);
    const shareItems = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Share' }));
      const names = screen.getAllByRole('menuitem').map((item) => item.textContent);
      await userEvent.keyboard('{Escape}');
      return names;
    };
    const asUser = (user_type: number) => act(() => setCurrentUser(aUser({ upclubuser: 1, user_type })));

    const { unmount } = renderCard(post());
    expect(await shareItems()).toEqual(['Send in a message', 'Copy link', 'Instagram story', 'Twitter']);
    asUser(2);
    expect(await shareItems()).not.toContain('Broadcast Post');
    asUser(6);
    expect(await shareItems()).toContain('Broadcast Post');
    act(() => setCurrentUser(null));
    expect(await shareItems()).not.toContain('Broadcast Post');
    asUser(4);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Broadcast Post' }));
    expect(overlays).toEqual([{ type: 'broadcastPost', post: post() }]);
    unmount();

    renderCard(post({ post_type: 1 }));
    expect(await shareItems()).not.toContain('Broadcast Post');
  });

  it('makes an Instagram story picture to download', async () => {
    const ctx = new Proxy(
      {},
      {
        get: (_t, key) =>
          key === 'measureText'
            ? () => ({ width: 10 })
            : key === 'createLinearGradient'
              ? () => ({ addColorStop: () => undefined })
              : () => undefined,
        set: () => true,
      },
    );
    const getContext = jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue(ctx as unknown as CanvasRenderingContext2D);
    const toDataURL = jest
      .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
      .mockReturnValue('data:image/png;base64,AAAA');
    const noArt = post({ track_details: { ...post().track_details!, album: { images: [] } } });
    renderCard(noArt);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Instagram story' }));
    // The story dialog is its own chunk, loaded on this first use.
    expect(await screen.findByRole('dialog', { name: 'Instagram story' })).toBeInTheDocument();
    const download = await screen.findByRole('link', { name: 'Download picture' });
    expect(download).toHaveAttribute('href', 'data:image/png;base64,AAAA');
    expect(download).toHaveAttribute('download', 'upclub-post-7.png');
    expect(screen.getByRole('img', { name: 'Story picture of Midnight City' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    getContext.mockRestore();
    toDataURL.mockRestore();
  });

  it('plays from the list, and shows Pause while its post plays', async () => {
    const commands = collect<PlayerCommand>(onPlayerCommand);
    const onPlay = jest.fn();
    renderCard(post(), { onPlay });
    await userEvent.click(screen.getByRole('button', { name: 'Play Midnight City' }));
    expect(onPlay).toHaveBeenCalledWith(post());

    act(() =>
      setPlaybackStatus({ post: post(), playing: true, positionMs: 0, durationMs: 1, volume: 100, ready: true }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pause Midnight City' }));
    expect(commands).toEqual([{ type: 'toggle' }]);
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it('opens its comments without touching playback, whether another post plays or this one', async () => {
    const commands = collect<PlayerCommand>(onPlayerCommand);
    const other = post({ song_post: 99 });
    act(() =>
      setPlaybackStatus({ post: other, playing: true, positionMs: 0, durationMs: 1, volume: 100, ready: true }),
    );
    renderCard(post());
    await userEvent.click(screen.getByRole('button', { name: 'Comments (2)' }));
    expect(commands).toEqual([{ type: 'openComments', post: post() }]);

    act(() =>
      setPlaybackStatus({ post: post(), playing: true, positionMs: 0, durationMs: 1, volume: 100, ready: true }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Comments (2)' }));
    expect(commands).toEqual([
      { type: 'openComments', post: post() },
      { type: 'openComments', post: post() },
    ]);
  });

  it("opens its comments through the page's onOpenComments (the page names its list)", async () => {
    const commands = collect<PlayerCommand>(onPlayerCommand);
    const onOpenComments = jest.fn();
    renderCard(post(), { onOpenComments });
    await userEvent.click(screen.getByRole('button', { name: 'Comments (2)' }));
    expect(onOpenComments).toHaveBeenCalledWith(post());
    expect(commands).toEqual([]);
  });
});

describe('post card helpers', () => {
  it('truncates the track name to 60 characters', () => {
    const long = post({ track_details: { ...post().track_details!, name: 'x'.repeat(70) } });
    renderCard(long);
    expect(screen.getByRole('heading').textContent).toBe(`${'x'.repeat(59)}…`);
  });

  it('drops markup of users the post does not list', () => {
    expect(captionParts('hi <@9>!', [])).toEqual([
      { type: 'text', text: 'hi ' },
      { type: 'text', text: '!' },
    ]);
  });
});
