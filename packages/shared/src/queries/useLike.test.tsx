import { act, renderHook, waitFor } from '@testing-library/react';
import { likeSongPost, unlikeSongPost } from '@upclub/shared/api';
import { onPostChanged, type PostChange } from '@upclub/shared/bus';
import type { LikeResponse, SongPost } from '@upclub/shared/types';
import { bumpFormattedCount, useLike, type LikeOptions } from './useLike';

jest.mock('@upclub/shared/api', () => ({
  likeSongPost: jest.fn(),
  unlikeSongPost: jest.fn(),
}));
const like = jest.mocked(likeSongPost);
const unlike = jest.mocked(unlikeSongPost);

const post = (over: Partial<SongPost> = {}) =>
  ({ song_post: 7, liked: false, formatted_likes: '4', formatted_comments_count: '2', ...over }) as SongPost;

const offs: Array<() => void> = [];
afterEach(() => offs.splice(0).forEach((off) => off()));
beforeEach(() => jest.clearAllMocks());

function changes(): PostChange[] {
  const seen: PostChange[] = [];
  offs.push(onPostChanged((change) => seen.push(change)));
  return seen;
}

function renderLike(initial: SongPost, options?: LikeOptions) {
  return renderHook(({ p }) => useLike(p, options), { initialProps: { p: initial } });
}

/** An answer the test gives when it wants. */
function deferred() {
  let resolve!: (answer: LikeResponse) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<LikeResponse>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useLike', () => {
  it('flips at once with the count moved by one, then shows the server count, telling every copy', async () => {
    const seen = changes();
    const answer = deferred();
    like.mockReturnValue(answer.promise);
    const { result } = renderLike(post());
    act(() => result.current.toggle());
    await waitFor(() => expect(result.current).toMatchObject({ liked: true, formatted_likes: '5', pending: true }));
    expect(like).toHaveBeenCalledWith(7);
    // A second click while the first is on its way does nothing.
    act(() => result.current.toggle());
    expect(like).toHaveBeenCalledTimes(1);

    await act(async () => answer.resolve({ song_post: 7, liked: true, song_post_formatted_likes: '9' }));
    await waitFor(() => expect(result.current).toMatchObject({ liked: true, formatted_likes: '9', pending: false }));
    expect(seen).toEqual([
      { songPost: 7, liked: true, formatted_likes: '5' },
      { songPost: 7, liked: true, formatted_likes: '9' },
    ]);
  });

  it('unlikes, and puts the old state back everywhere when the call fails', async () => {
    const seen = changes();
    unlike.mockRejectedValue(new Error('500'));
    const { result } = renderLike(post({ liked: true, formatted_likes: '1.2K' }));
    act(() => result.current.toggle());
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(unlike).toHaveBeenCalledWith(7);
    expect(result.current).toMatchObject({ liked: true, formatted_likes: '1.2K' });
    expect(seen).toEqual([
      { songPost: 7, liked: false, formatted_likes: '1.2K' },
      { songPost: 7, liked: true, formatted_likes: '1.2K' },
    ]);
  });

  it('stays pending through afterToggle, whose failure leaves the like', async () => {
    like.mockResolvedValue({ song_post: 7, liked: true, song_post_formatted_likes: '5' });
    const after = deferred();
    const afterToggle = jest.fn(() => after.promise);
    const { result } = renderLike(post(), { afterToggle });
    act(() => result.current.toggle());
    await waitFor(() => expect(afterToggle).toHaveBeenCalledWith(true));
    expect(result.current.pending).toBe(true);
    await act(async () => after.reject(new Error('provider')));
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current).toMatchObject({ liked: true, formatted_likes: '5' });
  });

  it("follows the post's copy when another view changes it", () => {
    const { result, rerender } = renderLike(post());
    rerender({ p: post({ liked: true, formatted_likes: '12' }) });
    expect(result.current).toMatchObject({ liked: true, formatted_likes: '12' });
  });

  it('keeps its own flip while the copy it was given stays the same', async () => {
    like.mockReturnValue(deferred().promise);
    const initial = post();
    const { result, rerender } = renderLike(initial);
    act(() => result.current.toggle());
    await waitFor(() => expect(result.current).toMatchObject({ liked: true, formatted_likes: '5' }));
    rerender({ p: { ...initial } });
    expect(result.current).toMatchObject({ liked: true, formatted_likes: '5', pending: true });
  });
});

describe('bumpFormattedCount', () => {
  it('moves plain counts by one, never below zero, and leaves formatted ones', () => {
    expect(bumpFormattedCount('4', 1)).toBe('5');
    expect(bumpFormattedCount('4', -1)).toBe('3');
    expect(bumpFormattedCount('0', -1)).toBe('0');
    expect(bumpFormattedCount('1.2K', 1)).toBe('1.2K');
  });
});
