import * as v from 'valibot';
import { STORAGE_KEYS } from '@upclub/shared/session';
import { PLAYER_STORAGE, readPlayerState, readVolume, writePlayerState, writeVolume } from './playerStorage';
import { playing } from '../testing/posts';

beforeEach(() => localStorage.clear());

describe('player storage', () => {
  it('every default passes its own schema', () => {
    for (const value of Object.values(PLAYER_STORAGE)) {
      const raw = value.format === 'json' ? value.fallback : String(value.fallback);
      const parsed = v.safeParse(value.schema, raw);
      expect(parsed.success).toBe(true);
      expect(parsed.output).toEqual(value.fallback);
    }
  });

  it('reads the defaults when nothing is stored: repeat all, shuffle off, volume 100, no list', () => {
    expect(readPlayerState()).toEqual({
      list: [],
      index: -1,
      current: null,
      open: false,
      page: null,
      repeat: 'all',
      shuffle: false,
      pauseNext: false,
    });
    expect(readVolume()).toBe(100);
  });

  it('keeps the list, current post, page, repeat and shuffle under the spec keys', () => {
    const state = { ...playing(3, 1), repeat: 'track' as const, shuffle: true };
    writePlayerState(state);
    expect(Object.keys(localStorage).sort()).toEqual(
      [STORAGE_KEYS.currentPostList, STORAGE_KEYS.currentTrackPage, STORAGE_KEYS.repeat, STORAGE_KEYS.shuffle].sort(),
    );
    const restored = readPlayerState();
    expect(restored.current?.song_post).toBe(2);
    expect(restored.list).toEqual(state.list);
    expect(restored.page).toEqual({ name: 'discover' });
    expect(restored.repeat).toBe('track');
    expect(restored.shuffle).toBe(true);
  });

  it('reads malformed values as the defaults', () => {
    localStorage.setItem(STORAGE_KEYS.currentPostList, '{"list":[{"song_post":"x"}],"index":0}');
    localStorage.setItem(STORAGE_KEYS.repeat, 'sometimes');
    localStorage.setItem(STORAGE_KEYS.shuffle, 'yes');
    localStorage.setItem(STORAGE_KEYS.currentTrackPage, '{not json');
    localStorage.setItem(STORAGE_KEYS.playerVolume, 'loud');
    const state = readPlayerState();
    expect(state.list).toEqual([]);
    expect(state.current).toBeNull();
    expect(state.repeat).toBe('all');
    expect(state.shuffle).toBe(false);
    expect(state.page).toBeNull();
    expect(readVolume()).toBe(100);
  });

  it('remembers the volume only when it is not zero', () => {
    writeVolume(40);
    expect(readVolume()).toBe(40);
    writeVolume(0);
    expect(readVolume()).toBe(40);
  });
});
