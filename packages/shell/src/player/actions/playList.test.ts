import { playList, playPost } from './playList';
import { INITIAL_PLAYER_STATE } from './state';
import { playing, songPost } from '../testing/posts';

const page = { name: 'discover' };
const list = [songPost(1), songPost(2), songPost(3)];

describe('playList', () => {
  it('makes the list current, numbered by order, on the chosen post', () => {
    const state = playList(INITIAL_PLAYER_STATE, list, 1, page);
    expect(state.list.map((p) => p.order)).toEqual([0, 1, 2]);
    expect(state.index).toBe(1);
    expect(state.current?.song_post).toBe(2);
    expect(state.page).toEqual(page);
  });

  it('sets repeat track to all', () => {
    expect(playList({ ...INITIAL_PLAYER_STATE, repeat: 'track' }, list, 0, page).repeat).toBe('all');
    expect(playList({ ...INITIAL_PLAYER_STATE, repeat: 'none' }, list, 0, page).repeat).toBe('none');
  });

  it('with shuffle on, starts from the chosen post and shuffles the rest', () => {
    const state = playList({ ...INITIAL_PLAYER_STATE, shuffle: true }, list, 2, page, () => 0);
    expect(state.index).toBe(0);
    expect(state.current?.song_post).toBe(3);
    expect(state.list).toHaveLength(3);
  });
});

describe('playPost', () => {
  it('plays a post of the current list in place', () => {
    const state = playPost(playing(3, 0, { repeat: 'track' }), songPost(3));
    expect(state.index).toBe(2);
    expect(state.list).toHaveLength(3);
    expect(state.repeat).toBe('all');
  });

  it('plays a post from another page as that page list', () => {
    const other = [songPost(7), songPost(8)];
    const state = playPost(playing(3, 0), songPost(8), other, { name: 'profile' });
    expect(state.list.map((p) => p.song_post)).toEqual([7, 8]);
    expect(state.current?.song_post).toBe(8);
  });

  it('plays a lone post as a list of its own', () => {
    const state = playPost(INITIAL_PLAYER_STATE, songPost(9));
    expect(state.list.map((p) => p.song_post)).toEqual([9]);
    expect(state.index).toBe(0);
  });
});
