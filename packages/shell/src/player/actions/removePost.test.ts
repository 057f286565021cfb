import { removePost } from './removePost';
import { playing, songPost } from '../testing/posts';
import { playList } from './playList';
import { INITIAL_PLAYER_STATE } from './state';

describe('removePost', () => {
  it('removing the playing post moves to the next one', () => {
    const { state, effect } = removePost(playing(3, 1), 2);
    expect(effect).toBe('moved');
    expect(state.list.map((p) => p.song_post)).toEqual([1, 3]);
    expect(state.current?.song_post).toBe(3);
    expect(state.index).toBe(1);
  });

  it('removing the playing last post moves to the first', () => {
    const { state } = removePost(playing(3, 2), 3);
    expect(state.current?.song_post).toBe(1);
  });

  it('removing the only post clears playback', () => {
    const { state, effect } = removePost(playList(INITIAL_PLAYER_STATE, [songPost(5)], 0, { name: 'discover' }), 5);
    expect(effect).toBe('cleared');
    expect(state.current).toBeNull();
    expect(state.index).toBe(-1);
    expect(state.list).toEqual([]);
  });

  it('removing another post keeps the current one and its index in step', () => {
    const { state, effect } = removePost(playing(3, 2), 1);
    expect(effect).toBe('none');
    expect(state.current?.song_post).toBe(3);
    expect(state.index).toBe(1);
  });

  it('ignores a post the player does not hold', () => {
    const before = playing(2, 0);
    expect(removePost(before, 99).state).toBe(before);
  });
});
