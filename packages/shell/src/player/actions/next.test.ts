import { next } from './next';
import { INITIAL_PLAYER_STATE } from './state';
import { playing } from '../testing/posts';

describe('next', () => {
  it('moves to the following post', () => {
    const state = next(playing(3, 0));
    expect(state.index).toBe(1);
    expect(state.current?.song_post).toBe(2);
    expect(state.pauseNext).toBe(false);
  });

  it('wraps from the last post to the first and sets the pause-next flag', () => {
    const state = next(playing(3, 2));
    expect(state.index).toBe(0);
    expect(state.current?.song_post).toBe(1);
    expect(state.pauseNext).toBe(true);
  });

  it('turns repeat track into repeat all', () => {
    expect(next(playing(3, 0, { repeat: 'track' })).repeat).toBe('all');
    expect(next(playing(3, 0, { repeat: 'none' })).repeat).toBe('none');
  });

  it('starts at the first post when none is current', () => {
    expect(next(playing(3, -1)).current?.song_post).toBe(1);
  });

  it('does nothing on an empty list', () => {
    expect(next(INITIAL_PLAYER_STATE)).toBe(INITIAL_PLAYER_STATE);
  });
});
