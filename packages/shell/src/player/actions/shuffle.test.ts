import { shuffled, toggleShuffle } from './shuffle';
import { playing } from '../testing/posts';

// A fixed sequence of "random" numbers, so the shuffled order is known.
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length];
};
const ids = (state: { list: Array<{ song_post: number }> }) => state.list.map((p) => p.song_post);

describe('toggleShuffle', () => {
  it('turning it on randomises the list and keeps the current post current', () => {
    const before = playing(5, 2);
    const state = toggleShuffle(before, sequence(0, 0, 0, 0));
    expect(state.shuffle).toBe(true);
    expect(ids(state)).not.toEqual(ids(before));
    expect([...ids(state)].sort()).toEqual(ids(before));
    expect(state.current?.song_post).toBe(3);
    expect(state.list[state.index].song_post).toBe(3);
  });

  it('turning it off restores the order by the order field', () => {
    const on = toggleShuffle(playing(5, 3), sequence(0.9, 0.1, 0.5));
    const off = toggleShuffle(on);
    expect(off.shuffle).toBe(false);
    expect(ids(off)).toEqual([1, 2, 3, 4, 5]);
    expect(off.index).toBe(3);
    expect(off.current?.song_post).toBe(4);
  });

  it('works with nothing current', () => {
    const state = toggleShuffle(playing(3, -1), sequence(0));
    expect(state.index).toBe(-1);
    expect(state.list).toHaveLength(3);
  });
});

describe('shuffled', () => {
  it('keeps every item once', () => {
    expect(shuffled([1, 2, 3, 4], sequence(0.3, 0.7)).sort()).toEqual([1, 2, 3, 4]);
  });
});
