import type { SongPost } from '@upclub/shared/types';
import { songPost } from '../testing/posts';
import { NowPlayingState } from './NowPlayingState';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A Now Playing state over a current post the test sets. */
function nowPlaying(first: SongPost | null = songPost(1)) {
  let current = first;
  const changed = jest.fn();
  const state = new NowPlayingState({ current: () => current, changed });
  state.restore(first);
  const play = (post: SongPost | null) => {
    current = post;
    state.currentChanged();
  };
  return { state, changed, play };
}

describe('Now Playing state', () => {
  it('starts closed on the restored post', () => {
    const { state } = nowPlaying();
    expect(state.snapshot).toEqual({ open: false, view: 'player', post: songPost(1), chosen: false });
  });

  it('opens on the current post, in the view asked for', () => {
    const { state, play } = nowPlaying();
    play(songPost(2));
    state.open('comments');
    expect(state.snapshot).toEqual({ open: true, view: 'comments', post: songPost(2), chosen: false });
    state.setView('player');
    expect(state.snapshot.view).toBe('player');
  });

  it("opens on another post's comments as chosen: it stays whatever plays, until it is the current post", () => {
    const { state, changed, play } = nowPlaying();
    const from = { list: [songPost(5), songPost(6)], page: { name: 'discover' } };
    state.openComments(songPost(6), from);
    expect(state.snapshot).toEqual({ open: true, view: 'comments', post: songPost(6), chosen: true, from });
    play(songPost(2));
    jest.advanceTimersByTime(1000);
    expect(state.snapshot).toMatchObject({ post: songPost(6), chosen: true });
    expect(changed).not.toHaveBeenCalled();
    play(songPost(6));
    expect(state.snapshot).toEqual({ open: true, view: 'comments', post: songPost(6), chosen: false });
  });

  it("opens on the current post's comments as open does; closing forgets a chosen post", () => {
    const { state, play } = nowPlaying();
    state.openComments(songPost(1));
    expect(state.snapshot).toEqual({ open: true, view: 'comments', post: songPost(1), chosen: false });
    state.openComments(songPost(3));
    state.close();
    expect(state.snapshot).toMatchObject({ open: false, chosen: false });
    play(songPost(2));
    expect(state.snapshot.post?.song_post).toBe(2);
  });

  it('while closed, follows a new current post at once', () => {
    const { state, changed, play } = nowPlaying();
    play(songPost(2));
    expect(state.snapshot.post?.song_post).toBe(2);
    expect(changed).not.toHaveBeenCalled();
  });

  it('while open, shows the new current post 500 ms after it changed (spec §4)', () => {
    const { state, changed, play } = nowPlaying();
    state.open();
    play(songPost(2));
    jest.advanceTimersByTime(499);
    expect(state.snapshot.post?.song_post).toBe(1);
    jest.advanceTimersByTime(1);
    expect(state.snapshot.post?.song_post).toBe(2);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('a second change within the 500 ms starts them over and shows only the last post', () => {
    const { state, changed, play } = nowPlaying();
    state.open();
    play(songPost(2));
    jest.advanceTimersByTime(400);
    play(songPost(3));
    jest.advanceTimersByTime(400);
    expect(state.snapshot.post?.song_post).toBe(1);
    jest.advanceTimersByTime(100);
    expect(state.snapshot.post?.song_post).toBe(3);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('keeps showing its post when playback is cleared', () => {
    const { state, changed, play } = nowPlaying();
    state.open();
    play(null);
    jest.advanceTimersByTime(500);
    expect(state.snapshot.post?.song_post).toBe(1);
    expect(changed).not.toHaveBeenCalled();
    state.close();
    state.open();
    expect(state.snapshot.post?.song_post).toBe(1);
  });

  it('closing (or opening again) drops a pending post change', () => {
    const { state, changed, play } = nowPlaying();
    state.open();
    play(songPost(2));
    expect(state.close()).toBe(true);
    expect(state.close()).toBe(false);
    jest.advanceTimersByTime(500);
    expect(changed).not.toHaveBeenCalled();
    expect(state.snapshot).toMatchObject({ open: false, post: { song_post: 1 } });
  });

  it('stopping drops a pending post change', () => {
    const { state, changed, play } = nowPlaying();
    state.open();
    play(songPost(2));
    state.stop();
    jest.advanceTimersByTime(1000);
    expect(changed).not.toHaveBeenCalled();
  });

  it('a like or comment count made elsewhere changes the shown post only', () => {
    const { state } = nowPlaying();
    expect(state.applyPostChange({ songPost: 2, liked: true })).toBe(false);
    expect(
      state.applyPostChange({ songPost: 1, liked: true, formatted_likes: '1', formatted_comments_count: undefined }),
    ).toBe(true);
    expect(state.snapshot.post).toMatchObject({
      song_post: 1,
      liked: true,
      formatted_likes: '1',
      formatted_comments_count: '0',
    });
  });
});
