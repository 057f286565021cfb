import { previous } from './previous';
import { INITIAL_PLAYER_STATE } from './state';
import { playing } from '../testing/posts';

describe('previous', () => {
  it('moves to the post before', () => {
    expect(previous(playing(3, 2)).current?.song_post).toBe(2);
  });

  it('wraps from the first post to the last', () => {
    const state = previous(playing(3, 0));
    expect(state.index).toBe(2);
    expect(state.current?.song_post).toBe(3);
  });

  it('turns repeat track into repeat all and clears the pause-next flag', () => {
    const state = previous(playing(3, 1, { repeat: 'track', pauseNext: true }));
    expect(state.repeat).toBe('all');
    expect(state.pauseNext).toBe(false);
  });

  it('does nothing on an empty list', () => {
    expect(previous(INITIAL_PLAYER_STATE)).toBe(INITIAL_PLAYER_STATE);
  });
});
