import { ROOM_PREVIOUS_RESTART_MS } from '@upclub/shared/rooms';
import {
  added,
  advance,
  endsAt,
  Entries,
  pause,
  play,
  positionNow,
  previous,
  skip,
  type PlayState,
} from './play-state';

// The rules of time of a room, without a database: every process and client must compute the
// same position from the same row.

const songs = new Entries([
  { id: 11, seq: 1, durationMs: 10_000 },
  { id: 12, seq: 2, durationMs: 20_000 },
  { id: 13, seq: 3, durationMs: null },
]);
const playing = (over: Partial<PlayState> = {}): PlayState => ({
  currentItemId: 11,
  cursorSeq: 1,
  playing: true,
  positionMs: 0,
  positionAt: 1_000,
  ...over,
});

describe('the position', () => {
  it('runs with the clock while playing, stands while paused, and stops at the song’s end', () => {
    expect(positionNow(playing(), 10_000, 4_000)).toBe(3_000);
    expect(positionNow(playing({ playing: false, positionMs: 2_500 }), 10_000, 99_000)).toBe(2_500);
    expect(positionNow(playing(), 10_000, 60_000)).toBe(10_000);
    // A clock read before position_at (another process's clock) never goes back.
    expect(positionNow(playing({ positionMs: 500 }), 10_000, 0)).toBe(500);
  });

  it('knows when the song ends: not while paused, nor for a song of unknown length', () => {
    expect(endsAt(playing({ positionMs: 4_000 }), songs)).toBe(7_000);
    expect(endsAt(playing({ playing: false }), songs)).toBeNull();
    expect(endsAt(playing({ currentItemId: 13, cursorSeq: 3 }), songs)).toBeNull();
  });
});

describe('advance', () => {
  it('starts each next song the moment the one before ended, however late it is asked', () => {
    const { state, moved } = advance(playing(), songs, 1_000 + 10_000 + 20_000 + 5_000);
    expect(moved).toBe(true);
    // Song 12 ended at 31 000: song 13 (no length) has played from then.
    expect(state).toEqual({ currentItemId: 13, cursorSeq: 3, playing: true, positionMs: 0, positionAt: 31_000 });
  });

  it('stops with nothing current after the last song, and leaves a song still playing alone', () => {
    const last = playing({ currentItemId: 12, cursorSeq: 2 });
    const only = new Entries(songs.list.slice(0, 2));
    expect(advance(last, only, 40_000).state).toMatchObject({ currentItemId: null, cursorSeq: 2, playing: false });
    expect(advance(playing(), songs, 5_000)).toEqual({ state: playing(), moved: false });
  });
});

describe('commands', () => {
  it('pause keeps the position reached; play goes on from it', () => {
    const paused = pause(playing(), songs, 4_000);
    expect(paused).toMatchObject({ playing: false, positionMs: 3_000, positionAt: 4_000 });
    expect(play(paused, songs, 9_000)).toMatchObject({ playing: true, positionMs: 3_000, positionAt: 9_000 });
  });

  it('play with nothing current starts the next song, and has nothing to play past the end', () => {
    const idle: PlayState = { currentItemId: null, cursorSeq: 1, playing: false, positionMs: 0, positionAt: 0 };
    expect(play(idle, songs, 5_000)).toMatchObject({ currentItemId: 12, cursorSeq: 2, playing: true });
    expect(play({ ...idle, cursorSeq: 3 }, songs, 5_000)).toBeNull();
  });

  it('skip goes to the next song from its start; past the last, to nothing', () => {
    expect(skip(playing(), songs, 2_000)).toEqual({
      currentItemId: 12,
      cursorSeq: 2,
      playing: true,
      positionMs: 0,
      positionAt: 2_000,
    });
    expect(skip(playing({ currentItemId: 13, cursorSeq: 3 }), songs, 2_000).currentItemId).toBeNull();
  });

  it('previous restarts a song past the threshold, else goes back one', () => {
    const second = playing({ currentItemId: 12, cursorSeq: 2 });
    const late = 1_000 + ROOM_PREVIOUS_RESTART_MS + 1;
    expect(previous(second, songs, late)).toMatchObject({ currentItemId: 12, positionMs: 0, positionAt: late });
    expect(previous(second, songs, 2_000)).toMatchObject({ currentItemId: 11, cursorSeq: 1, positionMs: 0 });
    // With nothing current, back to the last song played.
    const idle: PlayState = { currentItemId: null, cursorSeq: 3, playing: false, positionMs: 0, positionAt: 0 };
    expect(previous(idle, songs, 2_000)).toMatchObject({ currentItemId: 13, playing: true });
  });

  it('a song added to an idle room starts; to a playing one, waits', () => {
    const idle: PlayState = { currentItemId: null, cursorSeq: 2, playing: false, positionMs: 0, positionAt: 0 };
    expect(added(idle, songs, 7_000)).toMatchObject({ currentItemId: 13, playing: true, positionAt: 7_000 });
    expect(added(playing(), songs, 7_000)).toEqual(playing());
  });
});
