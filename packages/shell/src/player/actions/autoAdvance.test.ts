import { autoAdvance, shouldAdvance } from './autoAdvance';
import { INITIAL_PLAYER_STATE } from './state';
import { playing } from '../testing/posts';

describe('shouldAdvance', () => {
  it('is true once 2 s or less remain', () => {
    expect(shouldAdvance(177_999, 180_000)).toBe(false);
    expect(shouldAdvance(178_000, 180_000)).toBe(true);
    expect(shouldAdvance(180_000, 180_000)).toBe(true);
  });

  it('is false before the duration is known', () => {
    expect(shouldAdvance(0, 0)).toBe(false);
  });
});

describe('autoAdvance', () => {
  it('repeat all moves on, and wraps from the last post to the first (playing)', () => {
    expect(autoAdvance(playing(3, 0)).state.index).toBe(1);
    const wrapped = autoAdvance(playing(3, 2));
    expect(wrapped.effect).toBe('play');
    expect(wrapped.state.current?.song_post).toBe(1);
    expect(wrapped.state.pauseNext).toBe(false);
  });

  it('repeat track replays the same post', () => {
    const result = autoAdvance(playing(3, 1, { repeat: 'track' }));
    expect(result.effect).toBe('replay');
    expect(result.state.current?.song_post).toBe(2);
    expect(result.state.repeat).toBe('track');
  });

  it('repeat none moves on but stops at the end of the list', () => {
    expect(autoAdvance(playing(3, 1, { repeat: 'none' })).state.current?.song_post).toBe(3);
    const end = autoAdvance(playing(3, 2, { repeat: 'none' }));
    expect(end.effect).toBe('stop');
    expect(end.state.current?.song_post).toBe(3);
  });

  it('stops with nothing current', () => {
    expect(autoAdvance(INITIAL_PLAYER_STATE).effect).toBe('stop');
  });
});
