import { trackDetails } from '@upclub/shared/testing';
import type { RoomItem } from '@upclub/shared/types';
import { formatTime, positionAt } from './position';

const current: RoomItem = {
  item: 1,
  song: 'a',
  song_post: null,
  track_details: trackDetails('a', 'A'),
  added_by: { upclubuser: 2, username: 'alex' },
};

describe('positionAt', () => {
  const at = { current, position_ms: 15_000, position_at: 1_000_000 };

  it('moves on with the server clock while playing', () => {
    expect(positionAt({ ...at, playing: true }, 1_010_000)).toBe(25_000);
  });

  it('stays where it was paused', () => {
    expect(positionAt({ ...at, playing: false }, 1_010_000)).toBe(15_000);
  });

  it('never passes the song’s length nor goes back before its position', () => {
    expect(positionAt({ ...at, playing: true }, 9_000_000)).toBe(180_000);
    expect(positionAt({ ...at, playing: true }, 990_000)).toBe(15_000);
  });

  it('is 0 with nothing current', () => {
    expect(positionAt({ ...at, current: null, playing: false }, 1_010_000)).toBe(0);
  });
});

it('formats times as a player does', () => {
  expect(formatTime(0)).toBe('0:00');
  expect(formatTime(65_400)).toBe('1:05');
  expect(formatTime(3_725_000)).toBe('1:02:05');
});
